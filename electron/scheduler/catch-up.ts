// Catch-up after the app was closed or the computer slept: of all the slots a job missed, only the latest counts,
// and only when it is within the catch-up window. So a job runs once, never once per missed slot.
import type { Job } from '../storage/jobs';
import type { ScheduleTiming } from './cron-schedule';

export type CatchUpDecision =
  | { kind: 'none' }
  /** Run once now for this slot (trigger `catch_up`). */
  | { kind: 'run'; slot: number }
  /** Missed, but longer ago than the window: record it as skipped, do not run. */
  | { kind: 'too_old'; slot: number };

export function decideCatchUp(
  job: Pick<Job, 'handledUntil'>,
  timing: ScheduleTiming,
  now: number,
  windowHours: number,
): CatchUpDecision {
  const slot = timing.latestIn(job.handledUntil, now);
  if (slot === undefined) return { kind: 'none' };
  return windowHours > 0 && now - slot <= windowHours * 3_600_000 ? { kind: 'run', slot } : { kind: 'too_old', slot };
}
