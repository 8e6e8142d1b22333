// Stored messages as the window's MessageView: the path a conversation shows, each message with its version info
// ("2 / 3") when it has siblings (an edited question, a regenerated answer).
import type { MessageView } from '../../shared/contract';
import type { ConversationStore, MessageBranch, StoredMessage } from '../../storage/conversations';
import type { MessageAttachment } from '../../shared/attachment-types';

export function toMessageView(
  message: StoredMessage,
  branch?: MessageBranch,
  attachments?: readonly MessageAttachment[],
): MessageView {
  return {
    id: message.id,
    seq: message.seq,
    role: message.role,
    content: message.content,
    ...(message.reasoning ? { reasoning: message.reasoning } : {}),
    ...(message.toolCalls ? { toolCalls: message.toolCalls } : {}),
    ...(message.toolCallId ? { toolCallId: message.toolCallId } : {}),
    ...(message.toolName ? { toolName: message.toolName } : {}),
    status: message.status,
    ...(message.error ? { error: message.error } : {}),
    ...(message.details !== null && message.details !== undefined ? { details: message.details } : {}),
    createdAt: message.createdAt,
    ...(branch ? { branch } : {}),
    ...(attachments?.length ? { attachments: [...attachments] } : {}),
  };
}

/** Where a message's files come from (the attachment store). */
export interface MessageFiles {
  forMessages: (messageIds: readonly string[]) => Map<string, MessageAttachment[]>;
}

/**
 * The path shown, with version info on the messages that have other versions and each message's attachments. A
 * summary marker (a system row written before an answer) has no switcher of its own: its versions show on the message
 * after it.
 */
export function pathMessageViews(
  conversations: Pick<ConversationStore, 'listMessages' | 'listBranches'>,
  conversationId: string,
  attachments?: MessageFiles,
): MessageView[] {
  return messageViewsOf(conversations, conversationId, conversations.listMessages(conversationId), attachments);
}

/** pathMessageViews for a stretch of the path (consecutive messages of it, in order). */
export function messageViewsOf(
  conversations: Pick<ConversationStore, 'listBranches'>,
  conversationId: string,
  messages: readonly StoredMessage[],
  attachments?: MessageFiles,
): MessageView[] {
  const branches = conversations.listBranches(conversationId);
  const files = attachments?.forMessages(messages.filter((m) => m.role === 'user').map((m) => m.id));
  let carried: MessageBranch | undefined;
  return messages.map((message) => {
    const own = branches.get(message.id);
    if (message.role === 'system') {
      carried = own ?? carried;
      return toMessageView(message, undefined, files?.get(message.id));
    }
    const branch = own ?? carried;
    carried = undefined;
    return toMessageView(message, branch, files?.get(message.id));
  });
}
