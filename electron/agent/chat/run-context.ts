// What the session hands each run it launches (session.ts): its ids, its abort signal, its emitter (redacted, stored
// and sent to the caller) and its start and end events (loop/run-events.ts).
import type { AgentEvent, ToolCallRecord } from '../../shared/agent-events';
import type { RunEvents } from '../loop/run-events';
import type { CallerId } from '../../shared/caller-id';
import type { RunHandle, RunSummary } from './session-types';

export interface RunContext {
  runId: string;
  conversationId: string;
  signal: AbortSignal;
  emit: (event: AgentEvent) => void;
  events: RunEvents;
  /** Registers a sub-agent's run (delegate) so `abort(itsRunId)` stops it alone; returns the unregister. */
  registerSubRun?: (runId: string, controller: AbortController) => () => void;
}

/** Registers a run on a conversation and runs `body`; an exception ends the run as an `internal` error. */
export type LaunchRun = (
  run: {
    conversationId: string;
    callerId?: CallerId;
    signal?: AbortSignal;
    /** A resumed run's calls still to run, so a question it asks again is kept if Hearth closes again. */
    pendingCalls?: readonly ToolCallRecord[];
  },
  body: (context: RunContext) => Promise<RunSummary>,
) => Omit<RunHandle, 'userMessageId'>;
