// The version switcher on a message that has other versions (an edited question, a regenerated answer):
// "Previous version", "2 / 3", "Next version". Switching shows that version and what followed it.
import { useTranslation } from 'react-i18next';
import { Icon } from '../lib/icons';
import { useChat } from '../services-context';
import type { BranchView } from '../stores/conversation-types';

export function BranchSwitcher({ branch, disabled }: { branch: BranchView; disabled: boolean }) {
  const { t } = useTranslation();
  const switchBranch = useChat((state) => state.switchBranch);
  const go = (id: string | null) => {
    if (id) void switchBranch(id);
  };
  return (
    <span className="branch-switcher" role="group" aria-label={t('chat.versions')}>
      <button
        type="button"
        className="ghost-button small"
        aria-label={t('chat.previousVersion')}
        title={t('chat.previousVersion')}
        disabled={disabled || !branch.previousId}
        onClick={() => go(branch.previousId)}
      >
        <Icon name="chevron-left" size={13} />
      </button>
      <span className="branch-position">
        {branch.index} / {branch.count}
      </span>
      <button
        type="button"
        className="ghost-button small"
        aria-label={t('chat.nextVersion')}
        title={t('chat.nextVersion')}
        disabled={disabled || !branch.nextId}
        onClick={() => go(branch.nextId)}
      >
        <Icon name="chevron-right" size={13} />
      </button>
    </span>
  );
}
