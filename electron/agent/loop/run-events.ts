// The start and the end of a run on the event stream (`agent_start`, `agent_end`), authored once: every run — a
// chat reply, a compaction, a direct tool call — opens and closes its stream through a RunEvents made here.
import type { AgentEvent, StopReason } from '../../shared/agent-events';

export interface RunEnd {
  reason: StopReason;
  error?: { kind: string; message: string };
  finalText?: string;
}

export interface RunEvents {
  /** Emits `agent_start` (once; later calls do nothing). */
  start(): void;
  /** Emits `agent_end` (once; `agent_start` first if the run never started) and returns the end it emitted. */
  end(outcome: RunEnd): RunEnd;
  readonly ended: boolean;
}

export function runEvents(
  emit: (event: AgentEvent) => void,
  run: { runId: string; conversationId: string; now?: () => number },
): RunEvents {
  const now = run.now ?? Date.now;
  let started = false;
  let ended: RunEnd | undefined;
  const events: RunEvents = {
    start() {
      if (started) return;
      started = true;
      emit({ type: 'agent_start', runId: run.runId, conversationId: run.conversationId, at: now() });
    },
    end(outcome) {
      if (ended) return ended;
      events.start();
      ended = outcome;
      emit({
        type: 'agent_end',
        runId: run.runId,
        reason: outcome.reason,
        ...(outcome.error ? { error: outcome.error } : {}),
        ...(outcome.finalText !== undefined ? { finalText: outcome.finalText } : {}),
      });
      return outcome;
    },
    get ended() {
      return ended !== undefined;
    },
  };
  return events;
}

/** A message for an unexpected exception (a programmer error: failures are data), as a run's `internal` error. */
export function internalError(error: unknown): { kind: 'internal'; message: string } {
  return { kind: 'internal', message: error instanceof Error ? error.message : String(error) };
}
