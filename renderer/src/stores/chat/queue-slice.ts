// The chat store's queue slice: messages written while a reply streams wait per conversation, in order (rules in
// message-queue.ts); the next goes out when the open conversation's reply finishes (not stopped, not failed).
import type { ChatSlice, ChatStore, QueueActions, QueueState } from './chat-state';
import {
  adoptDraftQueue,
  DRAFT_KEY,
  editQueued,
  enqueue,
  releasesQueue,
  removeQueued,
  type QueuedMessage,
} from './message-queue';

export function createQueueSlice(): ChatSlice<QueueState & QueueActions> {
  let counter = 0;
  return (set, get) => {
    const putBack = (key: string, message: QueuedMessage) =>
      set((state) => ({ queues: { ...state.queues, [key]: [message, ...(state.queues[key] ?? [])] } }));
    return {
      queues: {},
      queueMessage: (text) => {
        const key = get().activeId ?? DRAFT_KEY;
        set((state) => ({ queues: enqueue(state.queues, key, { id: `queued-${(counter += 1)}`, text }) }));
      },
      editQueued: (key, id, text) => set((state) => ({ queues: editQueued(state.queues, key, id, text) })),
      removeQueued: (key, id) => set((state) => ({ queues: removeQueued(state.queues, key, id) })),
      sendQueuedNow: (key, id) => {
        const { activeId, sending, views, queues } = get();
        if ((activeId ?? DRAFT_KEY) !== key || sending || views[key]?.run?.status === 'running') return;
        const message = queues[key]?.find((candidate) => candidate.id === id);
        if (!message) return;
        set((state) => ({ queues: removeQueued(state.queues, key, id) }));
        // Not sent (refused, offline): back to the front of its queue, never lost.
        void get()
          .send(message.text)
          .then((result) => {
            if (!result.ok) putBack(key, message);
          });
      },
    };
  };
}

/** Watches the store: the draft's queue follows a chat once it is created; a finished run releases one message. */
export function releaseQueueOnRunEnd(store: ChatStore): void {
  /** Runs whose end has been looked at: each releases at most one queued message. */
  const settled = new Set<string>();
  store.subscribe((state) => {
    const id = state.activeId;
    if (!id) return;
    if (state.queues[DRAFT_KEY]) store.setState((current) => ({ queues: adoptDraftQueue(current.queues, id) }));
    const run = store.getState().views[id]?.run;
    if (!run || state.sending || run.status === 'running' || settled.has(run.runId)) return;
    settled.add(run.runId);
    const next = store.getState().queues[id]?.[0];
    if (next && releasesQueue(run)) store.getState().sendQueuedNow(id, next.id);
  });
}
