// Notices (app:notice, refused links, failures) as dismissible toasts, plus the polite live region that announces
// approvals and finished replies to screen readers.
import { useTranslation } from 'react-i18next';
import { useNotices } from './services-context';

export function NoticeArea() {
  const { t } = useTranslation();
  const notices = useNotices((state) => state.notices);
  const announcement = useNotices((state) => state.announcement);
  const dismiss = useNotices((state) => state.dismiss);
  return (
    <>
      <div className="toasts" role="status" aria-live="polite">
        {notices.map((notice) => (
          <div key={notice.id} className={`toast ${notice.level}`}>
            <span>{notice.message}</span>
            {notice.action ? (
              <button type="button" className="ghost-button small toast-action" onClick={notice.action.run}>
                {notice.action.label}
              </button>
            ) : null}
            <button
              type="button"
              className="ghost-button small"
              onClick={() => dismiss(notice.id)}
              aria-label={t('common.dismissNotice')}
            >
              ✕
            </button>
          </div>
        ))}
      </div>
      <div className="visually-hidden" aria-live="polite" role="status" data-testid="announcer">
        {announcement}
      </div>
    </>
  );
}
