// Plain-language state of a job for lists and the settings screen: on/off and why, next runs, recent runs.
import type { Job, JobRun } from '../storage/jobs';
import { FAILURES_BEFORE_DISABLE } from './job-executor';
import { timingOf } from './job-schedule';
import { formatRunTime } from '../shared/zoned-time';

export type OffReason = { code: 'failures'; failures: number } | { code: 'missed' | 'ran_once' | 'turned_off' };

/** Why a job is off as a code, judged from its record and recent runs (undefined while it is on). */
export function offReasonOf(job: Job, recentRuns: readonly JobRun[]): OffReason | undefined {
  if (job.enabled) return undefined;
  if (job.consecutiveFailures >= FAILURES_BEFORE_DISABLE)
    return { code: 'failures', failures: job.consecutiveFailures };
  const latest = recentRuns.find((run) => run.trigger !== 'manual');
  if (job.schedule.kind === 'at' && latest?.status === 'skipped' && latest.trigger === 'catch_up')
    return { code: 'missed' };
  if (job.schedule.kind === 'at' && latest && latest.status !== 'skipped') return { code: 'ran_once' };
  return { code: 'turned_off' };
}

/** Why a job is off, in words (the CLI's English; the UI words the code). */
export function disabledReason(job: Job, recentRuns: readonly JobRun[]): string | undefined {
  const reason = offReasonOf(job, recentRuns);
  if (!reason) return undefined;
  if (reason.code === 'failures') return `turned off after ${reason.failures} failed runs in a row`;
  return {
    missed: 'missed while Hearth was not running',
    ran_once: 'one-shot job: it has run',
    turned_off: 'turned off',
  }[reason.code];
}

/** The next run instants after `now` (none when the job is off). */
export function nextRunsOf(job: Job, now: number, count = 3): number[] {
  if (!job.enabled) return [];
  return timingOf(job.schedule, job.timezone)?.nextAfter(now, count) ?? [];
}

export function describeSchedule(job: Pick<Job, 'schedule' | 'timezone'>): string {
  return job.schedule.kind === 'cron'
    ? `cron "${job.schedule.expression}" (${job.timezone})`
    : `once at ${job.schedule.at} (${job.timezone})`;
}

export function describeRun(run: JobRun, timezone: string): string {
  const when = formatRunTime(run.startedAt, timezone);
  const trigger = run.trigger === 'schedule' ? '' : ` [${run.trigger === 'catch_up' ? 'catch-up' : 'manual'}]`;
  const detail = run.status === 'ok' ? run.output : run.error;
  const text = detail ? `: ${clip(detail, 160)}` : '';
  return `${when}${trigger} ${run.status}${text}`;
}

function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max)}…` : flat;
}
