// The context meter's reading: how full the model's window was after a model call, from an answer's usage (a
// message_end event) or from the newest stored answer that reported one.
import type { MessageView } from '../../../../electron/shared/contract';
import { assistantDetailsOf } from '../../../../electron/shared/message-details';
import type { ContextShare } from '../../../../electron/shared/message-usage';
import type { ContextUsageView } from '../conversation-types';

/** The context meter's reading after a model call: everything the request carried plus the answer. */
export function contextFrom(
  usage: { promptTokens: number; completionTokens: number; estimated: boolean } | undefined,
  windowTokens: number | undefined,
  share?: ContextShare,
): ContextUsageView | undefined {
  if (!usage || !windowTokens) return undefined;
  const used = usage.promptTokens + usage.completionTokens;
  return { usedTokens: used, windowTokens, estimated: usage.estimated, ...(share ? { share } : {}) };
}

/** The context meter's reading of the newest answer that reported one (what folding every answer in order gives). */
export function newestContext(messages: readonly MessageView[]): ContextUsageView | undefined {
  for (let index = messages.length - 1; index >= 0; index--) {
    const message = messages[index]!;
    if (message.role !== 'assistant' || message.details === undefined || message.details === null) continue;
    const details = assistantDetailsOf(message.details);
    const context = contextFrom(details.usage, details.contextTokens, details.contextShare);
    if (context) return context;
  }
  return undefined;
}
