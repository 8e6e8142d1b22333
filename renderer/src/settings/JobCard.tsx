// One scheduled job: name and kind, schedule in words, what it does, next runs (or why it is off), an on/off switch,
// Run now (with its outcome), Delete after an inline confirmation, and its last runs.
import type { JobView } from '../../../electron/shared/contract';
import { Icon } from '../lib/icons';
import type { JobAction, JobFeedback } from '../stores/jobs-store';
import { JobRuns, RunStatus, RunText } from './JobRuns';
import { withoutZone } from './settings-data-format';
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
  if (!job.enabled) return <p className="job-state off">Off{job.disabledReason ? `: ${job.disabledReason}` : ''}.</p>;
  if (job.nextRuns.length === 0) return <p className="job-state off">No upcoming runs.</p>;
  return (
    <div className="job-next">
      <span className="job-next-label">{paused ? 'Next (when resumed)' : 'Next'}</span>
      <ul aria-label="Next runs">
        {job.nextRuns.map((next) => (
          <li key={next.at} title={next.when}>
            {withoutZone(next.when, job.timezone)}
          </li>
        ))}
      </ul>
    </div>
  );
}

function Feedback({ feedback }: { feedback?: JobFeedback }) {
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
      <span>Ran just now:</span> <RunStatus status={feedback.run.status} />
      <RunText run={feedback.run} />
    </div>
  );
}

export function JobCard({ job, paused, busy, feedback, onToggle, onRunNow, onDelete }: JobCardProps) {
  const running = job.running || busy === 'run';
  return (
    <li className={`job-card${job.enabled ? '' : ' disabled'}`} data-job-id={job.id}>
      <div className="job-head">
        <div className="job-title">
          <h3>{job.name}</h3>
          <span className="kind-badge">{job.action.kind === 'remind' ? 'Reminder' : 'Assistant task'}</span>
          {running ? (
            <span className="run-status" data-status="running">
              Running…
            </span>
          ) : null}
        </div>
        <Switch label={`${job.name} on`} checked={job.enabled} disabled={busy !== undefined} onChange={onToggle} />
      </div>
      <p className="job-schedule" title={job.scheduleDetail}>
        {withoutZone(job.schedule, job.timezone)}
        {job.schedule.endsWith(`(${job.timezone})`) ? <span className="job-zone"> ({job.timezone})</span> : null}
      </p>
      <p className="job-action">
        {job.action.kind === 'remind' ? `Posts: “${job.action.message}”` : `Asks: “${job.action.prompt}”`}
        {job.action.kind === 'agent' ? (
          <span className="job-tools">
            {' '}
            · tools: {job.action.tools.length > 0 ? job.action.tools.join(', ') : 'none'}
          </span>
        ) : null}
        {job.action.kind === 'agent' && job.action.grants?.length ? (
          <span className="job-grants"> · runs without asking: {job.action.grants.join(', ')}</span>
        ) : null}
      </p>
      <NextRuns job={job} paused={paused} />
      <div className="job-actions">
        <button
          type="button"
          className="secondary-button small"
          onClick={onRunNow}
          disabled={running || busy !== undefined}
          aria-label={`Run ${job.name} now`}
        >
          <Icon name="bolt" size={13} /> {running ? 'Running…' : 'Run now'}
        </button>
        <ConfirmDeleteButton
          verb="Delete"
          question="Delete this job and its run history?"
          ariaLabel={`Delete ${job.name}`}
          groupLabel="Confirm deletion"
          disabled={busy !== undefined}
          onConfirm={onDelete}
        />
      </div>
      <Feedback feedback={feedback} />
      <h4 className="runs-title">Last runs</h4>
      <JobRuns runs={job.lastRuns} timezone={job.timezone} />
    </li>
  );
}
