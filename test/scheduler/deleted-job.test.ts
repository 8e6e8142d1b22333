// A deleted (soft-deleted) job never runs: not at its slot, not as a catch-up after a restart; restored, it runs again.
import { afterEach, describe, expect, it } from 'vitest';
import {
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

describe('scheduler: deleted jobs', () => {
  it('skips a deleted job at its slot, and runs it again once restored', async () => {
    useFakeTime('2026-03-02T08:00:00Z');
    h = await createHarness();
    const job = h.addJob(remindJob());
    expect(registeredTaskCount()).toBe(1);
    h.jobs.remove(job.id);
    h.scheduler.sync();
    expect(registeredTaskCount()).toBe(0);
    await h.advance(HOUR + MINUTE);
    expect(h.reminders).toEqual([]);
    expect(h.jobs.runs.list(job.id)).toEqual([]);

    h.jobs.restore(job.id);
    h.scheduler.sync();
    await h.advance(24 * HOUR);
    expect(h.reminders.map((r) => r.jobId)).toEqual([job.id]);
  });

  it('does not catch up a deleted job missed while the app was closed', async () => {
    useFakeTime('2026-03-02T08:00:00Z');
    h = await createHarness();
    const job = h.addJob(remindJob());
    h.jobs.remove(job.id);
    await h.close();
    h.sleep(3 * HOUR);
    await h.reopen();
    expect(h.reminders).toEqual([]);
    expect(h.jobs.runs.list(job.id)).toEqual([]);
  });
});
