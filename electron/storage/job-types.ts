// Scheduled jobs and their runs as the rest of the app sees them (camelCase, parsed JSON). Storage: jobs.ts, job-runs.ts.
import type { RuleMatch } from './approval-rules';

/** A cron expression (5 fields, or @daily…) or a one-shot local time "YYYY-MM-DDTHH:MM" in the job's time zone. */
export type JobSchedule = { kind: 'cron'; expression: string } | { kind: 'at'; at: string };

/** A permission declared when the job was created; in its background runs it acts like an allow rule. */
export interface JobGrantSpec {
  tool: string;
  match?: RuleMatch;
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
