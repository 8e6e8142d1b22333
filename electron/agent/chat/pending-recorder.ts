// Keeps one run's waiting questions in the pending_questions table (storage/pending-questions.ts) from its events:
// stored at `approval_request` with the calls still to run, removed when the call ends — unless it ended because
// Hearth closed (`app_closed`): then the row stays and those calls' results are not stored, so the run can resume.
import type { AgentEvent, ToolCallRecord } from '../../shared/agent-events';
import type { UntrustedSource } from '../../shared/provenance';
import { pendingKindOf, type PendingQuestionStore } from '../../storage/pending-questions';
import { APP_CLOSED } from '../../shared/ask-outcome';
import type { ConversationStore } from '../../storage/conversations';
import { storedSources } from './run-taint-start';

/** What the session keeps waiting questions with: the table, and this process (a row of a live one is not ours). */
export interface PendingQuestionKeeping {
  store: PendingQuestionStore;
  processId: number;
  isAlive: (pid: number) => boolean;
}

export interface PendingRecorder {
  /** Call with each of the run's (redacted) events, in order. */
  record(event: AgentEvent): void;
  /** True for an event the conversation must not store: a result of a call that still waits for its answer. */
  holds(event: AgentEvent): boolean;
}

/** The session's recorder for one run: the history's untrusted sources read from the conversation store. */
export function pendingRecorderFor(
  deps: { pendingQuestions?: PendingQuestionKeeping; conversations: ConversationStore },
  conversationId: string,
  pendingCalls?: readonly ToolCallRecord[],
): PendingRecorder | undefined {
  const keeping = deps.pendingQuestions;
  if (!keeping) return undefined;
  return createPendingRecorder({
    store: keeping.store,
    ownerPid: keeping.processId,
    conversationId,
    historySources: () => deps.conversations.listHistoryWindow(conversationId).flatMap(storedSources),
    ...(pendingCalls ? { pendingCalls } : {}),
  });
}

export function createPendingRecorder(deps: {
  store: PendingQuestionStore;
  conversationId: string;
  /** What the conversation's stored history had read that a third party could have written. */
  historySources: () => UntrustedSource[];
  ownerPid?: number;
  /** A resumed run: the calls it runs before its first answer. */
  pendingCalls?: readonly ToolCallRecord[];
  now?: () => number;
}): PendingRecorder {
  const now = deps.now ?? Date.now;
  let lastCalls: readonly ToolCallRecord[] = deps.pendingCalls ?? [];
  const waiting = new Set<string>();
  /** Calls of a question kept for later (app closed): their results are not the conversation's yet. */
  const kept = new Set<string>();
  return {
    // Asked before record() sees the event: the waiting call's own app_closed end is held too.
    holds: (event) =>
      event.type === 'tool_call_end' &&
      (kept.has(event.callId) || (waiting.has(event.callId) && event.errorType === APP_CLOSED)),
    record(event) {
      // A sub-agent's question is not resumable on its own (its context lives only in the process that ran it).
      if (event.parentRunId !== undefined) return;
      if (event.type === 'message_end') lastCalls = event.toolCalls;
      else if (event.type === 'approval_request') {
        const index = lastCalls.findIndex((call) => call.id === event.callId);
        if (index < 0) return;
        const { request } = event;
        deps.store.save({
          callId: event.callId,
          runId: event.runId,
          conversationId: deps.conversationId,
          kind: pendingKindOf(request),
          request,
          argsHash: request.argsHash,
          untrustedSources: [...(request.untrustedSources ?? []), ...deps.historySources()],
          toolCalls: lastCalls.slice(index),
          ...(deps.ownerPid !== undefined ? { ownerPid: deps.ownerPid } : {}),
          createdAt: now(),
          expiresAt: request.expiresAt,
        });
        waiting.add(event.callId);
      } else if (event.type === 'tool_call_end' && waiting.has(event.callId)) {
        waiting.delete(event.callId);
        if (event.errorType !== APP_CLOSED) {
          deps.store.remove(event.callId);
          return;
        }
        const question = deps.store.get(event.callId);
        for (const call of question?.toolCalls ?? []) kept.add(call.id);
      }
    },
  };
}
