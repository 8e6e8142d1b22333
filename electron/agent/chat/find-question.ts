// Finds the question a regenerate or an edit is about without reading the whole conversation: a given message by its
// id, else the last user message of the path shown, read backwards a page at a time.
import type { StoredMessage } from '../../shared/conversation-types';
import type { ConversationStore } from '../../storage/conversations';

const PAGE = 16;

export function findQuestion(
  conversations: Pick<ConversationStore, 'getMessage' | 'listMessages'>,
  conversationId: string,
  messageId: string | undefined,
): StoredMessage | undefined {
  if (messageId !== undefined) {
    const message = conversations.getMessage(messageId);
    return message?.conversationId === conversationId && message.role === 'user' ? message : undefined;
  }
  let beforeSeq: number | undefined;
  for (;;) {
    const page = conversations.listMessages(conversationId, {
      limit: PAGE,
      ...(beforeSeq !== undefined ? { beforeSeq } : {}),
    });
    const question = page.findLast((message) => message.role === 'user');
    if (question) return question;
    if (page.length < PAGE) return undefined;
    beforeSeq = page[0]!.seq;
  }
}
