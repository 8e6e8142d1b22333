// Scheduled jobs: pause them all (the scheduler.paused setting), and every job as a card with on/off, Run now,
// Delete and its last runs. Jobs are created by asking Hearth (the cron tools), so this screen manages them.
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { useServices, useSettings } from '../services-context';
import { createJobsStore } from '../stores/jobs-store';
import { JobCard } from './JobCard';
import { Switch } from './Switch';

export function JobsSection() {
  const { t } = useTranslation();
  const { api, notices } = useServices();
  const store = useMemo(() => createJobsStore(api), [api]);
  const { jobs, busy, feedback, loaded, problem, load, setEnabled, runNow, remove } = useStore(store);
  const paused = useSettings((state) => state.settings?.scheduler.paused ?? false);
  const set = useSettings((state) => state.set);

  useEffect(() => {
    void load();
  }, [load]);

  return (
    <section id="settings-jobs" className="settings-section" aria-labelledby="settings-jobs-title">
      <div className="section-title-row">
        <h2 id="settings-jobs-title">{t('settings.jobs')}</h2>
        <button type="button" className="ghost-button small" onClick={() => void load()}>
          {t('settingsList.refresh')}
        </button>
      </div>
      <p className="section-intro">{t('jobs.intro')}</p>
      <div className={`pause-box${paused ? ' paused' : ''}`}>
        <Switch
          label={t('jobs.pauseAll')}
          checked={paused}
          onChange={(value) => void set('scheduler.paused', value).then(() => load())}
        />
        <div>
          <strong>{paused ? t('jobs.pausedTitle') : t('jobs.pauseAll')}</strong>
          <small>{paused ? t('jobs.pausedNote') : t('jobs.pauseNote')}</small>
        </div>
      </div>
      {problem ? (
        <p className="run-banner error" role="alert">
          {problem}
        </p>
      ) : null}
      {loaded && jobs.length === 0 && !problem ? <p className="muted empty-note">{t('jobs.empty')}</p> : null}
      {jobs.length > 0 ? (
        <ul className="job-list" aria-label={t('settings.jobs')}>
          {jobs.map((job) => (
            <JobCard
              key={job.id}
              job={job}
              paused={paused}
              busy={busy[job.id]}
              feedback={feedback[job.id]}
              onToggle={(enabled) => void setEnabled(job.id, enabled)}
              onRunNow={() => void runNow(job.id)}
              onDelete={() =>
                void remove(job.id).then((deleted) => {
                  if (!deleted) return;
                  notices.getState().offerUndo(t('jobs.deleted', { name: job.name }), async () => {
                    const restored = await api.jobsRestore({ id: job.id });
                    if (!restored.ok) return restored.error.message;
                    await load();
                    return null;
                  });
                })
              }
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
