// The message queue as a small zustand store beside the chat store: it holds the queued messages per conversation and
// watches the chat store; when the open conversation's reply finishes (not stopped, not failed) it sends the next one.
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ChatStore } from '../../stores/chat-store';
import {
  adoptDraftQueue,
  DRAFT_KEY,
  editQueued,
  enqueue,
  type MessageQueues,
  releasesQueue,
  removeQueued,
} from './message-queue';

export interface MessageQueueState {
  queues: MessageQueues;
  /** Queues text for the open conversation (or the chat not yet created). */
  add: (text: string) => void;
  edit: (key: string, id: string, text: string) => void;
  remove: (key: string, id: string) => void;
  /** Sends a queued message of the open conversation now (no reply is running). */
  sendNow: (key: string, id: string) => void;
}

export type MessageQueueStore = StoreApi<MessageQueueState>;

export function createMessageQueueStore(chat: ChatStore): MessageQueueStore {
  let counter = 0;
  /** Runs whose end has been looked at: each releases at most one queued message. */
  const settled = new Set<string>();
  const store = createStore<MessageQueueState>()((set, get) => {
    const send = (key: string, id: string) => {
      const message = get().queues[key]?.find((candidate) => candidate.id === id);
      if (!message) return;
      set((state) => ({ queues: removeQueued(state.queues, key, id) }));
      void chat
        .getState()
        .send(message.text)
        .then((result) => {
          // Not sent (refused, offline): back to the front of its queue, never lost.
          if (!result.ok)
            set((state) => ({ queues: { ...state.queues, [key]: [message, ...(state.queues[key] ?? [])] } }));
        });
    };
    return {
      queues: {},
      add: (text) => {
        const key = chat.getState().activeId ?? DRAFT_KEY;
        set((state) => ({ queues: enqueue(state.queues, key, { id: `queued-${(counter += 1)}`, text }) }));
      },
      edit: (key, id, text) => set((state) => ({ queues: editQueued(state.queues, key, id, text) })),
      remove: (key, id) => set((state) => ({ queues: removeQueued(state.queues, key, id) })),
      sendNow: (key, id) => {
        const { activeId, sending, views } = chat.getState();
        if ((activeId ?? DRAFT_KEY) !== key || sending || views[key]?.run?.status === 'running') return;
        send(key, id);
      },
    };
  });

  chat.subscribe((state) => {
    const id = state.activeId;
    if (!id) return;
    if (store.getState().queues[DRAFT_KEY]) store.setState((queue) => ({ queues: adoptDraftQueue(queue.queues, id) }));
    const run = state.views[id]?.run;
    if (!run || state.sending || run.status === 'running' || settled.has(run.runId)) return;
    settled.add(run.runId);
    const next = store.getState().queues[id]?.[0];
    if (next && releasesQueue(run)) store.getState().sendNow(id, next.id);
  });
  return store;
}
