// The job repository against a real SQLite file: jobs round-trip (actions as JSON), changes restart schedules,
// run records (start, finish, skip), secret redaction and caps on output, abandoned runs, damaged rows.
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase, type Db } from '../../electron/storage/database';
import { ABANDONED_RUN_MESSAGE, RUN_TEXT_MAX_CHARS } from '../../electron/storage/job-runs';
import { BROKEN_ACTION_MESSAGE } from '../../electron/storage/job-rows';
import { createJobStore, type JobStore, type NewJob } from '../../electron/storage/jobs';
import { createTempDirs } from '../support/temp-dir';

const temp = createTempDirs();
let file: string;
let db: Db;
let clock: number;
let store: JobStore;
const known = ['my-very-secret-token-value'];

const agentJob: NewJob = {
  name: 'Repo digest',
  schedule: { kind: 'cron', expression: '0 8 * * 1' },
  timezone: 'Europe/Berlin',
  action: {
    kind: 'agent',
    prompt: 'summarise',
    tools: ['shell'],
    grants: [{ tool: 'shell', match: { kind: 'prefix', value: 'git status' } }],
  },
  conversationId: 'conv-1',
};

beforeEach(() => {
  file = path.join(temp.make('jobs'), 'hearth.db');
  db = openDatabase(file).db;
  clock = 1_000_000;
  store = createJobStore(db, { now: () => clock, knownSecretValues: () => known });
});
afterEach(() => {
  closeDatabase(db);
  temp.cleanup();
});

describe('job store', () => {
  it('round-trips a job, including its grants, across a reopen', () => {
    const job = store.create(agentJob);
    expect(job).toMatchObject({
      ...agentJob,
      enabled: true,
      consecutiveFailures: 0,
      lastRunAt: null,
      handledUntil: clock,
      createdAt: clock,
    });
    closeDatabase(db);
    db = openDatabase(file).db;
    expect(createJobStore(db).get(job.id)).toEqual(job);
  });

  it('restarts the schedule on a change, and clears failures when a job is turned back on', () => {
    const job = store.create(agentJob);
    store.countOutcome(job.id, true);
    store.countOutcome(job.id, true);
    clock += 500;
    expect(store.update(job.id, { enabled: false })).toMatchObject({
      enabled: false,
      consecutiveFailures: 2,
      handledUntil: clock,
    });
    clock += 500;
    expect(store.update(job.id, { enabled: true })).toMatchObject({
      enabled: true,
      consecutiveFailures: 0,
      updatedAt: clock,
    });
    expect(store.update('nope', { name: 'x' })).toBeUndefined();
    expect(store.countOutcome(job.id, false)).toBe(0);
  });

  it('lists oldest first, optionally only enabled jobs, and removes with the runs', () => {
    const a = store.create(agentJob);
    clock += 1;
    const b = store.create({ ...agentJob, name: 'b' });
    store.update(a.id, { enabled: false });
    expect(store.list().map((j) => j.id)).toEqual([a.id, b.id]);
    expect(store.list({ enabledOnly: true }).map((j) => j.id)).toEqual([b.id]);
    store.runs.start({ jobId: b.id, trigger: 'manual', scheduledFor: null, startedAt: clock });
    expect(store.remove(b.id)).toBe(true);
    expect(store.list().map((job) => job.id)).not.toContain(b.id);
    expect(store.purgeDeleted(Number.MAX_SAFE_INTEGER)).toBe(1);
    expect(db.prepare('SELECT count(*) AS n FROM job_runs').get()).toEqual({ n: 0 });
  });

  it('records runs: start sets last_run_at, finish stores the result, the latest slot moves handledUntil', () => {
    const job = store.create(agentJob);
    const run = store.runs.start({
      jobId: job.id,
      trigger: 'schedule',
      scheduledFor: clock + 60_000,
      startedAt: clock + 60_500,
    });
    expect(run).toMatchObject({ status: 'running', endedAt: null, trigger: 'schedule' });
    expect(store.get(job.id)).toMatchObject({ lastRunAt: clock + 60_500, handledUntil: clock + 60_000 });
    const done = store.runs.finish(run.id, {
      status: 'ok',
      endedAt: clock + 70_000,
      output: 'summary',
      conversationId: 'run-conv',
    });
    expect(done).toMatchObject({
      status: 'ok',
      output: 'summary',
      conversationId: 'run-conv',
      endedAt: clock + 70_000,
    });
    expect(store.runs.finish(run.id, { status: 'error', endedAt: 1, error: 'late' })?.status).toBe('ok');
    const skipped = store.runs.skip({
      jobId: job.id,
      trigger: 'schedule',
      scheduledFor: clock + 120_000,
      at: clock + 120_000,
      reason: 'busy',
    });
    expect(skipped).toMatchObject({ status: 'skipped', error: 'busy' });
    expect(store.get(job.id)?.handledUntil).toBe(clock + 120_000);
    expect(store.runs.list(job.id).map((r) => r.status)).toEqual(['skipped', 'ok']);
  });

  it('redacts secrets and caps the size of run output and errors', () => {
    const job = store.create(agentJob);
    const run = store.runs.start({ jobId: job.id, trigger: 'manual', scheduledFor: null, startedAt: clock });
    const finished = store.runs.finish(run.id, {
      status: 'error',
      endedAt: clock,
      output: `token my-very-secret-token-value and key sk-proj-Abc123Def456Ghi789Jkl012Mno345 ${'x'.repeat(RUN_TEXT_MAX_CHARS)}`,
      error: 'failed with my-very-secret-token-value',
    });
    expect(finished?.output).not.toContain('my-very-secret-token-value');
    expect(finished?.output).not.toContain('sk-proj-Abc123');
    expect(finished?.output?.length).toBeLessThan(RUN_TEXT_MAX_CHARS + 100);
    expect(finished?.error).toBe('failed with [REDACTED]');
    const raw = JSON.stringify(db.prepare('SELECT * FROM job_runs').all());
    expect(raw).not.toContain('my-very-secret-token-value');
  });

  it('marks runs left running (a crash) as errors', () => {
    const job = store.create(agentJob);
    const run = store.runs.start({ jobId: job.id, trigger: 'schedule', scheduledFor: clock, startedAt: clock });
    expect(store.runs.abandonRunning(clock + 5)).toBe(1);
    expect(store.runs.get(run.id)).toMatchObject({ status: 'error', error: ABANDONED_RUN_MESSAGE, endedAt: clock + 5 });
  });

  it('reads a damaged action as a disabled job instead of throwing', () => {
    const job = store.create(agentJob);
    db.prepare('UPDATE jobs SET action = ? WHERE id = ?').run('{not json', job.id);
    expect(store.get(job.id)).toMatchObject({
      enabled: false,
      action: { kind: 'remind', message: BROKEN_ACTION_MESSAGE },
    });
    expect(store.list({ enabledOnly: true })).toEqual([]);
  });

  it('restartSchedules moves every enabled job’s start to now', () => {
    const job = store.create(agentJob);
    clock += 10_000;
    store.restartSchedules();
    expect(store.get(job.id)?.handledUntil).toBe(clock);
  });
});
