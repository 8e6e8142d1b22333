// Memory: whether Hearth recalls memories by itself, a search box (every word, the last as a prefix), and the
// memories newest first, each with where it came from, editable and deletable (with an Undo toast).
import { useEffect, useMemo, useState } from 'react';
import { useStore } from 'zustand';
import { Icon } from '../lib/icons';
import { useServices, useSettings } from '../services-context';
import { createMemoryStore } from '../stores/memory-store';
import { MemoryRow } from './MemoryRow';
import { Switch } from './Switch';

const SEARCH_DELAY_MS = 200;

export function MemorySection() {
  const { api, notices } = useServices();
  const store = useMemo(() => createMemoryStore(api), [api]);
  const { items, total, nextOffset, loading, loaded, problem, query, search, loadMore, edit, remove } = useStore(store);
  const autoRecall = useSettings((state) => state.settings?.memory.autoRecall ?? true);
  const set = useSettings((state) => state.set);
  const [text, setText] = useState('');

  useEffect(() => {
    const timer = setTimeout(() => void search(text), text === '' ? 0 : SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, search]);

  const searching = query.trim() !== '';
  const count = searching
    ? `${items.length}${nextOffset !== null ? '+' : ''} found`
    : total === null
      ? ''
      : `${total} ${total === 1 ? 'memory' : 'memories'}`;

  return (
    <section id="settings-memory" className="settings-section" aria-labelledby="settings-memory-title">
      <div className="section-title-row">
        <h2 id="settings-memory-title">Memory</h2>
        {loaded ? <span className="count-badge">{count}</span> : null}
      </div>
      <p className="section-intro">Facts Hearth keeps across conversations. Secrets are never stored.</p>
      <div className="tool-row-extra memory-recall">
        <Switch
          label="Recall memories automatically"
          checked={autoRecall}
          onChange={(value) => void set('memory.autoRecall', value)}
        />
        <span>Recall relevant memories automatically when you ask something</span>
      </div>
      <div className="memory-search">
        <Icon name="search" size={15} aria-hidden="true" />
        <input
          type="search"
          aria-label="Search memories"
          placeholder="Search memories"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      {problem ? (
        <p className="run-banner error" role="alert">
          {problem}
        </p>
      ) : null}
      <div aria-live="polite" aria-busy={loading}>
        {loaded && items.length === 0 ? (
          <p className="muted empty-note">
            {searching
              ? `No memory matches “${query.trim()}”.`
              : 'No memories yet. Ask Hearth to remember something, and it appears here.'}
          </p>
        ) : null}
      </div>
      {items.length > 0 ? (
        <ul className="memory-list" aria-label="Memories">
          {items.map((memory) => (
            <MemoryRow
              key={memory.id}
              memory={memory}
              onSave={(content, tags) => edit(memory.id, content, tags)}
              onDelete={() =>
                remove(memory.id).then((outcome) => {
                  if (outcome.ok)
                    notices.getState().offerUndo('Memory deleted.', async () => {
                      const restored = await api.memoryRestore({ id: memory.id });
                      if (!restored.ok) return restored.error.message;
                      await search(store.getState().query);
                      return null;
                    });
                  return outcome;
                })
              }
            />
          ))}
        </ul>
      ) : null}
      {nextOffset !== null ? (
        <button
          type="button"
          className="secondary-button small show-more"
          onClick={() => void loadMore()}
          disabled={loading}
        >
          {loading ? 'Loading…' : 'Show more'}
        </button>
      ) : null}
    </section>
  );
}
