// A user message bubble; any can be edited and sent again as a new version (chat:regenerate with the new text and
// its id), and one with versions shows the switcher.
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { Icon } from '../lib/icons';
import { useChat } from '../services-context';
import type { UserItem } from '../stores/conversation-types';
import { BranchSwitcher } from './BranchSwitcher';
import { MessageAttachments } from './attachments/MessageAttachments';
import { isEnterToAct } from '../lib/ime';

export function UserMessage({ item, editable }: { item: UserItem; editable: boolean }) {
  const { t } = useTranslation();
  const regenerate = useChat((state) => state.regenerate);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(item.text);

  if (editing) {
    const submit = () => {
      if (!draft.trim()) return;
      setEditing(false);
      void regenerate(draft, item.id);
    };
    return (
      <div className="message user editing">
        <textarea
          aria-label={t('chat.editYourMessage')}
          dir="auto"
          value={draft}
          autoFocus
          rows={Math.min(10, Math.max(2, draft.split('\n').length))}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (isEnterToAct(event) && !event.shiftKey) {
              event.preventDefault();
              submit();
            } else if (event.key === 'Escape') setEditing(false);
          }}
        />
        <div className="message-actions">
          <button type="button" className="ghost-button small" onClick={() => setEditing(false)}>
            {t('common.cancel')}
          </button>
          <button type="button" className="primary-button small" onClick={submit} disabled={!draft.trim()}>
            {t('chat.sendAgain')}
          </button>
        </div>
      </div>
    );
  }
  return (
    <div className="message user">
      {item.text ? (
        <div className="user-bubble" dir="auto">
          {item.text}
        </div>
      ) : null}
      {item.attachments?.length ? <MessageAttachments files={item.attachments} /> : null}
      {editable || item.branch ? (
        <div className="message-actions">
          {item.branch ? <BranchSwitcher branch={item.branch} disabled={!editable} /> : null}
          {editable ? (
            <button
              type="button"
              className="ghost-button small"
              aria-label={t('chat.editMessage')}
              onClick={() => {
                setDraft(item.text);
                setEditing(true);
              }}
            >
              <Icon name="pencil" size={13} /> {t('common.edit')}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
