// The memory and cron tools through the generic direct-call path the CLI's `tool NAME JSON` uses: JSON arguments,
// the real approval gate (supervised, default pre-approvals), and the terminal prompter with and without --yes.
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApprovalGate } from '../../../electron/agent/approvals/approval-gate';
import { callToolDirectly } from '../../../electron/agent/loop/direct-tool-call';
import { createCliPrompter } from '../../../electron/cli/cli-prompter';
import { createScheduler, type Scheduler } from '../../../electron/scheduler/scheduler';
import { defaultSettings } from '../../../electron/shared/settings-schema';
import { createApprovalRuleStore } from '../../../electron/storage/approval-rules';
import { closeDatabase, openDatabase, type Db } from '../../../electron/storage/database';
import { createJobStore, type JobStore } from '../../../electron/storage/jobs';
import { createMemoryStore } from '../../../electron/storage/memories';
import { createCronTools } from '../../../tools/cron';
import { createMemoryTools } from '../../../tools/memory';
import type { AnyTool } from '../../../tools/tool';
import { createTempDirs } from '../../support/temp-dir';
import { cronSchedulePort } from '../../../electron/runtime/cron-schedule-port';

const temp = createTempDirs();
let db: Db;
let jobs: JobStore;
let scheduler: Scheduler;
let tools: AnyTool[];
let prompts: string[];

beforeEach(() => {
  db = openDatabase(path.join(temp.make('direct-call'), 'hearth.db')).db;
  jobs = createJobStore(db);
  scheduler = createScheduler({
    jobs,
    settings: () => ({ paused: false, catchUpWindowHours: 24, agentTimeBudgetMs: 60_000 }),
    postReminder: () => ({ conversationId: 'scheduled' }),
    runAgentJob: async () => ({ ok: true, output: '' }),
    notify: () => {},
  });
  tools = [
    ...createMemoryTools({ store: createMemoryStore(db) }),
    ...createCronTools({ jobs, control: scheduler, schedule: cronSchedulePort, systemTimeZone: () => 'Europe/Berlin' }),
  ];
  prompts = [];
});
afterEach(async () => {
  await scheduler.stop();
  closeDatabase(db);
  temp.cleanup();
});

function direct(name: string, json: string, yes: boolean) {
  const gate = createApprovalGate({
    mode: () => 'supervised',
    rules: createApprovalRuleStore(db),
    prompter: createCliPrompter({ autoYes: yes, write: (text) => void prompts.push(text) }),
    timeoutMs: () => 5_000,
    limits: () => ({ perRun: 50, perHour: 500 }),
    preapprovedTools: () => defaultSettings().policy.preapproved,
  });
  return callToolDirectly(name, json, {
    tools,
    unavailable: new Map(),
    gate,
    workspace: '/tmp',
    signal: new AbortController().signal,
    emit: () => {},
    conversationId: 'direct',
  });
}

describe('`hearth tool NAME JSON` path', () => {
  it('memory_store and memory_recall run without --yes (memory_store through the default policy.preapproved)', async () => {
    const stored = await direct(
      'memory_store',
      JSON.stringify({ content: 'The user’s favourite tea is genmaicha.' }),
      false,
    );
    expect(stored).toMatchObject({ ok: true, content: expect.stringMatching(/^Remembered as memory #\d+\.$/) });
    const recalled = await direct('memory_recall', JSON.stringify({ query: 'which tea do I like?' }), false);
    expect(recalled.content).toContain('genmaicha');
    expect(prompts).toEqual([]);
  });

  it('memory_store refuses a secret through this path too', async () => {
    const result = await direct(
      'memory_store',
      JSON.stringify({ content: 'key: sk-live-9fK2mQ7xR4tL8vN1pZ6wB3cH5jD0aE2g' }),
      false,
    );
    expect(result).toMatchObject({ ok: false, errorType: 'secret' });
  });

  it('cron_add asks for approval (shown with next runs) and prints the next run times with --yes', async () => {
    const json = JSON.stringify({ name: 'Plants', schedule: '0 18 * * 0', message: 'Water the plants' });
    const refused = await direct('cron_add', json, false);
    expect(refused.ok).toBe(false);
    expect(jobs.list()).toEqual([]);
    prompts = [];
    const added = await direct('cron_add', json, true);
    expect(added.ok).toBe(true);
    expect(added.content).toMatch(/Next 3 runs: Sun \d+ \w+ \d{4}, 18:00 \(Europe\/Berlin\); /);
    expect(prompts.join('')).toContain('18:00 (Europe/Berlin)');
    expect(jobs.list()).toHaveLength(1);
  });

  it('bad JSON and a too-frequent agent job come back as clear failures', async () => {
    expect((await direct('cron_add', '{not json', true)).ok).toBe(false);
    const frequent = await direct(
      'cron_add',
      JSON.stringify({ name: 'x', schedule: '*/5 * * * *', prompt: 'p', tools: [] }),
      true,
    );
    expect(frequent).toMatchObject({ ok: false, content: expect.stringContaining('too frequent') });
  });
});
