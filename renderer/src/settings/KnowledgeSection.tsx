// Settings → Knowledge (issue 43): folders and files the assistant searches (search_knowledge), each with its files,
// size, last pass, progress and skipped files (KnowledgeSourceRow.tsx); adding one by path or the OS chooser, for every
// conversation or one project; the embedding model (empty: full-text search only, said so).
import { useCallback, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { holdEnterWhileComposing } from '../lib/ime';
import { useProjects, useServices, useSettings } from '../services-context';
import { KnowledgeSourceRow, type SourceAction } from './KnowledgeSourceRow';
import { SettingField } from './SettingField';
import { useKnowledgeSources } from './use-knowledge-sources';
import { useSectionAction } from './use-section-action';

export function KnowledgeSection() {
  const { t } = useTranslation();
  const { api } = useServices();
  const id = useId();
  const set = useSettings((state) => state.set);
  const projects = useProjects((state) => state.projects);
  const { busy, message, setMessage, act } = useSectionAction({ clearMessageFirst: true });
  const showError = useCallback((text: string) => setMessage({ kind: 'error', text }), [setMessage]);
  const { list, reload } = useKnowledgeSources(showError);
  const [target, setTarget] = useState('');
  const [project, setProject] = useState('');

  const add = (path: string) =>
    act(async () => {
      const result = await api.knowledgeAdd({ path, ...(project ? { projectId: project } : {}) });
      if (!result.ok) return setMessage({ kind: 'error', text: result.error.message });
      setTarget('');
      setMessage({ kind: 'ok', text: t('knowledge.added', { name: result.data.path }) });
      reload();
    });
  const choose = (kind: 'folder' | 'file') =>
    act(async () => {
      const chosen = await api.knowledgeChoose({ kind });
      if (!chosen.ok) return setMessage({ kind: 'error', text: chosen.error.message });
      if (chosen.data.path) await add(chosen.data.path);
    });
  const onAction = (sourceId: number, action: SourceAction) =>
    act(async () => {
      const request = { id: sourceId };
      const result =
        action === 'pause'
          ? await api.knowledgePause(request)
          : action === 'resume'
            ? await api.knowledgeResume(request)
            : action === 'rebuild'
              ? await api.knowledgeRebuild(request)
              : await api.knowledgeRemove(request);
      if (!result.ok) return setMessage({ kind: 'error', text: result.error.message });
      reload();
    });

  const model = list?.embeddingModel ?? '';
  return (
    <section id="settings-knowledge" className="settings-section" aria-labelledby="settings-knowledge-title">
      <h2 id="settings-knowledge-title">{t('knowledge.title')}</h2>
      <p className="section-intro">{t('knowledge.intro')}</p>
      <p className="muted small" role="note">
        {model === '' ? t('knowledge.fullTextOnly') : t('knowledge.hybrid', { model })}
      </p>
      <div className="field-grid">
        <SettingField
          label={t('knowledge.embeddingModel')}
          monospace
          value={model}
          placeholder="text-embedding-3-small"
          hint={t('knowledge.embeddingModelHint')}
          onSave={async (value) => {
            const saved = await set('knowledge.embeddingModel', value.trim());
            reload();
            return saved;
          }}
        />
      </div>
      {list && list.sources.length === 0 ? <p className="muted empty-note">{t('knowledge.none')}</p> : null}
      {list && list.sources.length > 0 ? (
        <ul className="knowledge-list" aria-label={t('knowledge.sources')}>
          {list.sources.map((source) => (
            <KnowledgeSourceRow
              key={source.id}
              source={source}
              projectName={projects.find((p) => p.id === source.projectId)?.name ?? null}
              busy={busy}
              onAction={(action) => void onAction(source.id, action)}
            />
          ))}
        </ul>
      ) : null}
      {message ? (
        <p
          className={message.kind === 'error' ? 'field-error' : 'field-ok'}
          role={message.kind === 'error' ? 'alert' : 'status'}
        >
          {message.text}
        </p>
      ) : null}
      <form
        className="knowledge-form"
        aria-labelledby={`${id}-title`}
        onKeyDown={holdEnterWhileComposing}
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          if (target.trim() !== '' && !busy) void add(target.trim());
        }}
      >
        <h3 id={`${id}-title`}>{t('knowledge.addTitle')}</h3>
        <div className="field-grid">
          <div className="field">
            <label className="field-label" htmlFor={`${id}-path`}>
              {t('knowledge.path')}
            </label>
            <input
              id={`${id}-path`}
              className="mono-input"
              value={target}
              spellCheck={false}
              onChange={(event) => setTarget(event.target.value)}
            />
            <span className="field-note">{t('knowledge.pathHint')}</span>
          </div>
          <div className="field">
            <label className="field-label" htmlFor={`${id}-project`}>
              {t('knowledge.for')}
            </label>
            <select id={`${id}-project`} value={project} onChange={(event) => setProject(event.target.value)}>
              <option value="">{t('knowledge.forAll')}</option>
              {projects.map((p) => (
                <option key={p.id} value={p.id}>
                  {t('knowledge.forProject', { project: p.name })}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="button-row">
          <button type="submit" className="primary-button" disabled={busy || target.trim() === ''}>
            {t('knowledge.add')}
          </button>
          <button type="button" className="ghost-button" disabled={busy} onClick={() => void choose('folder')}>
            {t('knowledge.chooseFolder')}
          </button>
          <button type="button" className="ghost-button" disabled={busy} onClick={() => void choose('file')}>
            {t('knowledge.chooseFile')}
          </button>
          <button
            type="button"
            className="ghost-button"
            disabled={busy || !list?.sources.length}
            onClick={() =>
              void act(async () => {
                const result = await api.knowledgeRebuild({});
                if (!result.ok) return setMessage({ kind: 'error', text: result.error.message });
                reload();
              })
            }
          >
            {t('knowledge.rebuildAll')}
          </button>
        </div>
      </form>
    </section>
  );
}
