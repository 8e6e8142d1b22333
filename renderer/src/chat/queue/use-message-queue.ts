// React access to the message queue of the open conversation: one queue store per chat store, made on first use.
import { useStore } from 'zustand';
import { useChat, useServices } from '../../services-context';
import type { ChatStore } from '../../stores/chat-store';
import { DRAFT_KEY, type QueuedMessage } from './message-queue';
import { createMessageQueueStore, type MessageQueueStore } from './message-queue-store';

export interface MessageQueueControls {
  messages: readonly QueuedMessage[];
  add: (text: string) => void;
  edit: (id: string, text: string) => void;
  remove: (id: string) => void;
  sendNow: (id: string) => void;
}

const stores = new WeakMap<ChatStore, MessageQueueStore>();
const NONE: readonly QueuedMessage[] = Object.freeze([]);

function queueStoreFor(chat: ChatStore): MessageQueueStore {
  let store = stores.get(chat);
  if (!store) stores.set(chat, (store = createMessageQueueStore(chat)));
  return store;
}

export function useMessageQueue(): MessageQueueControls {
  const store = queueStoreFor(useServices().chat);
  const key = useChat((state) => state.activeId) ?? DRAFT_KEY;
  const messages = useStore(store, (state) => state.queues[key] ?? NONE);
  const actions = store.getState();
  return {
    messages,
    add: actions.add,
    edit: (id, text) => actions.edit(key, id, text),
    remove: (id) => actions.remove(key, id),
    sendNow: (id) => actions.sendNow(key, id),
  };
}
