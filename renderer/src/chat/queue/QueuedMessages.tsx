// The queued messages above the composer: each marked "Queued", editable and removable; when no reply runs (it was
// stopped or failed), "Send now" sends one.
import { useState } from 'react';
import { Icon } from '../../lib/icons';
import type { QueuedMessage } from '../../stores/chat/message-queue';
import type { MessageQueueControls } from './use-message-queue';
import { isEnterToAct } from '../../lib/ime';

export function QueuedMessages({ queue, busy }: { queue: MessageQueueControls; busy: boolean }) {
  if (queue.messages.length === 0) return null;
  return (
    <ol className="queued-messages" aria-label="Queued messages">
      {queue.messages.map((message) => (
        <QueuedRow key={message.id} message={message} queue={queue} busy={busy} />
      ))}
    </ol>
  );
}

function QueuedRow({ message, queue, busy }: { message: QueuedMessage; queue: MessageQueueControls; busy: boolean }) {
  const [draft, setDraft] = useState<string | null>(null);
  if (draft !== null) {
    const save = () => {
      queue.edit(message.id, draft);
      setDraft(null);
    };
    return (
      <li className="queued-message editing" aria-label={`Queued: ${message.text}`}>
        <textarea
          aria-label="Edit queued message"
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
            Cancel
          </button>
          <button type="button" className="primary-button small" onClick={save}>
            Save
          </button>
        </div>
      </li>
    );
  }
  return (
    <li className="queued-message" aria-label={`Queued: ${message.text}`}>
      <span className="queued-label">Queued</span>
      <span className="queued-text">{message.text}</span>
      <div className="queued-actions">
        {!busy ? (
          <button type="button" className="ghost-button small" onClick={() => queue.sendNow(message.id)}>
            <Icon name="send" size={13} /> Send now
          </button>
        ) : null}
        <button
          type="button"
          className="ghost-button small"
          aria-label="Edit queued message"
          title="Edit"
          onClick={() => setDraft(message.text)}
        >
          <Icon name="pencil" size={13} />
        </button>
        <button
          type="button"
          className="ghost-button small"
          aria-label="Remove queued message"
          title="Remove"
          onClick={() => queue.remove(message.id)}
        >
          <Icon name="trash" size={13} />
        </button>
      </div>
    </li>
  );
}
