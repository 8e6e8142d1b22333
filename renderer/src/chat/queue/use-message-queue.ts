// React access to the message queue of the open conversation: the chat store's queue slice, bound to the open key.
import { useChat } from '../../services-context';
import { DRAFT_KEY, type QueuedMessage } from '../../stores/chat/message-queue';

export interface MessageQueueControls {
  messages: readonly QueuedMessage[];
  add: (text: string) => void;
  edit: (id: string, text: string) => void;
  remove: (id: string) => void;
  sendNow: (id: string) => void;
}

const NONE: readonly QueuedMessage[] = Object.freeze([]);

export function useMessageQueue(): MessageQueueControls {
  const key = useChat((state) => state.activeId) ?? DRAFT_KEY;
  const messages = useChat((state) => state.queues[key] ?? NONE);
  const queueMessage = useChat((state) => state.queueMessage);
  const editQueued = useChat((state) => state.editQueued);
  const removeQueued = useChat((state) => state.removeQueued);
  const sendQueuedNow = useChat((state) => state.sendQueuedNow);
  return {
    messages,
    add: queueMessage,
    edit: (id, text) => editQueued(key, id, text),
    remove: (id) => removeQueued(key, id),
    sendNow: (id) => sendQueuedNow(key, id),
  };
}
