// The sidebar's list in pages (issue 44): the chat store reads 100 conversations, then the next 100 each time the
// sidebar reaches its end (chat:list with `after`, see test/storage/conversation-paging.test.ts), until the oldest;
// a refresh keeps as many as it shows.
import { describe, expect, it } from 'vitest';
import type { ConversationSummary } from '../../electron/shared/contract';
import { createChatStore, type ChatApi } from '../../renderer/src/stores/chat-store';

type ListRequest = { after?: { id: string }; limit?: number };

function listApi(count: number) {
  const all: ConversationSummary[] = Array.from({ length: count }, (_, i) => ({
    id: `c${i}`,
    title: `Chat ${i}`,
    kind: 'chat',
    memoryEnabled: true,
    createdAt: count - i,
    updatedAt: count - i,
  }));
  const requests: ListRequest[] = [];
  const api = {
    chatList: async (request: ListRequest) => {
      requests.push(request);
      const from = request.after ? all.findIndex((c) => c.id === request.after?.id) + 1 : 0;
      return { ok: true, data: all.slice(from, from + (request.limit ?? 100)) };
    },
  } as unknown as ChatApi;
  return { api, requests, all };
}

describe('the conversation list in pages', () => {
  it('reads every conversation once, newest first, and stops asking at the oldest', async () => {
    const { api, requests, all } = listApi(250);
    const store = createChatStore(api);
    await store.getState().refreshList();
    expect(store.getState().conversations).toHaveLength(100);
    expect(store.getState().listComplete).toBe(false);
    await store.getState().loadMoreConversations();
    expect(requests.at(-1)).toEqual({ after: { id: 'c99', updatedAt: 151, createdAt: 151 } });
    await store.getState().loadMoreConversations();
    expect(store.getState().conversations.map((c) => c.id)).toEqual(all.map((c) => c.id));
    expect(store.getState().listComplete).toBe(true);
    await store.getState().loadMoreConversations(); // at the end: no request
    expect(requests).toHaveLength(3);
    await store.getState().refreshList(); // keeps all it shows
    expect(requests.at(-1)).toEqual({ limit: 250 });
    expect(store.getState().conversations).toHaveLength(250);
  });

  it('asks once while a page is on its way, and keeps each conversation once', async () => {
    const { api, requests } = listApi(150);
    const store = createChatStore(api);
    await store.getState().refreshList();
    await Promise.all([store.getState().loadMoreConversations(), store.getState().loadMoreConversations()]);
    expect(requests).toHaveLength(2);
    expect(new Set(store.getState().conversations.map((c) => c.id)).size).toBe(150);
  });
});
