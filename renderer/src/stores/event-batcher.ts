// Collects agent events from window.hearth and hands them to the stores in batches, at most once per animation frame
// (with a timer fallback for hidden windows), so a fast stream causes one render per frame; optionally the first events
// after a quiet spell go at once, so a new message is rendered before the frame that paints it.
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

export interface EventBatcherOptions {
  /**
   * Events arriving after none for `quietMs` are delivered in a microtask instead of at the next frame (with those
   * arriving in the same task): the page renders them before that frame, whose scroll steps then let the message list
   * mount the new row in time to paint it. A stream keeps arriving, so it stays batched per frame.
   */
  leading?: { quietMs: number; now: () => number };
}

/** Runs `run` in a microtask unless cancelled first. */
function microtask(run: () => void): () => void {
  let cancelled = false;
  queueMicrotask(() => {
    if (!cancelled) run();
  });
  return () => {
    cancelled = true;
  };
}

export function createEventBatcher(
  api: Pick<HearthApi, 'on'>,
  scheduler: FrameScheduler,
  options: EventBatcherOptions = {},
): EventBatcher {
  const listeners = new Set<EventBatchListener>();
  let queued: AgentEvent[] = [];
  let cancel: (() => void) | null = null;
  let lastEventAt = Number.NEGATIVE_INFINITY;

  const flush = () => {
    cancel = null;
    if (queued.length === 0) return;
    const batch = queued;
    queued = [];
    for (const listener of listeners) listener(batch);
  };

  const off = api.on('agent:event', (event) => {
    const { leading } = options;
    if (leading) {
      const now = leading.now();
      const quiet = cancel === null && now - lastEventAt >= leading.quietMs;
      lastEventAt = now;
      if (quiet) cancel = microtask(flush);
    }
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
