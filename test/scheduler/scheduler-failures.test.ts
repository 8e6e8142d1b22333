// The scheduler on fake time with real SQLite files and the real node-cron driver: a job that keeps failing is turned
// off and the user told once (with the notice's kind and values, for main to word in the UI's language), a success
// resets the streak, and a one-shot `at` job runs once in its zone.
import { afterEach, describe, expect, it } from 'vitest';
import {
  agentJob,
  createHarness,
  HOUR,
  MINUTE,
  registeredTaskCount,
  remindJob,
  useFakeTime,
  type Harness,
} from './scheduler-harness';

let h: Harness;
afterEach(async () => {
  await h?.cleanup();
});

describe('scheduler: failures and one-shot jobs', () => {
  it('turns a job off after 3 failures in a row and tells the user once', async () => {
    useFakeTime('2026-03-02T08:59:00Z');
    h = await createHarness();
    h.agentBehaviour = (call) => call.finish({ ok: false, output: '', error: 'model unreachable' });
    const job = h.addJob(agentJob());
    expect(registeredTaskCount()).toBe(1);
    await h.advance(MINUTE + 2 * 15 * MINUTE); // 09:00, 09:15, 09:30
    expect(h.agentCalls).toHaveLength(3);
    expect(h.jobs.get(job.id)).toMatchObject({ enabled: false, consecutiveFailures: 3 });
    expect(h.notices).toEqual([
      {
        jobId: job.id,
        title: 'Scheduled job "Inbox digest" was turned off',
        body: expect.stringContaining('It failed 3 times in a row. Last error: model unreachable'),
        kind: 'job_turned_off',
        values: { name: 'Inbox digest', error: 'model unreachable', failures: 3 },
      },
    ]);
    expect(registeredTaskCount()).toBe(0);
    await h.advance(HOUR);
    expect(h.agentCalls).toHaveLength(3);
  });

  it('a success resets the failure streak', async () => {
    useFakeTime('2026-03-02T08:59:00Z');
    h = await createHarness();
    const answers = [false, false, true, false, false];
    h.agentBehaviour = (call) => {
      const ok = answers.shift() ?? true;
      call.finish(ok ? { ok, output: 'fine' } : { ok, output: '', error: 'flaky' });
    };
    const job = h.addJob(agentJob());
    await h.advance(MINUTE + 4 * 15 * MINUTE);
    expect(h.agentCalls).toHaveLength(5);
    expect(h.jobs.get(job.id)).toMatchObject({ enabled: true, consecutiveFailures: 2 });
    expect(h.notices).toEqual([]);
  });

  it('runs a one-shot `at` job once, in its zone, then turns it off', async () => {
    useFakeTime('2026-11-30T12:00:00Z');
    h = await createHarness();
    const job = h.addJob(remindJob({ schedule: { kind: 'at', at: '2026-12-01T09:00' }, timezone: 'Europe/Berlin' }));
    await h.advance(20 * HOUR - MINUTE); // 07:59 UTC = 08:59 Berlin
    expect(h.reminders).toEqual([]);
    await h.advance(2 * MINUTE);
    expect(h.reminders.map((r) => new Date(r.at).toISOString())).toEqual(['2026-12-01T08:00:00.000Z']);
    expect(h.jobs.get(job.id)?.enabled).toBe(false);
    expect(registeredTaskCount()).toBe(0);
  });

  it('ignores the yearly repeat of a one-shot pattern that is a year ahead', async () => {
    useFakeTime('2026-12-01T07:00:00Z');
    h = await createHarness();
    h.addJob(remindJob({ schedule: { kind: 'at', at: '2027-12-01T09:00' }, timezone: 'UTC' }));
    await h.advance(3 * HOUR); // passes 2026-12-01 09:00 UTC
    expect(h.reminders).toEqual([]);
  });
});
