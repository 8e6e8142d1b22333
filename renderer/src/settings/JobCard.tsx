// One scheduled job: name and kind, schedule in words, what it does, next runs (or why it is off), an on/off switch,
// Run now (with its outcome), Delete after an inline confirmation, and its last runs.
import { useTranslation } from 'react-i18next';
import type { JobView } from '../../../electron/shared/contract';
import { Icon } from '../lib/icons';
import type { JobAction, JobFeedback } from '../stores/jobs-store';
import { JobRuns, RunStatus, RunText } from './JobRuns';
import { formatJobTime } from './settings-data-format';
import { offReasonWords, scheduleWords, useScheduleLocale } from './schedule-words';
import { ConfirmDeleteButton } from './ConfirmDeleteButton';
import { Switch } from './Switch';

interface JobCardProps {
  job: JobView;
  paused: boolean;
  busy?: JobAction;
  feedback?: JobFeedback;
  onToggle: (enabled: boolean) => void;
  onRunNow: () => void;
  onDelete: () => void;
}

function NextRuns({ job, paused }: { job: JobView; paused: boolean }) {
  const { t } = useTranslation();
  if (!job.enabled) {
    const reason = offReasonWords(job);
    return <p className="job-state off">{reason ? t('jobs.offBecause', { reason }) : t('jobs.off')}</p>;
  }
  if (job.nextRuns.length === 0) return <p className="job-state off">{t('jobs.noUpcoming')}</p>;
  return (
    <div className="job-next">
      <span className="job-next-label">{paused ? t('jobs.nextWhenResumed') : t('jobs.next')}</span>
      <ul aria-label={t('jobs.nextRuns')}>
        {job.nextRuns.map((next) => (
          <li key={next.at} title={`${formatJobTime(next.at, job.timezone)} (${job.timezone})`}>
            {formatJobTime(next.at, job.timezone)}
          </li>
        ))}
      </ul>
    </div>
  );
}

function Feedback({ feedback }: { feedback?: JobFeedback }) {
  const { t } = useTranslation();
  if (!feedback) return null;
  if (feedback.kind === 'error') {
    return (
      <p className="field-error" role="alert">
        {feedback.text}
      </p>
    );
  }
  return (
    <div className="run-result" role="status">
      <span>{t('jobs.ranJustNow')}</span> <RunStatus status={feedback.run.status} />
      <RunText run={feedback.run} />
    </div>
  );
}

export function JobCard({ job, paused, busy, feedback, onToggle, onRunNow, onDelete }: JobCardProps) {
  const { t } = useTranslation();
  const running = job.running || busy === 'run';
  const cronLocale = useScheduleLocale();
  const stored = job.scheduleSpec
    ? job.scheduleSpec.kind === 'cron'
      ? job.scheduleSpec.expression
      : job.scheduleSpec.at
    : undefined;
  return (
    <li className={`job-card${job.enabled ? '' : ' disabled'}`} data-job-id={job.id}>
      <div className="job-head">
        <div className="job-title">
          <h3>{job.name}</h3>
          <span className="kind-badge">
            {job.action.kind === 'remind' ? t('jobs.reminder') : t('jobs.assistantTask')}
          </span>
          {running ? (
            <span className="run-status" data-status="running">
              {t('jobs.running')}
            </span>
          ) : null}
        </div>
        <Switch
          label={t('jobs.enabled', { name: job.name })}
          checked={job.enabled}
          disabled={busy !== undefined}
          onChange={onToggle}
        />
      </div>
      <p className="job-schedule" title={stored ?? job.scheduleDetail}>
        {cronLocale === undefined ? null : (
          <>
            {scheduleWords(job, cronLocale)}
            <span className="job-zone"> ({job.timezone})</span>
          </>
        )}
      </p>
      <p className="job-action">
        {job.action.kind === 'remind'
          ? t('jobs.posts', { message: job.action.message })
          : t('jobs.asks', { prompt: job.action.prompt })}
        {job.action.kind === 'agent' ? (
          <span className="job-tools">
            {' · '}
            {job.action.tools.length > 0 ? t('jobs.tools', { tools: job.action.tools.join(', ') }) : t('jobs.noTools')}
          </span>
        ) : null}
        {job.action.kind === 'agent' && job.action.grants?.length ? (
          <span className="job-grants">
            {' · '}
            {t('jobs.grants', { tools: job.action.grants.join(', ') })}
          </span>
        ) : null}
      </p>
      <NextRuns job={job} paused={paused} />
      <div className="job-actions">
        <button
          type="button"
          className="secondary-button small"
          onClick={onRunNow}
          disabled={running || busy !== undefined}
          aria-label={t('jobs.runNowOf', { name: job.name })}
        >
          <Icon name="bolt" size={13} /> {running ? t('jobs.running') : t('jobs.runNow')}
        </button>
        <ConfirmDeleteButton
          verb={t('jobs.delete')}
          question={t('jobs.deleteQuestion')}
          ariaLabel={t('jobs.deleteOf', { name: job.name })}
          groupLabel={t('jobs.confirmDeletion')}
          disabled={busy !== undefined}
          onConfirm={onDelete}
        />
      </div>
      <Feedback feedback={feedback} />
      <h4 className="runs-title">{t('jobs.lastRuns')}</h4>
      <JobRuns runs={job.lastRuns} timezone={job.timezone} />
    </li>
  );
}
