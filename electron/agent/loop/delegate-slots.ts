// How many sub-agents of one person's run work at once (setting agent.maxParallelDelegates): a waiting delegate call
// takes the next free slot in order, or gives up when its run stops.
export interface DelegateSlots {
  /** Resolves with the slot's release, or undefined when `signal` aborted first. */
  acquire(signal: AbortSignal): Promise<(() => void) | undefined>;
}

export function createDelegateSlots(max: () => number): DelegateSlots {
  let busy = 0;
  const queue: (() => void)[] = [];
  const next = (): void => {
    while (busy < Math.max(1, max()) && queue.length > 0) queue.shift()?.();
  };
  return {
    acquire(signal) {
      return new Promise((resolve) => {
        if (signal.aborted) return resolve(undefined);
        const start = (): void => {
          signal.removeEventListener('abort', onAbort);
          busy += 1;
          let released = false;
          resolve(() => {
            if (released) return;
            released = true;
            busy -= 1;
            next();
          });
        };
        const onAbort = (): void => {
          const at = queue.indexOf(start);
          if (at !== -1) queue.splice(at, 1);
          resolve(undefined);
        };
        signal.addEventListener('abort', onAbort, { once: true });
        queue.push(start);
        next();
      });
    },
  };
}
