// Settings → Updates: the update channel (updates.channel: Stable, or Beta with pre-releases) and the update's
// status in words ("Not available in this build" where there is no updater, e.g. development runs).
import { useTranslation } from 'react-i18next';
import { useId } from 'react';
import { updateStatusText } from '../lib/update-status';
import { useSettings, useUpdates } from '../services-context';

const channels = [
  ['stable', 'update.stable'],
  ['beta', 'update.beta'],
] as const;

export function UpdatesSection() {
  const { t } = useTranslation();
  const channel = useSettings((state) => state.settings!.updates.channel);
  const set = useSettings((state) => state.set);
  const update = useUpdates((state) => state.update);
  const selectId = useId();
  return (
    <section id="settings-updates" className="settings-section" aria-labelledby="settings-updates-title">
      <h2 id="settings-updates-title">{t('settings.updates')}</h2>
      <p className="section-intro">{t('update.intro')}</p>
      <div className="field-grid">
        <div className="field">
          <label className="field-label" htmlFor={selectId}>
            {t('update.channel')}
          </label>
          <select id={selectId} value={channel} onChange={(event) => void set('updates.channel', event.target.value)}>
            {channels.map(([value, label]) => (
              <option key={value} value={value}>
                {t(label)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <span className="field-label">{t('update.status')}</span>
          <p className="update-status" role="status" aria-label={t('update.statusLabel')}>
            {updateStatusText(update)}
          </p>
        </div>
      </div>
    </section>
  );
}
