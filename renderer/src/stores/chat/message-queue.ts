// The message queue's pure rules: messages written while a reply streams wait per conversation, in order; each can be
// edited or removed; the next one goes out only when a reply finished normally (a stopped or failed one keeps them).
import type { RunView } from '../conversation-types';

export interface QueuedMessage {
  id: string;
  text: string;
}

/** Queued messages per conversation key (a conversation id, or 'draft' for the chat not yet created). */
export type MessageQueues = Readonly<Record<string, readonly QueuedMessage[]>>;

export const DRAFT_KEY = 'draft';

export function enqueue(queues: MessageQueues, key: string, message: QueuedMessage): MessageQueues {
  if (!message.text.trim()) return queues;
  return { ...queues, [key]: [...(queues[key] ?? []), message] };
}

export function editQueued(queues: MessageQueues, key: string, id: string, text: string): MessageQueues {
  if (!text.trim()) return removeQueued(queues, key, id);
  return {
    ...queues,
    [key]: (queues[key] ?? []).map((message) => (message.id === id ? { ...message, text } : message)),
  };
}

export function removeQueued(queues: MessageQueues, key: string, id: string): MessageQueues {
  const rest = (queues[key] ?? []).filter((message) => message.id !== id);
  const next = { ...queues, [key]: rest };
  if (rest.length === 0) delete next[key];
  return next;
}

/** The draft's queue follows the chat once the runtime has created it. */
export function adoptDraftQueue(queues: MessageQueues, conversationId: string): MessageQueues {
  const draft = queues[DRAFT_KEY];
  if (!draft || draft.length === 0) return queues;
  const next = { ...queues, [conversationId]: [...(queues[conversationId] ?? []), ...draft] };
  delete next[DRAFT_KEY];
  return next;
}

/** Whether the run's end lets the next queued message go out: only a reply that finished ('done'). */
export function releasesQueue(run: RunView | undefined): boolean {
  return run?.status === 'done';
}
