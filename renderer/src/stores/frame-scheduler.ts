// The browser's frame scheduler for the event batcher: next animation frame, or a timer when the window is hidden
// (requestAnimationFrame does not fire there), whichever comes first.
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
