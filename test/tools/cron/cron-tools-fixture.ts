// The cron tools over a real SQLite file and the real scheduler (clock fixed on a Friday), for the cron tool tests:
// calls go through the schema, then describeCall for the approval, then execute, like `hearth tool NAME JSON`.
import path from 'node:path';
import { z } from 'zod';
import { afterEach, beforeEach } from 'vitest';
import { createScheduler, type Scheduler } from '../../../electron/scheduler/scheduler';
import { closeDatabase, openDatabase, type Db } from '../../../electron/storage/database';
import { createJobStore, type JobStore } from '../../../electron/storage/jobs';
import { createCronTools } from '../../../tools/cron';
import type { AnyTool, ToolContext, ToolResult } from '../../../tools/tool';
import { createTempDirs } from '../../support/temp-dir';
import { cronSchedulePort } from '../../../electron/runtime/cron-schedule-port';

export interface CronTools {
  readonly jobs: JobStore;
  /** What a background agent run answers (set before a run-now). */
  agentAnswer: { ok: boolean; output: string; error?: string };
  /** Every cron tool, in the order createCronTools made them. */
  all(): AnyTool[];
  tool(name: string): AnyTool;
  call(name: string, args: unknown): Promise<ToolResult>;
  /** The approval notes' English (what the CLI prompt shows); their codes: test/tools/approval-note-codes.test.ts. */
  notes(name: string, args: unknown): string[];
  /** cron_add's job id, or a throw. */
  added(args: Record<string, unknown>): Promise<string>;
}

export function useCronTools(): CronTools {
  const temp = createTempDirs();
  const NOW = Date.parse('2026-11-27T10:00:00Z'); // a Friday
  let db: Db;
  let jobs: JobStore;
  let scheduler: Scheduler;
  let tools: Map<string, AnyTool>;

  beforeEach(() => {
    db = openDatabase(path.join(temp.make('cron-tools'), 'hearth.db')).db;
    jobs = createJobStore(db, { now: () => NOW });
    fixture.agentAnswer = { ok: true, output: 'all good' };
    scheduler = createScheduler({
      jobs,
      settings: () => ({ paused: false, catchUpWindowHours: 24, agentTimeBudgetMs: 60_000 }),
      postReminder: () => ({ conversationId: 'scheduled' }),
      runAgentJob: async () => fixture.agentAnswer,
      notify: () => {},
      clock: {
        now: () => NOW,
        setTimeout: () => 0,
        clearTimeout: () => {},
        setInterval: () => 0,
        clearInterval: () => {},
      },
    });
    const created = createCronTools({
      schedule: cronSchedulePort,
      jobs,
      control: scheduler,
      now: () => NOW,
      systemTimeZone: () => 'Europe/Berlin',
      knownTools: () => ['read_file', 'shell', 'weather'],
    });
    tools = new Map(created.map((tool) => [tool.name, tool]));
  });
  afterEach(async () => {
    await scheduler.stop();
    closeDatabase(db);
    temp.cleanup();
  });

  function context(): ToolContext {
    return {
      callId: 'c',
      signal: new AbortController().signal,
      onUpdate: () => {},
      workspace: '/tmp',
      conversationId: 'conv-9',
    };
  }

  function tool(name: string): AnyTool {
    const found = tools.get(name);
    if (!found) throw new Error(`no tool ${name}`);
    return found;
  }

  async function call(name: string, args: unknown): Promise<ToolResult> {
    const parsed = tool(name).parameters.safeParse(args);
    if (!parsed.success) return { ok: false, content: z.prettifyError(parsed.error), errorType: 'invalid_args' };
    return tool(name).execute(parsed.data, context());
  }

  function notes(name: string, args: unknown): string[] {
    const described = tool(name).describeCall?.(tool(name).parameters.parse(args), { workspace: '/tmp' }).notes ?? [];
    return described.map((note) => note.text);
  }

  async function added(args: Record<string, unknown>): Promise<string> {
    const result = await call('cron_add', args);
    if (!result.ok) throw new Error(result.content);
    return (result.details as { job: { id: string } }).job.id;
  }

  const fixture: CronTools = {
    get jobs() {
      return jobs;
    },
    agentAnswer: { ok: true, output: 'all good' },
    all: () => [...tools.values()],
    tool,
    call,
    notes,
    added,
  };
  return fixture;
}
