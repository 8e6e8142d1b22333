// The queued messages above the composer: each marked "Queued", editable and removable; when no reply runs (it was
// stopped or failed), "Send now" sends one.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../lib/icons';
import type { QueuedMessage } from '../../stores/chat/message-queue';
import type { MessageQueueControls } from './use-message-queue';
import { isEnterToAct } from '../../lib/ime';

export function QueuedMessages({ queue, busy }: { queue: MessageQueueControls; busy: boolean }) {
  const { t } = useTranslation();
  if (queue.messages.length === 0) return null;
  return (
    <ol className="queued-messages" aria-label={t('queue.list')}>
      {queue.messages.map((message) => (
        <QueuedRow key={message.id} message={message} queue={queue} busy={busy} />
      ))}
    </ol>
  );
}

function QueuedRow({ message, queue, busy }: { message: QueuedMessage; queue: MessageQueueControls; busy: boolean }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<string | null>(null);
  if (draft !== null) {
    const save = () => {
      queue.edit(message.id, draft);
      setDraft(null);
    };
    return (
      <li className="queued-message editing" aria-label={t('queue.item', { text: message.text })}>
        <textarea
          aria-label={t('queue.edit')}
          value={draft}
          autoFocus
          rows={Math.min(6, Math.max(1, draft.split('\n').length))}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (isEnterToAct(event) && !event.shiftKey) {
              event.preventDefault();
              save();
            } else if (event.key === 'Escape') {
              event.preventDefault();
              event.stopPropagation();
              setDraft(null);
            }
          }}
        />
        <div className="queued-actions">
          <button type="button" className="ghost-button small" onClick={() => setDraft(null)}>
            {t('common.cancel')}
          </button>
          <button type="button" className="primary-button small" onClick={save}>
            {t('common.save')}
          </button>
        </div>
      </li>
    );
  }
  return (
    <li className="queued-message" aria-label={t('queue.item', { text: message.text })}>
      <span className="queued-label">{t('queue.queued')}</span>
      <span className="queued-text">{message.text}</span>
      <div className="queued-actions">
        {!busy ? (
          <button type="button" className="ghost-button small" onClick={() => queue.sendNow(message.id)}>
            <Icon name="send" size={13} /> {t('queue.sendNow')}
          </button>
        ) : null}
        <button
          type="button"
          className="ghost-button small"
          aria-label={t('queue.edit')}
          title={t('common.edit')}
          onClick={() => setDraft(message.text)}
        >
          <Icon name="pencil" size={13} />
        </button>
        <button
          type="button"
          className="ghost-button small"
          aria-label={t('queue.remove')}
          title={t('queue.removeHint')}
          onClick={() => queue.remove(message.id)}
        >
          <Icon name="trash" size={13} />
        </button>
      </div>
    </li>
  );
}
