// Memory: whether Hearth recalls memories by itself, a search box (every word, the last as a prefix), and the
// memories newest first, each with where it came from, editable and deletable (with an Undo toast).
import { useTranslation } from 'react-i18next';
import { useEffect, useMemo, useState } from 'react';
import { useStore } from 'zustand';
import { Icon } from '../lib/icons';
import { useServices, useSettings } from '../services-context';
import { createMemoryStore } from '../stores/memory-store';
import { MemoryRow } from './MemoryRow';
import { Switch } from './Switch';

const SEARCH_DELAY_MS = 200;

export function MemorySection() {
  const { t } = useTranslation();
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
    ? nextOffset !== null
      ? t('memory.foundMore', { count: items.length })
      : t('memory.found', { count: items.length })
    : total === null
      ? ''
      : t('memory.count', { count: total });

  return (
    <section id="settings-memory" className="settings-section" aria-labelledby="settings-memory-title">
      <div className="section-title-row">
        <h2 id="settings-memory-title">{t('settings.memory')}</h2>
        {loaded ? <span className="count-badge">{count}</span> : null}
      </div>
      <p className="section-intro">{t('memory.intro')}</p>
      <div className="tool-row-extra memory-recall">
        <Switch
          label={t('memory.autoRecall')}
          checked={autoRecall}
          onChange={(value) => void set('memory.autoRecall', value)}
        />
        <span>{t('memory.autoRecallHint')}</span>
      </div>
      <div className="memory-search">
        <Icon name="search" size={15} aria-hidden="true" />
        <input
          type="search"
          aria-label={t('memory.search')}
          placeholder={t('memory.search')}
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
            {searching ? t('memory.noMatch', { query: query.trim() }) : t('memory.none')}
          </p>
        ) : null}
      </div>
      {items.length > 0 ? (
        <ul className="memory-list" aria-label={t('memory.memories')}>
          {items.map((memory) => (
            <MemoryRow
              key={memory.id}
              memory={memory}
              onSave={(content, tags) => edit(memory.id, content, tags)}
              onDelete={() =>
                remove(memory.id).then((outcome) => {
                  if (outcome.ok)
                    notices.getState().offerUndo(t('memory.deleted'), async () => {
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
          {loading ? t('memory.loading') : t('memory.showMore')}
        </button>
      ) : null}
    </section>
  );
}
