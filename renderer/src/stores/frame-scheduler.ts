// The browser's frame scheduler for the event batcher: next animation frame, or a timer when the window is hidden
// (requestAnimationFrame does not fire there), whichever comes first; and "after the next paints" built on it.
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
 * Runs work once the next two frames are painted: the frame scheduler's callback runs before a frame's paint, so the
 * work goes into the page's idle time after the second one (or a task, at the latest after `idleWithinMs`; the chat
 * store adds a long conversation's older messages there, a long task that input and queued frames should not wait on).
 * Two, because the message list scrolls to the end of a conversation just shown from a ResizeObserver, after the first
 * frame's layout, and mounts the rows there on the scroll event of the second: the end is painted before the work.
 */
export function afterNextPaint(frames: FrameScheduler, idleWithinMs = 500): FrameScheduler {
  return {
    schedule(run) {
      let cancelTask = () => {};
      let cancelFrame = frames.schedule(() => {
        cancelFrame = frames.schedule(() => {
          cancelTask = soonAfter(run, idleWithinMs);
        });
      });
      return () => {
        cancelFrame();
        cancelTask();
      };
    },
  };
}

/** In the page's next idle time (so input and the frames already queued go first), within `withinMs`; else a task. */
function soonAfter(run: () => void, withinMs: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => run(), { timeout: withinMs });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 0);
  return () => clearTimeout(timer);
}
