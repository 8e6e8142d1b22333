// "Summarize now" as a run of its own: folds everything before the last user message into one summary by the
// conversation's model. Asked for by the person, so a failed summary changes nothing (no trim) and says why. A summary
// of untrusted content keeps its sources (run-taint-start.ts reads them).
import type { AgentEvent } from '../../shared/agent-events';
import type { UntrustedSource } from '../../shared/provenance';
import type { Conversation } from '../../storage/conversations';
import type { SeqMessage } from '../context/compacted-history';
import { foldMessages } from '../context/compaction';
import { modelForConversation } from './conversation-model';
import type { RunContext } from './run-context';
import type { ChatSessionDeps, RunSummary } from './session-types';

export interface CompactionInput {
  conversation: Conversation;
  /** The messages to fold (planFold, forced). */
  fold: readonly SeqMessage[];
  /** The newest summary so far, which the new one continues. */
  previousSummary: string | undefined;
  /** Untrusted content the folded messages and the previous summary came from: the new summary carries it on. */
  untrustedSources?: readonly UntrustedSource[];
}

export async function runCompaction(
  deps: Pick<ChatSessionDeps, 'conversations' | 'modelClient' | 'defaultModel'>,
  input: CompactionInput,
  run: RunContext,
): Promise<RunSummary> {
  const { runId, conversationId, signal, emit } = run;
  run.events.start();
  const { client, contextTokens } = await modelForConversation(deps, conversationId, input.conversation);
  const sources = input.untrustedSources ?? [];
  const context = {
    runId,
    model: client,
    contextTokens,
    signal,
    emit: (event: AgentEvent) =>
      emit(event.type === 'compaction' && sources.length > 0 ? { ...event, untrustedSources: [...sources] } : event),
  };
  const folded = await foldMessages(input.fold, input.previousSummary, context, { trimOnFailure: false });
  if (!folded.ok) {
    const reason = signal.aborted ? 'aborted' : 'error';
    const error = { kind: 'summary_failed', message: `Summarizing failed: ${folded.reason}` };
    const end = run.events.end({ reason, ...(reason === 'error' ? { error } : {}) });
    return { runId, conversationId, ...end };
  }
  run.events.end({ reason: 'done' });
  return { runId, conversationId, reason: 'done', finalText: folded.summary };
}
