// Which events belong to one person's run and its sub-agents (issue 39): a sub-run's agent_start names its parent run,
// so a reader that follows the root (the CLI's ask, chat and continue) learns each sub-run as it starts.
import type { AgentEvent } from './agent-events';

export interface RunTree {
  /** Whether the event is the root run's or a sub-run's of it (learning sub-runs from their agent_start). */
  includes(event: AgentEvent): boolean;
}

export function runTreeOf(rootRunId: string): RunTree {
  const runs = new Set([rootRunId]);
  return {
    includes(event) {
      if (runs.has(event.runId)) return true;
      if (event.type !== 'agent_start' || event.parentRunId === undefined || !runs.has(event.parentRunId)) return false;
      runs.add(event.runId);
      return true;
    },
  };
}
