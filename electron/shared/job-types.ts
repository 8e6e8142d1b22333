// Scheduled jobs and their runs as the rest of the app sees them (camelCase, parsed JSON), and the job store port the
// cron tools and the scheduler use. Implemented in electron/storage/jobs.ts and electron/storage/job-runs.ts.
import type { RuleMatch } from './rule-types';
import type { Result } from './result';

/** A cron expression (5 fields, or @daily…) or a one-shot local time "YYYY-MM-DDTHH:MM" in the job's time zone. */
export type JobSchedule = { kind: 'cron'; expression: string } | { kind: 'at'; at: string };

/** A permission declared when the job was created; in its background runs it acts like an allow rule. */
export interface JobGrantSpec {
  tool: string;
  match?: RuleMatch;
  /** Also after the run has read untrusted content (a web page, a file…); without it such a call is refused then. */
  afterUntrusted?: boolean;
}

export type JobAction =
  | { kind: 'remind'; message: string }
  | {
      kind: 'agent';
      prompt: string;
      /** The only tools the run gets. */
      tools: string[];
      /** Calls that may run without a person to approve them; anything else that would ask is denied. */
      grants?: JobGrantSpec[];
    };

export interface Job {
  id: string;
  name: string;
  schedule: JobSchedule;
  /** IANA time zone the schedule is read in. */
  timezone: string;
  action: JobAction;
  enabled: boolean;
  consecutiveFailures: number;
  /** When the last run started. */
  lastRunAt: number | null;
  /**
   * Every slot at or before this instant has been dealt with: the latest slot a run or skip was recorded for, or the
   * last change to the job (creating, editing, enabling or resuming it starts its schedule afresh).
   */
  handledUntil: number;
  /** The conversation it was created from. */
  conversationId: string | null;
  createdAt: number;
  updatedAt: number;
}

export type JobRunStatus = 'running' | 'ok' | 'error' | 'skipped';
export type JobRunTrigger = 'schedule' | 'catch_up' | 'manual';

export interface JobRun {
  id: string;
  jobId: string;
  /** The slot this run was for (null for manual runs). */
  scheduledFor: number | null;
  startedAt: number;
  endedAt: number | null;
  status: JobRunStatus;
  trigger: JobRunTrigger;
  output: string | null;
  error: string | null;
  /** Where the run posted (the Scheduled conversation, or the agent run's own conversation). */
  conversationId: string | null;
}

export interface JobRunStore {
  /** Records a run as started; also sets the job's last_run_at. */
  start(input: { jobId: string; trigger: JobRunTrigger; scheduledFor: number | null; startedAt: number }): JobRun;
  finish(
    runId: string,
    result: { status: 'ok' | 'error'; endedAt: number; output?: string; error?: string; conversationId?: string },
  ): JobRun | undefined;
  /** A slot that was not run (the previous run was still going, or it was missed too long ago). */
  skip(input: {
    jobId: string;
    trigger: JobRunTrigger;
    scheduledFor: number | null;
    at: number;
    reason: string;
  }): JobRun;
  /** Newest first. Default limit 20. */
  list(jobId: string, options?: { limit?: number }): JobRun[];
  get(runId: string): JobRun | undefined;
  /** Runs left 'running' by a crash or a kill become errors. Returns how many. */
  abandonRunning(at: number): number;
}

export interface NewJob {
  name: string;
  schedule: JobSchedule;
  timezone: string;
  action: JobAction;
  conversationId?: string | null;
}

export interface JobChanges {
  name?: string;
  schedule?: JobSchedule;
  timezone?: string;
  action?: JobAction;
  enabled?: boolean;
}

export interface JobStore {
  create(input: NewJob): Job;
  get(id: string): Job | undefined;
  /** Oldest first. */
  list(options?: { enabledOnly?: boolean }): Job[];
  /**
   * Any change restarts the schedule from now (slots before it are not caught up). Enabling also clears the
   * failure count. Returns undefined when there is no such job.
   */
  update(id: string, changes: JobChanges): Job | undefined;
  /** Hides the job (soft delete): never listed or scheduled until `restore` or the purge. False when there was none. */
  remove(id: string): boolean;
  /** Brings back a job hidden by `remove` and not purged yet. Returns false when there is none. */
  restore(id: string): boolean;
  /** Deletes for good (with their runs, by cascade) the jobs removed before `before` (ms). Returns how many. */
  purgeDeleted(before: number): number;
  /** Failure streak after a run: reset to 0 on success, else +1. Returns the new count. */
  countOutcome(id: string, failed: boolean): number;
  /** Restart every enabled job's schedule from now (after a pause: paused slots are never caught up). */
  restartSchedules(): void;
  runs: JobRunStore;
}

/** What running a job now gives back (the cron_run_now tool, the settings screen). */
export type RunNowResult = Result<{ run: JobRun }>;

/** What a scheduled job's notification says (turned off after failures, a one-shot failed or missed): English words,
 * and the `kind` with its values so main can word it in the UI's language (electron/main/job-notice-text.ts). */
export interface JobNotice {
  title: string;
  body: string;
  jobId: string;
  kind?: 'job_failed' | 'job_turned_off' | 'job_missed';
  values?: { name: string; error?: string; failures?: number; dueAt?: number; timezone?: string };
}
