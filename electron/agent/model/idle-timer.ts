// A watchdog for streams: fires once if `reset()` is not called within `ms` (the SDK's timeout does not cover a
// stalled response body, so every chunk resets this timer and a silent stream gets aborted).

export interface IdleTimer {
  reset(): void;
  stop(): void;
}

export function startIdleTimer(ms: number, onIdle: () => void): IdleTimer {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const arm = (): void => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (stopped) return;
      stopped = true;
      onIdle();
    }, ms);
  };
  arm();
  return {
    reset: () => {
      if (!stopped) arm();
    },
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
