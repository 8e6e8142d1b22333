// Regenerate and edit-and-resend: drops the last user message and everything after it, then sends that message (or
// its edited text) again as a new run. Retry after an error is the same operation.
import type { ConversationStore } from '../storage/conversations';
import type { Prompter } from './prompter';
import type { ChatSession, StartRunResult } from './session';

export interface RegenerateInput {
  conversationId: string;
  /** Edited text for the last user message; omitted to resend it unchanged. */
  text?: string;
  prompter?: Prompter;
  callerId?: string;
}

export function regenerateLastAnswer(
  deps: { conversations: ConversationStore; session: ChatSession },
  input: RegenerateInput,
): StartRunResult {
  const { conversations, session } = deps;
  if (!conversations.get(input.conversationId)) return { ok: false, error: 'That conversation no longer exists.' };
  if (session.isRunning(input.conversationId))
    return { ok: false, error: 'A reply is still being written in this conversation; stop it first.' };
  const lastUser = conversations.listMessages(input.conversationId).findLast((message) => message.role === 'user');
  if (!lastUser) return { ok: false, error: 'There is no message to send again.' };
  const text = input.text ?? lastUser.content;
  if (!text.trim()) return { ok: false, error: 'The message is empty.' };
  conversations.deleteMessagesAfter(input.conversationId, lastUser.seq - 1);
  return session.send({
    conversationId: input.conversationId,
    text,
    prompter: input.prompter,
    callerId: input.callerId,
  });
}
