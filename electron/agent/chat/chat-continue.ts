// Continue: a follow-up run for an answer cut off at the model's limit (finish_reason 'length'). The request carries
// the conversation and then a short instruction to go on where the answer stopped; that instruction is never stored or
// shown, and the continuation is stored as a new assistant message right after the cut one (requests join the two).
import { isCutOff } from '../../shared/message-details';
import type { ConversationStore } from '../../storage/conversations';
import type { Prompter } from '../approvals/prompter';
import type { ChatSession, StartRunResult } from './session';

export const CONTINUE_INSTRUCTION =
  'Your previous answer was cut off at the output limit. Continue it exactly where it stopped: do not repeat anything, add no preamble.';

export function continueCutOffAnswer(
  deps: { conversations: ConversationStore; session: ChatSession },
  input: { conversationId: string; prompter?: Prompter; callerId?: string },
): StartRunResult {
  const { conversations, session } = deps;
  if (!conversations.get(input.conversationId)) return { ok: false, error: 'That conversation no longer exists.' };
  if (session.isRunning(input.conversationId))
    return { ok: false, error: 'A reply is still being written in this conversation; stop it first.' };
  const last = conversations.listMessages(input.conversationId, { limit: 1 })[0];
  if (!last || last.role !== 'assistant' || !isCutOff(last.details))
    return { ok: false, error: 'The last answer was not cut off, so there is nothing to continue.' };
  return session.send({
    conversationId: input.conversationId,
    text: CONTINUE_INSTRUCTION,
    continuation: true,
    prompter: input.prompter,
    callerId: input.callerId,
  });
}
