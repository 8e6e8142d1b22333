// One project in the sidebar: its name and folder, "New chat" in it, rename, delete (its chats stay, ungrouped), and
// its conversations below.
import { useState } from 'react';
import type { ConversationSummary, ProjectView } from '../../../electron/shared/contract';
import { Icon } from '../lib/icons';
import { useProjects } from '../services-context';
import { ConversationRow } from './ConversationRow';
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
  const rename = useProjects((state) => state.rename);
  const remove = useProjects((state) => state.remove);
  const [mode, setMode] = useState<'view' | 'rename' | 'confirm-delete'>('view');
  const [name, setName] = useState(project.name);
  const [error, setError] = useState<string | null>(null);

  return (
    <section className="project-group" aria-label={`Project ${project.name}`}>
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
            aria-label="Project name"
            value={name}
            autoFocus
            maxLength={100}
            onChange={(event) => setName(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') setMode('view');
            }}
          />
          <button type="submit" className="ghost-button small">
            Save
          </button>
        </form>
      ) : mode === 'confirm-delete' ? (
        <div className="project-header confirming" role="alertdialog" aria-label={`Delete project ${project.name}?`}>
          <span className="conversation-confirm">Delete project “{project.name}”? Its chats stay.</span>
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
            Delete
          </button>
          <button type="button" className="ghost-button small" onClick={() => setMode('view')}>
            Cancel
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
              aria-label={`New chat in ${project.name}`}
              title="New chat in this project"
              onClick={() => onNewChat(project.id)}
            >
              <Icon name="plus" size={14} />
            </button>
            <button
              type="button"
              className="icon-button"
              aria-label={`Rename project ${project.name}`}
              title="Rename"
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
              aria-label={`Delete project ${project.name}`}
              title="Delete (its chats stay)"
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
      {conversations.length === 0 ? <p className="sidebar-empty project-empty">No chats in this project yet.</p> : null}
      <ul>
        {conversations.map((conversation) => (
          <ConversationRow key={conversation.id} conversation={conversation} active={conversation.id === activeId} />
        ))}
      </ul>
    </section>
  );
}
