// What the cron tools need, as ports the composition root fills: the job store, the scheduler (to pick up changes and
// run jobs now), the schedule rules (check, next runs, run and status words), time and zone, and the tools a job may get.
import type { Job, JobRun, JobSchedule, JobStore, RunNowResult } from '../../electron/shared/job-types';
import type { Result } from '../../electron/shared/result';

/** A schedule checked against the action's minimum interval, the zone and (for `at`) the clock. */
export type CheckedSchedule = Result<{ schedule: JobSchedule; timezone: string; nextRuns: number[] }>;

/** The scheduler's rules, injected (electron/scheduler/cron-schedule-port.ts). */
export interface CronSchedulePort {
  check(input: {
    schedule: JobSchedule;
    timezone: string;
    actionKind: 'remind' | 'agent';
    now: number;
  }): CheckedSchedule;
  nextRuns(job: Job, now: number): number[];
  describeRun(run: JobRun, timezone: string): string;
  disabledReason(job: Job, recentRuns: readonly JobRun[]): string | undefined;
}

export interface JobControl {
  /** Re-read the jobs table (after a change). */
  sync(): void;
  runNow(jobId: string): Promise<RunNowResult>;
}

export interface CronToolDeps {
  jobs: JobStore;
  control: JobControl;
  schedule: CronSchedulePort;
  now?: () => number;
  systemTimeZone?: () => string;
  /** Tools an agent job may be given (the enabled catalogue). Omitted: names are not checked. */
  knownTools?: () => readonly string[];
}

export interface ResolvedCronDeps extends Required<Omit<CronToolDeps, 'knownTools'>> {
  knownTools?: () => readonly string[];
}
