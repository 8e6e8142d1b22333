// One project in the sidebar: its name and folder, "New chat" in it, rename, delete (its chats stay, ungrouped), and
// its conversations below.
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import type { ConversationSummary, ProjectView } from '../../../electron/shared/contract';
import { Icon } from '../lib/icons';
import { useProjects } from '../services-context';
import { ConversationRows } from './ConversationRows';
import { holdEnterWhileComposing } from '../lib/ime';

export function ProjectGroup({
  project,
  conversations,
  activeId,
  onNewChat,
}: {
  project: ProjectView;
  conversations: ConversationSummary[];
  activeId: string | null;
  onNewChat: (projectId: string) => void;
}) {
  const { t } = useTranslation();
  const rename = useProjects((state) => state.rename);
  const remove = useProjects((state) => state.remove);
  const [mode, setMode] = useState<'view' | 'rename' | 'confirm-delete'>('view');
  const [name, setName] = useState(project.name);
  const [error, setError] = useState<string | null>(null);

  return (
    <section className="project-group" aria-label={t('sidebar.projectName', { name: project.name })}>
      {mode === 'rename' ? (
        <form
          onKeyDown={holdEnterWhileComposing}
          className="project-header editing"
          onSubmit={(event) => {
            event.preventDefault();
            void rename(project.id, name).then((outcome) => {
              if (outcome.ok) setMode('view');
              else setError(outcome.error);
            });
          }}
        >
          <input
            aria-label={t('sidebar.projectNameField')}
            value={name}
            autoFocus
            maxLength={100}
            onChange={(event) => setName(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') setMode('view');
            }}
          />
          <button type="submit" className="ghost-button small">
            {t('common.save')}
          </button>
        </form>
      ) : mode === 'confirm-delete' ? (
        <div
          className="project-header confirming"
          role="alertdialog"
          aria-label={t('sidebar.deleteProjectQuestion', { name: project.name })}
        >
          <span className="conversation-confirm">{t('sidebar.deleteProjectConfirm', { name: project.name })}</span>
          <button
            type="button"
            className="danger-button small"
            autoFocus
            onClick={() =>
              void remove(project.id).then((outcome) => {
                if (!outcome.ok) setError(outcome.error);
                setMode('view');
              })
            }
          >
            {t('common.delete')}
          </button>
          <button type="button" className="ghost-button small" onClick={() => setMode('view')}>
            {t('common.cancel')}
          </button>
        </div>
      ) : (
        <div className="project-header">
          <span className="project-name" title={project.folder}>
            <Icon name="folder" size={14} /> {project.name}
          </span>
          <span className="project-actions">
            <button
              type="button"
              className="icon-button"
              aria-label={t('sidebar.newChatIn', { name: project.name })}
              title={t('sidebar.newChatInHint')}
              onClick={() => onNewChat(project.id)}
            >
              <Icon name="plus" size={14} />
            </button>
            <button
              type="button"
              className="icon-button"
              aria-label={t('sidebar.renameProject', { name: project.name })}
              title={t('sidebar.rename')}
              onClick={() => {
                setName(project.name);
                setError(null);
                setMode('rename');
              }}
            >
              <Icon name="pencil" size={14} />
            </button>
            <button
              type="button"
              className="icon-button"
              aria-label={t('sidebar.deleteProject', { name: project.name })}
              title={t('sidebar.deleteProjectHint')}
              onClick={() => setMode('confirm-delete')}
            >
              <Icon name="trash" size={14} />
            </button>
          </span>
        </div>
      )}
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      {conversations.length === 0 ? <p className="sidebar-empty project-empty">{t('sidebar.noProjectChats')}</p> : null}
      <ConversationRows conversations={conversations} activeId={activeId} />
    </section>
  );
}
