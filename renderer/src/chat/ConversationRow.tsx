// One conversation in the sidebar: open it, rename it inline, move it into or out of a project, or delete it after a
// confirmation (then an Undo toast brings it back).
import { useTranslation } from 'react-i18next';
import { memo, useState } from 'react';
import type { ConversationSummary } from '../../../electron/shared/contract';
import { formatRelativeDate } from '../lib/format';
import { routeHref } from '../lib/hash-route';
import { Icon } from '../lib/icons';
import { useChat, useProjects, useServices } from '../services-context';
import { holdEnterWhileComposing } from '../lib/ime';

/** Memoized: a change to one conversation (a new message, a title) re-renders its row only, not the whole list. */
export const ConversationRow = memo(function ConversationRow({
  conversation,
  active,
}: {
  conversation: ConversationSummary;
  active: boolean;
}) {
  const { t } = useTranslation();
  const rename = useChat((state) => state.rename);
  const remove = useChat((state) => state.remove);
  const { api, chat, notices } = useServices();
  const projects = useProjects((state) => state.projects);
  const move = useProjects((state) => state.move);
  const [mode, setMode] = useState<'view' | 'rename' | 'confirm-delete' | 'move'>('view');
  const [target, setTarget] = useState(conversation.projectId ?? '');
  const [title, setTitle] = useState(conversation.title);
  const name = conversation.title || t('chat.untitled');

  if (mode === 'rename') {
    return (
      <li className="conversation-row editing">
        <form
          onKeyDown={holdEnterWhileComposing}
          onSubmit={(event) => {
            event.preventDefault();
            void rename(conversation.id, title.trim() || name).then(() => setMode('view'));
          }}
        >
          <input
            aria-label={t('sidebar.conversationTitle')}
            value={title}
            autoFocus
            maxLength={500}
            onChange={(event) => setTitle(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') setMode('view');
            }}
          />
          <button type="submit" className="ghost-button small">
            {t('common.save')}
          </button>
        </form>
      </li>
    );
  }
  if (mode === 'move') {
    return (
      <li className="conversation-row editing">
        <form
          onKeyDown={holdEnterWhileComposing}
          onSubmit={(event) => {
            event.preventDefault();
            void move(conversation.id, target || null).then(() => setMode('view'));
          }}
        >
          <select
            aria-label={t('sidebar.projectFor', { name })}
            value={target}
            autoFocus
            onChange={(event) => setTarget(event.target.value)}
          >
            <option value="">{t('sidebar.noProject')}</option>
            {projects.map((project) => (
              <option key={project.id} value={project.id}>
                {project.name}
              </option>
            ))}
          </select>
          <button type="submit" className="ghost-button small">
            {t('sidebar.move')}
          </button>
          <button type="button" className="ghost-button small" onClick={() => setMode('view')}>
            {t('common.cancel')}
          </button>
        </form>
      </li>
    );
  }
  if (mode === 'confirm-delete') {
    return (
      <li className="conversation-row confirming" role="group" aria-label={t('sidebar.deleteQuestion', { name })}>
        <span className="conversation-confirm">{t('sidebar.deleteConfirm', { name })}</span>
        <button
          type="button"
          className="danger-button small"
          autoFocus
          onClick={() =>
            void remove(conversation.id).then(() => {
              if (chat.getState().conversations.some((c) => c.id === conversation.id)) return; // not deleted
              notices.getState().offerUndo(t('sidebar.deleted', { name }), async () => {
                const restored = await api.chatRestore({ conversationId: conversation.id });
                if (!restored.ok) return restored.error.message;
                await chat.getState().refreshList();
                return null;
              });
            })
          }
        >
          {t('common.delete')}
        </button>
        <button type="button" className="ghost-button small" onClick={() => setMode('view')}>
          {t('common.cancel')}
        </button>
      </li>
    );
  }
  return (
    <li className={`conversation-row${active ? ' active' : ''}`}>
      <a
        className="conversation-link"
        href={routeHref({ name: 'chat', conversationId: conversation.id })}
        aria-current={active ? 'page' : undefined}
      >
        <span className="conversation-title">{name}</span>
        <span className="conversation-meta">
          {conversation.kind === 'quick' ? <span className="kind-badge">{t('sidebar.quickAsk')}</span> : null}
          {formatRelativeDate(conversation.updatedAt)}
        </span>
      </a>
      <span className="conversation-actions">
        <button
          type="button"
          className="icon-button"
          aria-label={t('sidebar.renameName', { name })}
          title={t('sidebar.rename')}
          onClick={() => {
            setTitle(conversation.title);
            setMode('rename');
          }}
        >
          <Icon name="pencil" size={14} />
        </button>
        {projects.length > 0 ? (
          <button
            type="button"
            className="icon-button"
            aria-label={t('sidebar.moveName', { name })}
            title={t('sidebar.moveHint')}
            onClick={() => {
              setTarget(conversation.projectId ?? '');
              setMode('move');
            }}
          >
            <Icon name="move" size={14} />
          </button>
        ) : null}
        <button
          type="button"
          className="icon-button"
          aria-label={t('sidebar.deleteName', { name })}
          title={t('common.delete')}
          onClick={() => setMode('confirm-delete')}
        >
          <Icon name="trash" size={14} />
        </button>
      </span>
    </li>
  );
});
