// The user's message added to a view the moment it is sent (under a local id until the view is reloaded).
import type { ConversationView, UserItem } from '../conversation-types';

export function addUserItem(
  view: ConversationView,
  id: string,
  text: string,
  attachments?: UserItem['attachments'],
): ConversationView {
  return {
    ...view,
    items: [...view.items, { kind: 'user', id, text, ...(attachments?.length ? { attachments } : {}) }],
  };
}
