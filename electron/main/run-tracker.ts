// Follows agent events to know which runs are still going, so quitting can wait (briefly) for aborted runs to write
// their final events before the database closes.
import type { AgentEvent } from '../shared/agent-events';

export interface RunTracker {
  observe(event: AgentEvent): void;
  active(): number;
  /** Resolves when no run is active (immediately if none is). */
  idle(): Promise<void>;
}

export function createRunTracker(): RunTracker {
  const running = new Set<string>();
  let waiters: (() => void)[] = [];
  const release = () => {
    if (running.size > 0) return;
    const ready = waiters;
    waiters = [];
    ready.forEach((resolve) => resolve());
  };
  return {
    observe(event) {
      if (event.type === 'agent_start') running.add(event.runId);
      else if (event.type === 'agent_end') {
        running.delete(event.runId);
        release();
      }
    },
    active: () => running.size,
    idle: () => (running.size === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve))),
  };
}
