// Folds a run's events into the conversation store as they complete: each finished assistant message and each tool
// result becomes a stored message, so a conversation can be reloaded and continued exactly. Sub-agent runs are not stored.
import type { AgentEvent } from '../../shared/agent-events';
import type { AssistantMessageDetails } from '../../shared/message-details';
import type { ConversationStore } from '../../storage/conversations';

export function persistRunEvent(conversations: ConversationStore, conversationId: string, event: AgentEvent): void {
  // A sub-agent's steps are its own context, not the conversation's: the parent's `delegate` result holds what it found.
  if (event.parentRunId !== undefined) return;
  if (event.type === 'message_end') {
    if (event.status === 'error' && event.text === '' && !event.reasoning && event.toolCalls.length === 0) {
      conversations.appendMessage({
        conversationId,
        role: 'assistant',
        content: '',
        status: 'error',
        error: event.error ?? 'The model call failed.',
      });
      return;
    }
    conversations.appendMessage({
      conversationId,
      role: 'assistant',
      content: event.text,
      reasoning: event.reasoning ?? null,
      toolCalls: event.toolCalls.length > 0 ? event.toolCalls : null,
      status: event.status,
      error: event.error ?? null,
      details: assistantDetails(event),
    });
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
  };
  return Object.keys(details).length > 0 ? details : null;
}
