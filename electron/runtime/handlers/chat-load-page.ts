// chat:load in two pages for the window: the newest whole turns of a conversation's path (what it paints first), then
// the messages before them, refused when the path no longer ends where it did (the window then loads it whole).
import { failure, type MessageView } from '../../shared/contract';
import { newestTurnsStart } from '../../shared/newest-turns';
import type { ConversationStore } from '../../storage/conversations';
import { messageViewsOf, type MessageFiles } from './message-views';

type PathReader = Pick<ConversationStore, 'listMessages' | 'listBranches' | 'pathEnd' | 'pathLength'>;

export interface MessagePage {
  messages: MessageView[];
  /** How many messages of the path come before `messages`. */
  older: number;
  /** The path's last message when the page was read (absent: no messages). */
  leafId?: string;
}

/**
 * At least `newest` messages from the end of the path, starting at a question (whole turns, as newestTurnsStart cuts),
 * or the whole path when it is shorter. Reads only the rows it returns (plus a few before them), never the whole path.
 */
export function newestMessagePage(
  conversations: PathReader,
  conversationId: string,
  newest: number,
  attachments?: MessageFiles,
): MessagePage {
  for (let limit = newest * 2 + 16; ; limit *= 4) {
    // One row more than `limit`: fewer than that back means the whole path was read.
    const rows = conversations.listMessages(conversationId, { limit: limit + 1 });
    const whole = rows.length <= limit;
    const cut = newestTurnsStart(rows, newest);
    if (cut === 0 && !whole) continue;
    // From the row before the cut: a summary marker there carries its version info to the first message shown.
    const from = Math.max(0, cut - 1);
    const messages = messageViewsOf(conversations, conversationId, rows.slice(from), attachments).slice(cut - from);
    const leafId = rows.at(-1)?.id;
    return {
      messages,
      older: whole ? cut : Math.max(0, conversations.pathLength(conversationId) - messages.length),
      ...(leafId ? { leafId } : {}),
    };
  }
}

/**
 * The messages of the path before seq `before.seq`, while the path still ends at `before.leafId` (the path is that
 * message's chain of parents, so the same end means the same path). `refused` once it changed (a branch switched, a
 * message added or removed): a view joined from the two pages would mix two paths.
 */
export function olderMessagePage(
  conversations: PathReader,
  conversationId: string,
  before: { seq: number; leafId: string },
  attachments?: MessageFiles,
): MessagePage {
  if (conversations.pathEnd(conversationId) !== before.leafId)
    throw failure('refused', 'The conversation changed while it was opening; load it again.');
  const rows = conversations.listMessages(conversationId, { beforeSeq: before.seq });
  return {
    messages: messageViewsOf(conversations, conversationId, rows, attachments),
    older: 0,
    leafId: before.leafId,
  };
}
