// The Web Worker that plays the core for the renderer soak: it posts a prepared list of agent events, one message per
// event like IPC, text_delta events paced at a fixed rate and the others at once, then says it is done.
// soakFeedMain is stringified into a Blob worker, so it must not use anything from outside its own body.

export interface SoakFeedRequest {
  events: { type: string; [key: string]: unknown }[];
  deltasPerSecond: number;
}

/** One agent event, or `{ done: true }` after the last one. */
export type SoakFeedMessage = { event: { type: string; [key: string]: unknown } } | { done: true };

interface WorkerScope {
  postMessage: (message: SoakFeedMessage) => void;
  onmessage: ((event: MessageEvent<SoakFeedRequest>) => void) | null;
}

export function soakFeedMain(scope: WorkerScope): void {
  scope.onmessage = (message) => {
    const { events, deltasPerSecond } = message.data;
    const started = performance.now();
    let next = 0;
    let deltas = 0;
    const tick = (): void => {
      const due = Math.floor(((performance.now() - started) * deltasPerSecond) / 1000);
      while (next < events.length) {
        const event = events[next]!;
        if (event.type === 'text_delta') {
          if (deltas >= due) break;
          deltas += 1;
        }
        scope.postMessage({ event });
        next += 1;
      }
      if (next < events.length) setTimeout(tick, 2);
      else scope.postMessage({ done: true });
    };
    tick();
  };
}

export function startSoakFeed(): Worker {
  const source = `(${soakFeedMain.toString()})(self);`;
  return new Worker(URL.createObjectURL(new Blob([source], { type: 'text/javascript' })));
}
