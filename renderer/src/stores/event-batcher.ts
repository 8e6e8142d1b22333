// Collects agent events from window.hearth and hands them to the stores in batches, at most once per animation frame
// (with a timer fallback for hidden windows), so a fast stream causes one render per frame.
import type { AgentEvent } from '../../../electron/shared/agent-events';
import type { HearthApi } from '../api';

export type EventBatchListener = (events: readonly AgentEvent[]) => void;

export interface FrameScheduler {
  /** Calls `run` once soon (next frame); returns a cancel function. */
  schedule: (run: () => void) => () => void;
}

export interface EventBatcher {
  subscribe: (listener: EventBatchListener) => () => void;
  /** Delivers whatever is queued now (tests, or before reading state synchronously). */
  flush: () => void;
  close: () => void;
}

export function createEventBatcher(api: Pick<HearthApi, 'on'>, scheduler: FrameScheduler): EventBatcher {
  const listeners = new Set<EventBatchListener>();
  let queued: AgentEvent[] = [];
  let cancel: (() => void) | null = null;

  const flush = () => {
    cancel = null;
    if (queued.length === 0) return;
    const batch = queued;
    queued = [];
    for (const listener of listeners) listener(batch);
  };

  const off = api.on('agent:event', (event) => {
    queued.push(event);
    cancel ??= scheduler.schedule(flush);
  });

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    flush() {
      cancel?.();
      flush();
    },
    close() {
      cancel?.();
      off();
      listeners.clear();
    },
  };
}
