// The window-wide hint shown while files are dragged over it: dropping them attaches them to the message.
import { useTranslation } from 'react-i18next';

export function DropOverlay({ visible }: { visible: boolean }) {
  const { t } = useTranslation();
  if (!visible) return null;
  return (
    <div className="drop-overlay" role="status">
      <p>{t('attachments.drop')}</p>
    </div>
  );
}
