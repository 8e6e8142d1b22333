// Notices the computer waking from sleep (or the clock being set forward): a periodic tick that finds far more
// wall-clock time passed than the tick's own interval. Timers do not run during sleep; the wall clock does.
import type { SchedulerClock } from './scheduler-types';

export interface WakeWatch {
  stop(): void;
}

/** Slack over the interval before a gap counts as a wake: busy main threads delay ticks by seconds, not minutes. */
export const WAKE_SLACK_MS = 90_000;

export function watchForWake(input: {
  clock: SchedulerClock;
  intervalMs: number;
  /** Called on every tick, with whether the wall clock jumped forward since the last one. */
  onTick: (woke: boolean) => void;
}): WakeWatch {
  const { clock, intervalMs } = input;
  let last = clock.now();
  const handle = clock.setInterval(() => {
    const now = clock.now();
    const woke = now - last > intervalMs + WAKE_SLACK_MS;
    last = now;
    input.onTick(woke);
  }, intervalMs);
  return { stop: () => clock.clearInterval(handle) };
}
