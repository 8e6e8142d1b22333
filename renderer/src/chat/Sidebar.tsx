// The sidebar: new chat, full-text search over messages (chat:search), the projects with their chats, and the other
// conversations, each with rename/move/delete.
import { useTranslation } from 'react-i18next';
import { useEffect, useState } from 'react';
import { navigate } from '../lib/hash-route';
import { useChat, useProjects, useServices } from '../services-context';
import { Icon } from '../lib/icons';
import { ConversationRows } from './ConversationRows';
import { ListEndSentinel } from './ListEndSentinel';
import { NewProjectForm } from './NewProjectForm';
import { ProjectGroup } from './ProjectGroup';

export function Sidebar({ settingsOpen }: { settingsOpen: boolean }) {
  const { t } = useTranslation();
  const conversations = useChat((state) => state.conversations);
  const activeId = useChat((state) => state.activeId);
  const search = useChat((state) => state.search);
  const runSearch = useChat((state) => state.runSearch);
  const listComplete = useChat((state) => state.listComplete);
  const loadMore = useChat((state) => state.loadMoreConversations);
  const [query, setQuery] = useState(search.query);
  const projects = useProjects((state) => state.projects);
  const [addingProject, setAddingProject] = useState(false);
  const { chat } = useServices();
  const startChat = (projectId: string | null) => {
    chat.getState().newChat(projectId);
    navigate({ name: 'chat' });
  };
  const known = new Set(projects.map((project) => project.id));
  const ungrouped = conversations.filter(
    (conversation) => !conversation.projectId || !known.has(conversation.projectId),
  );
  const activeRow = settingsOpen ? null : activeId;

  useEffect(() => {
    const timer = setTimeout(() => void runSearch(query), 180);
    return () => clearTimeout(timer);
  }, [query, runSearch]);

  const searching = query.trim().length > 0;
  return (
    <nav className="sidebar" aria-label={t('sidebar.conversations')}>
      <div className="sidebar-top">
        <div className="brand" aria-hidden="true">
          <span className="brand-mark" />
          {t('common.brand')}
        </div>
        <button type="button" className="primary-button new-chat" onClick={() => startChat(null)}>
          <Icon name="plus" /> {t('chat.newChat')}
        </button>
        <label className="search-field">
          <span className="visually-hidden">{t('sidebar.search')}</span>
          <input
            type="search"
            placeholder={t('sidebar.search')}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </label>
      </div>
      {searching ? (
        <div className="sidebar-list" role="region" aria-label={t('sidebar.searchResults')}>
          {search.results === null ? <p className="sidebar-empty">{t('sidebar.searching')}</p> : null}
          {search.results?.length === 0 ? <p className="sidebar-empty">{t('sidebar.noMatch', { query })}</p> : null}
          <ul>
            {search.results?.map((hit) => (
              <li key={`${hit.conversationId}-${hit.snippet}`}>
                <a className="search-hit" href={`#/chat/${encodeURIComponent(hit.conversationId)}`}>
                  <span className="search-hit-title">{hit.title || t('chat.untitled')}</span>
                  {hit.snippet ? <span className="search-hit-snippet">{hit.snippet}</span> : null}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <div className="sidebar-list">
          <div className="sidebar-heading">
            <h2>{t('sidebar.projects')}</h2>
            <button
              type="button"
              className="icon-button"
              aria-label={t('sidebar.newProject')}
              title={t('sidebar.newProjectHint')}
              aria-expanded={addingProject}
              onClick={() => setAddingProject((open) => !open)}
            >
              <Icon name="plus" size={14} />
            </button>
          </div>
          {addingProject ? <NewProjectForm onDone={() => setAddingProject(false)} /> : null}
          {projects.length === 0 && !addingProject ? <p className="sidebar-empty">{t('sidebar.noProjects')}</p> : null}
          {projects.map((project) => (
            <ProjectGroup
              key={project.id}
              project={project}
              conversations={conversations.filter((conversation) => conversation.projectId === project.id)}
              activeId={activeRow}
              onNewChat={(projectId) => startChat(projectId)}
            />
          ))}
          <div className="sidebar-heading">
            <h2>{t('sidebar.chats')}</h2>
          </div>
          {ungrouped.length === 0 ? <p className="sidebar-empty">{t('sidebar.noChats')}</p> : null}
          <ConversationRows conversations={ungrouped} activeId={activeRow} label={t('sidebar.chats')} />
          <ListEndSentinel done={listComplete} size={conversations.length} onReached={loadMore} />
        </div>
      )}
      <div className="sidebar-bottom">
        <a
          className={`sidebar-link${settingsOpen ? ' active' : ''}`}
          href="#/settings"
          aria-current={settingsOpen ? 'page' : undefined}
        >
          <Icon name="gear" /> {t('sidebar.settings')}
        </a>
      </div>
    </nav>
  );
}
