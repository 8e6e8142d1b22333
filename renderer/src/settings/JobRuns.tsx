// A job's last runs: status, when (in the job's time zone), how it was started, and what it produced or why it
// failed — a long text opens on demand — with a link to the conversation it posted to.
import type { JobRunView } from '../../../electron/shared/contract';
import { routeHref } from '../lib/hash-route';
import { firstLine, runStatusLabels, runText, runTriggerLabels, withoutZone } from './settings-data-format';

export function RunText({ run }: { run: JobRunView }) {
  const text = runText(run);
  if (!text) return null;
  const { line, cut } = firstLine(text);
  const className = `run-text${run.status === 'error' ? ' error' : ''}`;
  if (!cut) return <p className={className}>{text.trim()}</p>;
  return (
    <details className={className}>
      <summary>{line}</summary>
      <pre>{text.trim()}</pre>
    </details>
  );
}

export function RunStatus({ status }: { status: JobRunView['status'] }) {
  return (
    <span className="run-status" data-status={status}>
      {runStatusLabels[status]}
    </span>
  );
}

/** Times are in the job's zone, which its schedule line names. */
export function JobRuns({ runs, timezone }: { runs: JobRunView[]; timezone: string }) {
  if (runs.length === 0) return <p className="muted job-no-runs">No runs yet.</p>;
  return (
    <ol className="run-list" aria-label="Last runs">
      {runs.map((run) => (
        <li key={run.id} className="run-row" data-run-status={run.status}>
          <div className="run-head">
            <RunStatus status={run.status} />
            <span className="run-when" title={run.when}>
              {withoutZone(run.when, timezone)}
            </span>
            <span className="run-trigger">{runTriggerLabels[run.trigger]}</span>
            {run.conversationId ? (
              <a className="run-link" href={routeHref({ name: 'chat', conversationId: run.conversationId })}>
                Open conversation
              </a>
            ) : null}
          </div>
          <RunText run={run} />
        </li>
      ))}
    </ol>
  );
}
