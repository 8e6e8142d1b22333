// A frame scheduler for tests: work scheduled for "the next frame" runs only when the test says a frame was painted.
import type { FrameScheduler } from '../../renderer/src/stores/event-batcher';

export interface ManualFrames extends FrameScheduler {
  /** Runs what was scheduled before this call (work scheduled while it runs waits for the next frame). */
  runFrame: () => void;
  /** How many runs wait for the next frame. */
  scheduled: () => number;
}

export function manualFrames(): ManualFrames {
  let pending: (() => void)[] = [];
  return {
    schedule(run) {
      pending.push(run);
      return () => {
        pending = pending.filter((entry) => entry !== run);
      };
    },
    runFrame() {
      const due = pending;
      pending = [];
      for (const run of due) run();
    },
    scheduled: () => pending.length,
  };
}
