// "Upgrading your history": the whole main window while the database upgrade runs before the core starts — the
// progress bar, the step in words, where the backup is; no controls. A failed upgrade says so, nothing lost.
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import type { DatabaseUpgradeStep } from '../../../electron/shared/database-upgrade';
import { useServices } from '../services-context';
import { upgradePercent } from '../stores/upgrade-store';

/** The screen while an upgrade is under way or has failed; nothing once it is done (or never began). */
export function UpgradeScreenSlot({ children }: { children: React.ReactNode }) {
  const step = useStore(useServices().upgrade, (state) => state.step);
  if (!step || step.phase === 'done') return children;
  return <UpgradeScreen step={step} />;
}

function UpgradeScreen({ step }: { step: Exclude<DatabaseUpgradeStep, { phase: 'done' }> }) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => value.toLocaleString(i18n.language);
  const backup = 'backupFile' in step && step.backupFile ? step.backupFile : null;
  if (step.phase === 'failed') {
    return (
      <main className="upgrade-screen" aria-labelledby="upgrade-title">
        <div className="upgrade-card">
          <h1 id="upgrade-title">{t('upgrade.failedTitle')}</h1>
          <p role="alert">{t('upgrade.failed', { reason: step.message })}</p>
          <p>{t('upgrade.nothingLost')}</p>
          {backup ? <p className="upgrade-backup">{t('upgrade.backupAt', { file: backup })}</p> : null}
        </div>
      </main>
    );
  }
  const percent = upgradePercent(step);
  const words =
    step.phase === 'backing-up'
      ? t('upgrade.backingUp')
      : step.total > 0
        ? t('upgrade.stepRows', {
            step: step.version - step.from,
            steps: step.to - step.from,
            done: number(step.done),
            total: number(step.total),
          })
        : t('upgrade.step', { step: step.version - step.from, steps: step.to - step.from });
  return (
    <main className="upgrade-screen" aria-labelledby="upgrade-title" aria-busy="true">
      <div className="upgrade-card">
        <h1 id="upgrade-title">{t('upgrade.title')}</h1>
        <p className="upgrade-intro">{t('upgrade.intro')}</p>
        <progress max={100} value={percent} aria-label={t('upgrade.progress')} aria-valuetext={`${percent}%`} />
        <p role="status" className="upgrade-step">
          {words}
        </p>
        {backup ? <p className="upgrade-backup">{t('upgrade.backupAt', { file: backup })}</p> : null}
      </div>
    </main>
  );
}
