// One memory: its text, tags and where it came from (linking to that conversation), edited in place (textarea and
// tags, Save / Cancel, main's refusal shown) or deleted after an inline confirmation.
import { useTranslation } from 'react-i18next';
import { useId, useState } from 'react';
import type { MemoryView } from '../../../electron/shared/contract';
import { routeHref } from '../lib/hash-route';
import { Icon } from '../lib/icons';
import type { MemoryOutcome } from '../stores/memory-store';
import { formatDate, memoryOrigin, parseTagText, wasEdited } from './settings-data-format';

interface MemoryRowProps {
  memory: MemoryView;
  onSave: (content: string, tags: string[]) => Promise<MemoryOutcome>;
  onDelete: () => Promise<MemoryOutcome>;
}

function MemoryEditor({
  memory,
  onSave,
  onDone,
}: {
  memory: MemoryView;
  onSave: MemoryRowProps['onSave'];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [content, setContent] = useState(memory.content);
  const [tags, setTags] = useState(memory.tags.join(', '));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const id = useId();
  const save = async () => {
    setSaving(true);
    const result = await onSave(content, parseTagText(tags));
    setSaving(false);
    if (result.ok) onDone();
    else setError(result.error);
  };
  return (
    <form
      className="memory-editor"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onDone();
        }
      }}
    >
      <label className="visually-hidden" htmlFor={`${id}-content`}>
        {t('memory.text')}
      </label>
      <textarea
        id={`${id}-content`}
        value={content}
        rows={Math.min(8, Math.max(2, content.split('\n').length + 1))}
        autoFocus
        onChange={(event) => setContent(event.target.value)}
      />
      <label className="field-label" htmlFor={`${id}-tags`}>
        {t('memory.tags')}
      </label>
      <input
        id={`${id}-tags`}
        value={tags}
        onChange={(event) => setTags(event.target.value)}
        placeholder={t('setup.modelExample', { model: 'travel, family' })}
      />
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="row">
        <button type="submit" className="primary-button small" disabled={saving || content.trim() === ''}>
          {saving ? t('settings.saving') : t('common.save')}
        </button>
        <button type="button" className="ghost-button small" onClick={onDone} disabled={saving}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}

export function MemoryRow({ memory, onSave, onDelete }: MemoryRowProps) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<'view' | 'edit' | 'confirm'>('view');
  const [error, setError] = useState<string | null>(null);
  const origin = memoryOrigin(memory);
  const preview = memory.content.length > 60 ? `${memory.content.slice(0, 60)}…` : memory.content;

  return (
    <li className="memory-row" data-memory-id={memory.id}>
      {mode === 'edit' ? (
        <MemoryEditor memory={memory} onSave={onSave} onDone={() => setMode('view')} />
      ) : (
        <>
          <p className="memory-content">{memory.content}</p>
          {memory.tags.length > 0 ? (
            <ul className="tag-list" aria-label={t('memory.tagList')}>
              {memory.tags.map((tag) => (
                <li key={tag} className="tag">
                  {tag}
                </li>
              ))}
            </ul>
          ) : null}
          <div className="memory-footer">
            <span className="memory-origin">
              {origin.linked && memory.conversationId ? (
                <a href={routeHref({ name: 'chat', conversationId: memory.conversationId })}>{origin.label}</a>
              ) : (
                origin.label
              )}
              {wasEdited(memory) ? t('memory.edited', { date: formatDate(memory.updatedAt) }) : ''}
            </span>
            {mode === 'confirm' ? (
              <span className="confirm-inline" role="group" aria-label={t('prompts.confirmDeletion')}>
                <span>{t('memory.deleteQuestion')}</span>
                <button
                  type="button"
                  className="danger-button small"
                  autoFocus
                  onClick={() =>
                    void onDelete().then((result) => {
                      if (!result.ok) setError(result.error);
                      setMode('view');
                    })
                  }
                >
                  {t('common.delete')}
                </button>
                <button type="button" className="ghost-button small" onClick={() => setMode('view')}>
                  {t('common.cancel')}
                </button>
              </span>
            ) : (
              <span className="row-actions">
                <button
                  type="button"
                  className="ghost-button small"
                  onClick={() => setMode('edit')}
                  aria-label={t('memory.editName', { preview })}
                >
                  <Icon name="pencil" size={13} /> {t('common.edit')}
                </button>
                <button
                  type="button"
                  className="ghost-button small danger"
                  onClick={() => setMode('confirm')}
                  aria-label={t('memory.deleteName', { preview })}
                >
                  <Icon name="trash" size={13} /> {t('common.delete')}
                </button>
              </span>
            )}
          </div>
          {error ? (
            <p className="field-error" role="alert">
              {error}
            </p>
          ) : null}
        </>
      )}
    </li>
  );
}
