// Test harness for the scheduler: a real SQLite file that can be closed and reopened (an app restart), the real
// node-cron driver under vitest's fake Date and timers, and recording effects (reminders, notices, agent runs).
import path from 'node:path';
import { vi } from 'vitest';
import { nodeCron } from '../../electron/scheduler/node-cron-module';
import {
  createScheduler,
  type AgentJobOutcome,
  type Scheduler,
  type SchedulerSettings,
} from '../../electron/scheduler/scheduler';
import { closeDatabase, openDatabase, type Db } from '../../electron/storage/database';
import { createJobStore, type Job, type JobStore, type NewJob } from '../../electron/storage/jobs';
import { createTempDirs, type TempDirs } from '../support/temp-dir';

export interface AgentCall {
  job: Job;
  runId: string;
  signal: AbortSignal;
  finish: (outcome: AgentJobOutcome) => void;
}

export interface Harness {
  db: Db;
  jobs: JobStore;
  scheduler: Scheduler;
  settings: SchedulerSettings;
  reminders: { jobId: string; message: string; at: number }[];
  notices: { title: string; body: string; jobId: string }[];
  agentCalls: AgentCall[];
  errors: Error[];
  /** How agent runs answer; default: they wait for finish(). */
  agentBehaviour: (call: AgentCall) => void;
  /** Closes the app: stops the scheduler and closes the database. */
  close(): Promise<void>;
  /** Opens the app again on the same file, with a fresh scheduler (started). */
  reopen(): Promise<void>;
  addJob(input: NewJob): Job;
  /** Advances fake time by `ms`, firing timers and letting promises settle. */
  advance(ms: number): Promise<void>;
  /** Moves the wall clock without firing timers (what sleep looks like to a process). */
  sleep(ms: number): void;
  cleanup(): Promise<void>;
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export function useFakeTime(startIso: string): void {
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(new Date(startIso));
}

/** node-cron keeps a process-wide registry of tasks: the true count of registrations (in the instance Hearth loads). */
export function registeredTaskCount(): number {
  return nodeCron().getTasks().size;
}

export async function createHarness(settings: Partial<SchedulerSettings> = {}): Promise<Harness> {
  const temp: TempDirs = createTempDirs();
  const file = path.join(temp.make('scheduler'), 'hearth.db');
  const harness = {
    settings: { paused: false, catchUpWindowHours: 24, agentTimeBudgetMs: 3_600_000, ...settings },
    reminders: [],
    notices: [],
    agentCalls: [],
    errors: [],
    agentBehaviour: () => {},
  } as unknown as Harness;

  const open = (): void => {
    harness.db = openDatabase(file).db;
    harness.jobs = createJobStore(harness.db);
    harness.scheduler = createScheduler({
      jobs: harness.jobs,
      settings: () => harness.settings,
      postReminder: ({ job, message }) => {
        harness.reminders.push({ jobId: job.id, message, at: Date.now() });
        return { conversationId: 'scheduled-conversation' };
      },
      runAgentJob: ({ job, runId, signal }) =>
        new Promise<AgentJobOutcome>((resolve) => {
          const call: AgentCall = { job, runId, signal, finish: resolve };
          harness.agentCalls.push(call);
          harness.agentBehaviour(call);
        }),
      notify: (notice) => harness.notices.push(notice),
      onError: (error) => harness.errors.push(error),
    });
    harness.scheduler.start();
  };

  harness.addJob = (input) => {
    const job = harness.jobs.create(input);
    harness.scheduler.sync();
    return job;
  };
  harness.close = async () => {
    await harness.scheduler.stop();
    closeDatabase(harness.db);
  };
  harness.reopen = async () => {
    open();
    await vi.advanceTimersByTimeAsync(0);
  };
  harness.advance = async (ms) => {
    await vi.advanceTimersByTimeAsync(ms);
  };
  harness.sleep = (ms) => {
    vi.setSystemTime(Date.now() + ms);
  };
  harness.cleanup = async () => {
    if (harness.db.open) await harness.close();
    vi.useRealTimers();
    temp.cleanup();
  };
  open();
  return harness;
}

export function remindJob(overrides: Partial<NewJob> = {}): NewJob {
  return {
    name: 'Stretch',
    schedule: { kind: 'cron', expression: '0 9 * * *' },
    timezone: 'UTC',
    action: { kind: 'remind', message: 'Time to stretch' },
    ...overrides,
  };
}

export function agentJob(overrides: Partial<NewJob> = {}): NewJob {
  return {
    name: 'Inbox digest',
    schedule: { kind: 'cron', expression: '*/15 * * * *' },
    timezone: 'UTC',
    action: { kind: 'agent', prompt: 'Summarise my notes folder', tools: ['read_file'] },
    ...overrides,
  };
}
