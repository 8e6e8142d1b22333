// Folding an answer's streaming events: a message starts (or continues one cut off at the model's limit), text and
// reasoning deltas append, and message_end sets the final text, status, tool calls and the context meter.
import type { AgentEventOf } from '../../../../electron/shared/agent-events';
import { contextFrom } from './context-usage';
import { newCard, parseArgs, type LabelOf } from './tool-cards';
import type { ViewDraft } from './view-draft';

export type MessageEvent = AgentEventOf<'message_start' | 'text_delta' | 'reasoning_delta' | 'message_end'>;

export function foldMessageEvent(draft: ViewDraft, event: MessageEvent, labelOf: LabelOf): void {
  switch (event.type) {
    case 'message_start':
      if (!continueCutOff(draft, event.messageId)) draft.assistant(event.messageId, true);
      return;
    case 'text_delta':
      draft.assistant(event.messageId, true)!.text += event.delta;
      return;
    case 'reasoning_delta':
      draft.assistant(event.messageId, true)!.reasoning += event.delta;
      return;
    case 'message_end': {
      const item = draft.assistant(event.messageId, true)!;
      item.text = (item.continuedText ?? '') + event.text;
      item.reasoning = event.reasoning ?? item.reasoning;
      item.status = event.status;
      if (event.error) item.error = event.error;
      if (event.finishReason === 'length') item.cutOff = true;
      draft.context = contextFrom(event.usage, event.contextTokens, event.contextShare) ?? draft.context;
      for (const call of event.toolCalls) {
        if (!item.toolCallIds.includes(call.id)) item.toolCallIds.push(call.id);
        if (!draft.tools[call.id])
          draft.tools[call.id] = newCard(call.id, call.name, parseArgs(call.arguments), labelOf);
      }
      return;
    }
  }
}

/**
 * A new message right after an answer cut off at the model's limit or interrupted (no user message between: a Continue run) takes
 * that answer over, so the continuation streams into it. False when the newest item is not such an answer.
 */
function continueCutOff(draft: ViewDraft, messageId: string): boolean {
  const last = draft.items.at(-1);
  if (last?.kind !== 'assistant' || last.id === messageId) return false;
  if (!(last.cutOff && last.status === 'complete') && !last.interrupted) return false;
  draft.items[draft.items.length - 1] = {
    ...last,
    id: messageId,
    toolCallIds: last.toolCallIds.slice(),
    status: 'streaming',
    cutOff: false,
    interrupted: false,
    continuedText: last.text,
  };
  draft.markCopied(messageId);
  return true;
}
