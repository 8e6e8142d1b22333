// Folds a run's events into the conversation store as they come: an answer is stored when it starts and its text saved
// as it streams (throttled), so a process that dies mid-answer leaves it behind; each tool result becomes a stored
// message, so a conversation can be reloaded and continued exactly. Sub-agent runs are not stored.
import type { AgentEvent } from '../../shared/agent-events';
import type { AssistantMessageDetails } from '../../shared/message-details';
import type { ConversationStore } from '../../storage/conversations';

/** A streaming answer's text is written at most this often, or sooner once this much new text has arrived. */
export const PARTIAL_SAVE_MS = 500;
export const PARTIAL_SAVE_CHARS = 2048;

interface PartialAnswer {
  rowId: string;
  text: string;
  reasoning: string;
  savedAt: number;
  unsavedChars: number;
}

/** One run's persistence: call it with each of the run's events, in order. */
export function createRunPersistence(
  conversations: ConversationStore,
  conversationId: string,
  now: () => number = Date.now,
): (event: AgentEvent) => void {
  const partials = new Map<string, PartialAnswer>();
  const save = (partial: PartialAnswer) => {
    conversations.updateMessage(partial.rowId, { content: partial.text, reasoning: partial.reasoning || null });
    partial.savedAt = now();
    partial.unsavedChars = 0;
  };
  return (event) => {
    if (event.parentRunId !== undefined) return;
    if (event.type === 'message_start') {
      const row = conversations.appendMessage({
        conversationId,
        role: 'assistant',
        content: '',
        status: 'incomplete',
        details: { streaming: true } satisfies AssistantMessageDetails,
      });
      partials.set(event.messageId, { rowId: row.id, text: '', reasoning: '', savedAt: now(), unsavedChars: 0 });
    } else if (event.type === 'text_delta' || event.type === 'reasoning_delta') {
      const partial = partials.get(event.messageId);
      if (!partial) return;
      if (event.type === 'text_delta') partial.text += event.delta;
      else partial.reasoning += event.delta;
      partial.unsavedChars += event.delta.length;
      if (partial.unsavedChars >= PARTIAL_SAVE_CHARS || now() - partial.savedAt >= PARTIAL_SAVE_MS) save(partial);
    } else if (event.type === 'message_end' && partials.has(event.messageId)) {
      const partial = partials.get(event.messageId)!;
      partials.delete(event.messageId);
      conversations.updateMessage(partial.rowId, finishedAnswer(event));
    } else {
      persistRunEvent(conversations, conversationId, event);
    }
  };
}

/** The stored fields of a finished answer (an empty failed call: an 'error' row with the reason). */
function finishedAnswer(event: Extract<AgentEvent, { type: 'message_end' }>) {
  if (event.status === 'error' && event.text === '' && !event.reasoning && event.toolCalls.length === 0) {
    return { content: '', status: 'error' as const, error: event.error ?? 'The model call failed.', details: null };
  }
  return {
    content: event.text,
    reasoning: event.reasoning ?? null,
    toolCalls: event.toolCalls.length > 0 ? event.toolCalls : null,
    status: event.status,
    error: event.error ?? null,
    details: assistantDetails(event),
  };
}

function persistRunEvent(conversations: ConversationStore, conversationId: string, event: AgentEvent): void {
  // A sub-agent's steps are its own context, not the conversation's: the parent's `delegate` result holds what it found.
  if (event.parentRunId !== undefined) return;
  if (event.type === 'message_end') {
    // An answer whose start was not seen (no partial row): stored whole, as it ends.
    conversations.appendMessage({ conversationId, role: 'assistant', ...finishedAnswer(event) });
  } else if (event.type === 'compaction') {
    // The marker the transcript shows and later requests read: the originals stay stored, untouched.
    conversations.appendMessage({
      conversationId,
      role: 'system',
      content: event.summary,
      details: {
        compaction: { folded: event.folded, throughSeq: event.throughSeq, method: event.method },
        ...(event.untrustedSources ? { untrustedSources: event.untrustedSources } : {}),
      },
    });
  } else if (event.type === 'tool_call_end') {
    conversations.appendMessage({
      conversationId,
      role: 'tool',
      content: event.content,
      toolCallId: event.callId,
      toolName: event.name,
      status: event.ok ? 'complete' : 'error',
      error: event.ok ? null : (event.errorType ?? 'error'),
      details: {
        details: event.details,
        images: event.images,
        durationMs: event.durationMs,
        errorType: event.errorType,
        // An untrusted result's source: a later run whose history carries this output again starts tainted.
        ...(event.trust ? { trust: event.trust, source: event.source } : {}),
      },
    });
  }
}

/**
 * What the transcript needs later about an answer: why it stopped (`finishReason` 'length': cut off at the model's
 * limit, offered a Continue), its token usage and the window it was made against (the context meter). Null when none.
 */
function assistantDetails(event: Extract<AgentEvent, { type: 'message_end' }>): AssistantMessageDetails | null {
  const details: AssistantMessageDetails = {
    ...(event.finishReason ? { finishReason: event.finishReason } : {}),
    ...(event.usage ? { usage: event.usage } : {}),
    ...(event.contextTokens !== undefined ? { contextTokens: event.contextTokens } : {}),
    ...(event.contextShare ? { contextShare: event.contextShare } : {}),
    ...(event.thinkingBlocks?.length ? { thinkingBlocks: event.thinkingBlocks } : {}),
  };
  return Object.keys(details).length > 0 ? details : null;
}
