// What the cron tools need: the job store, the scheduler (to pick up changes and run jobs now), time and zone, and
// the names of tools an agent job may be granted.
import type { RunNowResult } from '../../electron/scheduler/scheduler-types';
import type { JobStore } from '../../electron/storage/jobs';

export interface JobControl {
  /** Re-read the jobs table (after a change). */
  sync(): void;
  runNow(jobId: string): Promise<RunNowResult>;
}

export interface CronToolDeps {
  jobs: JobStore;
  control: JobControl;
  now?: () => number;
  systemTimeZone?: () => string;
  /** Tools an agent job may be given (the enabled catalogue). Omitted: names are not checked. */
  knownTools?: () => readonly string[];
}

export interface ResolvedCronDeps extends Required<Omit<CronToolDeps, 'knownTools'>> {
  knownTools?: () => readonly string[];
}
