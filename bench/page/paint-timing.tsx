// Frame timing helpers for the bench page: "after paint" is a message posted from a requestAnimationFrame callback,
// which runs once that frame's rendering (style, layout, paint) is done.

/** Calls `check` after each painted frame until it returns true; resolves with that frame's after-paint time. */
export function untilPainted(check: () => boolean): Promise<number> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      if (check()) {
        channel.port1.close();
        resolve(performance.now());
      } else {
        requestAnimationFrame(() => channel.port2.postMessage(null));
      }
    };
    requestAnimationFrame(() => channel.port2.postMessage(null));
  });
}

/** Runs `onFrame(frameTime)` in every animation frame and `afterPaint(now)` after it, until stop() is called. */
export function everyFrame(onFrame: (time: number) => void, afterPaint: (now: number) => void): { stop: () => void } {
  const channel = new MessageChannel();
  let running = true;
  channel.port1.onmessage = () => afterPaint(performance.now());
  const frame = (time: number): void => {
    if (!running) return;
    onFrame(time);
    channel.port2.postMessage(null);
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  return {
    stop: () => {
      running = false;
      channel.port1.close();
    },
  };
}

export function epochNow(now = performance.now()): number {
  return performance.timeOrigin + now;
}
