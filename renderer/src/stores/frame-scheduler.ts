// The browser's frame scheduler for the event batcher: next animation frame, or a timer when the window is hidden
// (requestAnimationFrame does not fire there), whichever comes first; and "after the next paint" built on it.
import type { FrameScheduler } from './event-batcher';

export function browserFrameScheduler(fallbackMs = 250): FrameScheduler {
  return {
    schedule(run) {
      let done = false;
      const once = () => {
        if (done) return;
        done = true;
        cancelAnimationFrame(frame);
        clearTimeout(timer);
        run();
      };
      const frame = requestAnimationFrame(once);
      const timer = setTimeout(once, fallbackMs);
      return () => {
        done = true;
        cancelAnimationFrame(frame);
        clearTimeout(timer);
      };
    },
  };
}

/**
 * Runs work after the next frame is painted: the frame scheduler's callback runs before that frame's paint, so the work
 * goes into a task queued from it (the chat store adds a long conversation's older messages there).
 */
export function afterNextPaint(frames: FrameScheduler): FrameScheduler {
  return {
    schedule(run) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const cancelFrame = frames.schedule(() => {
        timer = setTimeout(run, 0);
      });
      return () => {
        cancelFrame();
        clearTimeout(timer);
      };
    },
  };
}
