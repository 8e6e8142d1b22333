// Settings → Updates: the update channel (updates.channel: Stable, or Beta with pre-releases) and the update's
// status in words ("Not available in this build" where there is no updater, e.g. development runs).
import { useId } from 'react';
import { updateStatusText } from '../lib/update-status';
import { useSettings, useUpdates } from '../services-context';

const channels = [
  ['stable', 'Stable'],
  ['beta', 'Beta (pre-releases)'],
] as const;

export function UpdatesSection() {
  const channel = useSettings((state) => state.settings!.updates.channel);
  const set = useSettings((state) => state.set);
  const update = useUpdates((state) => state.update);
  const selectId = useId();
  return (
    <section id="settings-updates" className="settings-section" aria-labelledby="settings-updates-title">
      <h2 id="settings-updates-title">Updates</h2>
      <p className="section-intro">
        Hearth checks for updates at start and once a day, downloads them in the background and asks before it restarts;
        an update not installed yet is installed when Hearth quits.
      </p>
      <div className="field-grid">
        <div className="field">
          <label className="field-label" htmlFor={selectId}>
            Update channel
          </label>
          <select id={selectId} value={channel} onChange={(event) => void set('updates.channel', event.target.value)}>
            {channels.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <span className="field-label">Status</span>
          <p className="update-status" role="status" aria-label="Update status">
            {updateStatusText(update)}
          </p>
        </div>
      </div>
    </section>
  );
}
