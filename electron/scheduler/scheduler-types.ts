// What the scheduler is given (deps) and what it offers (Scheduler). The composition root supplies the effects:
// posting reminders, running the agent in background mode, and telling the user.
import type { Job, JobNotice, JobStore, RunNowResult } from '../shared/job-types';
import type { CronDriver } from './cron-driver';

/** Time and timers, injectable so tests can run on fake time. */
export interface SchedulerClock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

/** The host's clock. Globals are looked up on each call, so fake timers installed later still apply. */
export const systemClock: SchedulerClock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  setInterval: (callback, ms) => setInterval(callback, ms),
  clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
};

/** The `scheduler.*` settings, read whenever they matter so changes apply at once. */
export interface SchedulerSettings {
  paused: boolean;
  catchUpWindowHours: number;
  agentTimeBudgetMs: number;
}

export interface AgentJobOutcome {
  ok: boolean;
  /** The run's final answer (or what it managed), kept in the run record. */
  output: string;
  /** The run's own conversation. */
  conversationId?: string;
  error?: string;
}

/** A job's notification (electron/shared/job-types.ts: its words and its kind with values). */
export type SchedulerNotice = JobNotice;

export interface SchedulerDeps {
  jobs: JobStore;
  settings: () => SchedulerSettings;
  /** Posts into the "Scheduled" conversation and shows an OS notification. */
  postReminder: (input: {
    job: Job;
    message: string;
  }) => Promise<{ conversationId: string }> | { conversationId: string };
  /** Runs the job's prompt in background mode with only its granted tools; must stop when `signal` aborts. */
  runAgentJob: (input: { job: Job; runId: string; signal: AbortSignal }) => Promise<AgentJobOutcome>;
  /** Tells the user something happened to a job (turned off after failures, a one-shot missed). */
  notify: (notice: SchedulerNotice) => void;
  clock?: SchedulerClock;
  cron?: CronDriver;
  onError?: (error: Error) => void;
  /** How often to look for a wall-clock jump (sleep) and for jobs changed by another process. Default 60 s. */
  tickMs?: number;
}

export type { RunNowResult } from '../shared/job-types';

export interface Scheduler {
  /** Registers every enabled job once, catches up missed runs, starts watching for sleep. Calling it again does nothing. */
  start(): void;
  /** For app quit: unregisters everything, aborts running agent jobs and waits (briefly) for them to end. */
  stop(): Promise<void>;
  /** Re-reads the jobs table and (re)registers what changed. Call after adding, changing or removing a job. */
  sync(): void;
  /** Apply the `scheduler.paused` setting now (resuming starts schedules afresh: paused slots are not caught up). */
  setPaused(paused: boolean): void;
  /** Runs a job now (trigger `manual`), even when paused or disabled; refused while it is already running. */
  runNow(jobId: string): Promise<RunNowResult>;
  /** The OS woke from sleep: run missed jobs once. Also detected by itself from wall-clock jumps. */
  handleResume(): void;
  isRunning(jobId: string): boolean;
  /** Waits until every run in progress has ended (tests and shutdown). */
  idle(): Promise<void>;
}
