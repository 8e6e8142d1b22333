// Regenerate and edit-and-resend, as branches: answering a question again adds a new version of its answer, and an
// edited question is a new version of that question (same parent) answered from there. The old versions stay and can
// be shown again (chat:switch-branch). Retry after an error is the same operation.
import type { AttachmentRef, MessageAttachment } from '../../shared/attachment-types';
import type { ConversationStore } from '../../storage/conversations';
import type { Prompter } from '../approvals/prompter';
import type { ChatSession, StartRunResult } from './session';

export interface RegenerateInput {
  conversationId: string;
  /** Edited text for the question; omitted to answer it again unchanged. */
  text?: string;
  /** The question (a user message on the path shown); the last one when omitted. */
  messageId?: string;
  prompter?: Prompter;
  callerId?: string;
}

export interface RegenerateDeps {
  conversations: ConversationStore;
  session: ChatSession;
  /** The files questions carry: an edited question keeps its original's attachments. */
  attachments?: { forMessages: (messageIds: readonly string[]) => Map<string, MessageAttachment[]> };
}

export function regenerateLastAnswer(deps: RegenerateDeps, input: RegenerateInput): StartRunResult {
  const { conversations, session } = deps;
  if (!conversations.get(input.conversationId)) return { ok: false, error: 'That conversation no longer exists.' };
  if (session.isRunning(input.conversationId))
    return { ok: false, error: 'A reply is still being written in this conversation; stop it first.' };
  const path = conversations.listMessages(input.conversationId);
  const question = input.messageId
    ? path.find((message) => message.id === input.messageId && message.role === 'user')
    : path.findLast((message) => message.role === 'user');
  if (!question)
    return {
      ok: false,
      error: input.messageId
        ? 'That message is not a question shown in this conversation.'
        : 'There is no message to send again.',
    };
  const text = input.text ?? question.content;
  const run = { conversationId: input.conversationId, text, prompter: input.prompter, callerId: input.callerId };
  if (input.text !== undefined) {
    const parentId = conversations.parentOf(input.conversationId, question.id) ?? null;
    const attachments: AttachmentRef[] = (deps.attachments?.forMessages([question.id]).get(question.id) ?? []).map(
      ({ sha256, name }) => ({ sha256, name }),
    );
    if (!text.trim() && attachments.length === 0) return { ok: false, error: 'The message is empty.' };
    return session.send({ ...run, parentId, ...(attachments.length > 0 ? { attachments } : {}) });
  }
  if (!text.trim() && !deps.attachments?.forMessages([question.id]).has(question.id))
    return { ok: false, error: 'The message is empty.' };
  conversations.setPathEnd(input.conversationId, question.id);
  return session.send({ ...run, answerAgain: true });
}
