// The sidebar: new chat, full-text search over messages (chat:search), and the conversation list with rename/delete.
import { useEffect, useState } from 'react';
import { navigate } from '../lib/hash-route';
import { useChat } from '../services-context';
import { Icon } from '../lib/icons';
import { ConversationRow } from './ConversationRow';

export function Sidebar({ settingsOpen }: { settingsOpen: boolean }) {
  const conversations = useChat((state) => state.conversations);
  const activeId = useChat((state) => state.activeId);
  const search = useChat((state) => state.search);
  const runSearch = useChat((state) => state.runSearch);
  const [query, setQuery] = useState(search.query);

  useEffect(() => {
    const timer = setTimeout(() => void runSearch(query), 180);
    return () => clearTimeout(timer);
  }, [query, runSearch]);

  const searching = query.trim().length > 0;
  return (
    <nav className="sidebar" aria-label="Conversations">
      <div className="sidebar-top">
        <div className="brand" aria-hidden="true">
          <span className="brand-mark" />
          Hearth
        </div>
        <button type="button" className="primary-button new-chat" onClick={() => navigate({ name: 'chat' })}>
          <Icon name="plus" /> New chat
        </button>
        <label className="search-field">
          <span className="visually-hidden">Search messages</span>
          <input
            type="search"
            placeholder="Search messages"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </label>
      </div>
      {searching ? (
        <div className="sidebar-list" role="region" aria-label="Search results">
          {search.results === null ? <p className="sidebar-empty">Searching…</p> : null}
          {search.results?.length === 0 ? <p className="sidebar-empty">No messages match “{query}”.</p> : null}
          <ul>
            {search.results?.map((hit) => (
              <li key={`${hit.conversationId}-${hit.snippet}`}>
                <a className="search-hit" href={`#/chat/${encodeURIComponent(hit.conversationId)}`}>
                  <span className="search-hit-title">{hit.title || 'Untitled'}</span>
                  {hit.snippet ? <span className="search-hit-snippet">{hit.snippet}</span> : null}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <div className="sidebar-list">
          {conversations.length === 0 ? <p className="sidebar-empty">No conversations yet.</p> : null}
          <ul>
            {conversations.map((conversation) => (
              <ConversationRow
                key={conversation.id}
                conversation={conversation}
                active={!settingsOpen && conversation.id === activeId}
              />
            ))}
          </ul>
        </div>
      )}
      <div className="sidebar-bottom">
        <a
          className={`sidebar-link${settingsOpen ? ' active' : ''}`}
          href="#/settings"
          aria-current={settingsOpen ? 'page' : undefined}
        >
          <Icon name="gear" /> Settings
        </a>
      </div>
    </nav>
  );
}
