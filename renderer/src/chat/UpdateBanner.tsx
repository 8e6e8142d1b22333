// The chat window's "Hearth X is ready to install" banner: "Restart to update" (disabled, with the reason, while a
// reply or job runs; a refusal from main is shown) and "Later" (installed when Hearth quits).
import { useTranslation } from 'react-i18next';
import { useId } from 'react';
import { Icon } from '../lib/icons';
import { useUpdates } from '../services-context';
import { bannerVisible, readyVersion } from '../stores/update-store';

export function UpdateBanner() {
  const visible = useUpdates(bannerVisible);
  const update = useUpdates((state) => state.update);
  const restarting = useUpdates((state) => state.restarting);
  const problem = useUpdates((state) => state.problem);
  const restart = useUpdates((state) => state.restart);
  const later = useUpdates((state) => state.later);
  const reasonId = useId();
  const { t } = useTranslation();
  if (!visible || !update) return null;
  const blocked = update.restartBlockedBy;
  const reason = problem ?? (blocked ? t('update.blocked', { reason: blocked }) : null);
  return (
    <div className="update-banner-area">
      <section className="run-banner info update-banner" aria-label={t('update.ready')}>
        <Icon name="download" />
        <span>
          <strong>{t('update.readyToInstall', { version: readyVersion(update) })}</strong>
          {reason ? (
            <span id={reasonId} className="update-banner-reason">
              {reason}
            </span>
          ) : null}
        </span>
        <button
          type="button"
          className="primary-button small"
          disabled={Boolean(blocked) || restarting}
          aria-describedby={reason ? reasonId : undefined}
          onClick={() => void restart()}
        >
          {t('update.restart')}
        </button>
        <button type="button" className="ghost-button small" onClick={later}>
          {t('update.later')}
        </button>
      </section>
    </div>
  );
}
