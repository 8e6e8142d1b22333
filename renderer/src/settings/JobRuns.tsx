// A job's last runs: status, when (in the job's time zone), how it was started, and what it produced or why it
// failed — a long text opens on demand — with a link to the conversation it posted to.
import { useTranslation } from 'react-i18next';
import type { JobRunView } from '../../../electron/shared/contract';
import { routeHref } from '../lib/hash-route';
import { firstLine, formatJobTime, runStatusLabels, runText, runTriggerLabels } from './settings-data-format';

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
  const { t } = useTranslation();
  return (
    <span className="run-status" data-status={status}>
      {t(runStatusLabels[status])}
    </span>
  );
}

/** Times are in the job's zone, which its schedule line names. */
export function JobRuns({ runs, timezone }: { runs: JobRunView[]; timezone: string }) {
  const { t } = useTranslation();
  if (runs.length === 0) return <p className="muted job-no-runs">{t('jobs.noRuns')}</p>;
  return (
    <ol className="run-list" aria-label={t('jobs.lastRuns')}>
      {runs.map((run) => (
        <li key={run.id} className="run-row" data-run-status={run.status}>
          <div className="run-head">
            <RunStatus status={run.status} />
            <span className="run-when" title={`${formatJobTime(run.startedAt, timezone)} (${timezone})`}>
              {formatJobTime(run.startedAt, timezone)}
            </span>
            <span className="run-trigger">{t(runTriggerLabels[run.trigger])}</span>
            {run.conversationId ? (
              <a className="run-link" href={routeHref({ name: 'chat', conversationId: run.conversationId })}>
                {t('jobs.openConversation')}
              </a>
            ) : null}
          </div>
          <RunText run={run} />
        </li>
      ))}
    </ol>
  );
}
