// The scheduler on fake time with real SQLite files and the real node-cron driver: slots run and are recorded,
// restarts neither duplicate nor lose jobs, overlaps are skipped, missed runs catch up once. Failures and one-shot
// jobs: scheduler-failures.test.ts.
import { afterEach, describe, expect, it } from 'vitest';
import { OVERLAP_SKIP_REASON } from '../../electron/scheduler/scheduler';
import { ABANDONED_RUN_MESSAGE } from '../../electron/storage/job-runs';
import {
  agentJob,
  createHarness,
  DAY,
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

describe('scheduler: running slots', () => {
  it('posts a reminder at its slot and records the run', async () => {
    useFakeTime('2026-03-02T08:00:00Z');
    h = await createHarness();
    const job = h.addJob(remindJob());
    await h.advance(59 * MINUTE);
    expect(h.reminders).toEqual([]);
    await h.advance(2 * MINUTE);
    expect(h.reminders).toEqual([
      { jobId: job.id, message: 'Time to stretch', at: Date.parse('2026-03-02T09:00:00Z') },
    ]);
    const [run] = h.jobs.runs.list(job.id);
    expect(run).toMatchObject({
      status: 'ok',
      trigger: 'schedule',
      scheduledFor: Date.parse('2026-03-02T09:00:00Z'),
      startedAt: Date.parse('2026-03-02T09:00:00Z'),
      conversationId: 'scheduled-conversation',
      output: 'Reminder posted: Time to stretch',
    });
    expect(run?.endedAt).not.toBeNull();
    expect(h.jobs.get(job.id)?.lastRunAt).toBe(Date.parse('2026-03-02T09:00:00Z'));
  });

  it('reads the schedule in the job’s time zone', async () => {
    useFakeTime('2026-03-02T00:00:00Z');
    h = await createHarness();
    h.addJob(remindJob({ timezone: 'Asia/Tokyo' })); // 09:00 in Tokyo is 00:00 UTC
    await h.advance(23 * HOUR + 59 * MINUTE);
    expect(h.reminders).toEqual([]);
    await h.advance(2 * MINUTE);
    expect(h.reminders.map((r) => new Date(r.at).toISOString())).toEqual(['2026-03-03T00:00:00.000Z']);
  });

  it('skips (and records) a slot that arrives while the previous run is still going', async () => {
    useFakeTime('2026-03-02T08:50:00Z');
    h = await createHarness();
    const job = h.addJob(agentJob());
    await h.advance(10 * MINUTE); // 09:00: run 1 starts and keeps going
    expect(h.agentCalls).toHaveLength(1);
    await h.advance(15 * MINUTE); // 09:15: still going
    expect(h.agentCalls).toHaveLength(1);
    h.agentCalls[0]?.finish({ ok: true, output: 'digest done' });
    await h.advance(15 * MINUTE); // 09:30: runs again
    expect(h.agentCalls).toHaveLength(2);
    h.agentCalls[1]?.finish({ ok: true, output: 'second digest' });
    await h.advance(1);
    const runs = h.jobs.runs.list(job.id).reverse();
    expect(runs.map((r) => [r.status, new Date(r.scheduledFor ?? 0).toISOString().slice(11, 16)])).toEqual([
      ['ok', '09:00'],
      ['skipped', '09:15'],
      ['ok', '09:30'],
    ]);
    expect(runs[1]?.error).toBe(OVERLAP_SKIP_REASON);
    expect(runs[0]?.output).toBe('digest done');
  });

  it('runs a job on demand (manual), refusing while it is already running', async () => {
    useFakeTime('2026-03-02T08:00:00Z');
    h = await createHarness();
    const job = h.addJob(agentJob());
    const first = h.scheduler.runNow(job.id);
    await h.advance(0);
    expect(await h.scheduler.runNow(job.id)).toEqual({
      ok: false,
      error: '"Inbox digest" is running right now; wait for it to finish.',
    });
    h.agentCalls[0]?.finish({ ok: true, output: 'ok', conversationId: 'run-conv' });
    const result = await first;
    expect(result.ok && result.run).toMatchObject({
      trigger: 'manual',
      status: 'ok',
      scheduledFor: null,
      conversationId: 'run-conv',
    });
    expect(await h.scheduler.runNow('nope')).toMatchObject({
      ok: false,
      error: expect.stringContaining('no scheduled job'),
    });
  });

  it('stops an agent run that goes over its time budget and records why', async () => {
    useFakeTime('2026-03-02T08:59:00Z');
    h = await createHarness({ agentTimeBudgetMs: 30_000 });
    const job = h.addJob(agentJob());
    await h.advance(MINUTE);
    expect(h.agentCalls).toHaveLength(1);
    await h.advance(30_000);
    expect(h.agentCalls[0]?.signal.aborted).toBe(true);
    const [run] = h.jobs.runs.list(job.id);
    expect(run).toMatchObject({ status: 'error', error: 'Stopped: the run went over its time budget of 30 s.' });
  });
});

describe('scheduler: restarts and catch-up', () => {
  it('survives a restart without duplicate registrations or runs', async () => {
    useFakeTime('2026-03-02T08:00:00Z');
    h = await createHarness();
    const job = h.addJob(remindJob());
    const off = h.addJob(remindJob({ name: 'Off', schedule: { kind: 'cron', expression: '30 9 * * *' } }));
    h.jobs.update(off.id, { enabled: false });
    h.scheduler.sync();
    h.scheduler.start(); // a second start is a no-op
    expect(registeredTaskCount()).toBe(1);

    for (let restart = 0; restart < 3; restart += 1) {
      await h.close();
      expect(registeredTaskCount()).toBe(0);
      await h.reopen();
      h.scheduler.start();
      expect(registeredTaskCount()).toBe(1);
    }
    await h.advance(HOUR + MINUTE);
    expect(h.reminders.filter((r) => r.jobId === job.id)).toHaveLength(1);
    expect(h.jobs.runs.list(job.id)).toHaveLength(1);
  });

  it('runs a job missed while the app was closed exactly once at startup (several missed slots)', async () => {
    useFakeTime('2026-03-02T08:00:00Z');
    h = await createHarness();
    const job = h.addJob(remindJob({ schedule: { kind: 'cron', expression: '0 */2 * * *' } })); // every 2 hours
    await h.close();
    h.sleep(9 * HOUR); // closed from 08:00 to 17:00: 10, 12, 14 and 16 o'clock were missed
    await h.reopen();
    expect(h.reminders).toHaveLength(1);
    const runs = h.jobs.runs.list(job.id);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({
      trigger: 'catch_up',
      status: 'ok',
      scheduledFor: Date.parse('2026-03-02T16:00:00Z'),
    });
    await h.close();
    await h.reopen(); // reopening again does not catch up the same slot twice
    await h.advance(30 * MINUTE);
    expect(h.reminders).toHaveLength(1);
    await h.advance(31 * MINUTE); // 18:00: the normal schedule goes on
    expect(h.reminders).toHaveLength(2);
  });

  it('does not run a job missed longer ago than the window; it is recorded as skipped', async () => {
    useFakeTime('2026-03-02T08:00:00Z');
    h = await createHarness({ catchUpWindowHours: 12 });
    const job = h.addJob(remindJob()); // 09:00 daily
    await h.close();
    h.sleep(DAY - 30 * MINUTE); // reopen at 07:30 next day: the 09:00 slot is 22.5 h old
    await h.reopen();
    expect(h.reminders).toEqual([]);
    const [skip] = h.jobs.runs.list(job.id);
    expect(skip).toMatchObject({
      status: 'skipped',
      trigger: 'catch_up',
      scheduledFor: Date.parse('2026-03-02T09:00:00Z'),
    });
    expect(skip?.error).toMatch(/more than the 12 h catch-up window/);
    await h.close();
    await h.reopen();
    expect(h.jobs.runs.list(job.id)).toHaveLength(1);
    await h.advance(HOUR + 31 * MINUTE); // 09:00 runs normally
    expect(h.reminders).toHaveLength(1);
  });

  it('turns off a one-shot job missed beyond the window and tells the user', async () => {
    useFakeTime('2026-03-02T08:00:00Z');
    h = await createHarness();
    const job = h.addJob(remindJob({ schedule: { kind: 'at', at: '2026-03-02T09:00' } }));
    await h.close();
    h.sleep(3 * DAY);
    await h.reopen();
    expect(h.reminders).toEqual([]);
    expect(h.jobs.get(job.id)?.enabled).toBe(false);
    expect(h.notices[0]?.title).toBe('Scheduled job "Stretch" was missed');
    expect(h.notices[0]).toMatchObject({
      kind: 'job_missed',
      values: { name: 'Stretch', dueAt: Date.parse('2026-03-02T09:00:00Z'), timezone: 'UTC' },
    });
  });

  it('catches up once after the computer sleeps through slots (wall-clock jump)', async () => {
    useFakeTime('2026-03-02T08:00:00Z');
    h = await createHarness();
    const job = h.addJob(remindJob({ schedule: { kind: 'cron', expression: '0 * * * *' } })); // hourly
    await h.advance(30 * MINUTE); // 08:30, awake
    h.sleep(5 * HOUR); // asleep until 13:30: 09:00…13:00 missed; timers did not fire
    await h.advance(MINUTE); // first tick after waking
    expect(h.reminders).toHaveLength(1);
    expect(h.jobs.runs.list(job.id)[0]).toMatchObject({
      trigger: 'catch_up',
      scheduledFor: Date.parse('2026-03-02T13:00:00Z'),
    });
    await h.advance(30 * MINUTE); // 14:00
    expect(h.reminders).toHaveLength(2);
    expect(h.jobs.runs.list(job.id)[0]).toMatchObject({ trigger: 'schedule' });
  });

  it('handleResume (the OS resume event) catches up once too', async () => {
    useFakeTime('2026-03-02T08:00:00Z');
    h = await createHarness();
    h.addJob(remindJob({ schedule: { kind: 'cron', expression: '0 * * * *' } }));
    h.sleep(3 * HOUR);
    h.scheduler.handleResume();
    h.scheduler.handleResume();
    await h.advance(0);
    expect(h.reminders).toHaveLength(1);
  });

  it('marks runs left "running" by a crash as errors at startup', async () => {
    useFakeTime('2026-03-02T08:00:00Z');
    h = await createHarness();
    const job = h.addJob(agentJob());
    void h.scheduler.runNow(job.id);
    await h.advance(0);
    closeWithoutStopping(h);
    await h.reopen();
    expect(h.jobs.runs.list(job.id)[0]).toMatchObject({ status: 'error', error: ABANDONED_RUN_MESSAGE });
  });
});

describe('scheduler: pause', () => {
  it('runs nothing while paused, and does not catch up paused slots after resuming', async () => {
    useFakeTime('2026-03-02T08:00:00Z');
    h = await createHarness({ paused: true });
    const job = h.addJob(remindJob({ schedule: { kind: 'cron', expression: '0 * * * *' } }));
    await h.advance(3 * HOUR + MINUTE); // 09, 10, 11 pass while paused
    expect(h.reminders).toEqual([]);
    h.settings.paused = false;
    h.scheduler.setPaused(false);
    await h.close();
    await h.reopen(); // a restart right after resuming must not run the paused slots
    expect(h.reminders).toEqual([]);
    await h.advance(HOUR); // 12:00
    expect(h.reminders).toHaveLength(1);
    expect(h.jobs.runs.list(job.id)).toHaveLength(1);
  });

  it('picks up a resume made elsewhere (the setting changed) on its next tick', async () => {
    useFakeTime('2026-03-02T08:00:00Z');
    h = await createHarness({ paused: true });
    h.addJob(remindJob({ schedule: { kind: 'cron', expression: '0 * * * *' } }));
    await h.advance(2 * HOUR + 30 * MINUTE);
    h.settings.paused = false; // e.g. `hearth config set scheduler.paused false`
    await h.advance(MINUTE);
    h.scheduler.handleResume();
    expect(h.reminders).toEqual([]);
    await h.advance(30 * MINUTE); // 11:00
    expect(h.reminders).toHaveLength(1);
  });
});

/** A crash: the process dies without stopping the scheduler (timers are simply dropped). */
function closeWithoutStopping(harness: Harness): void {
  harness.db.close();
  void harness.scheduler.stop();
}
