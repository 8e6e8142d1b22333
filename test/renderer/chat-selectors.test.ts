// The chat store's selectors read the open conversation (or the chat not yet created): its view, run, context reading,
// list entry and project; while a conversation loads they give one stable empty view, so components do not re-render.
import { describe, expect, it } from 'vitest';
import type { AgentEvent } from '../../electron/shared/agent-events';
import type { ConversationSummary, MessageView } from '../../electron/shared/contract';
import {
  activeContext,
  activeConversation,
  activeHasItems,
  activeIsRunning,
  activeProjectId,
  activeRun,
  activeView,
  createChatStore,
  type ChatApi,
} from '../../renderer/src/stores/chat-store';

const summary = (id: string, projectId: string | null): ConversationSummary => ({
  id,
  title: `Chat ${id}`,
  kind: 'chat',
  memoryEnabled: true,
  createdAt: 0,
  updatedAt: 0,
  projectId,
});
const question: MessageView = { id: 'm1', seq: 1, role: 'user', content: 'hi', status: 'complete', createdAt: 1 };

/** A window.hearth stand-in: two conversations (one in project p1), each holding one question; loads wait for `load`. */
function listedApi() {
  let load = () => {};
  const api = {
    chatList: async () => ({ ok: true, data: [summary('c1', 'p1'), summary('c2', null)] }),
    chatLoad: () =>
      new Promise((resolve) => {
        load = () => resolve({ ok: true, data: { messages: [question] } });
      }),
  } as unknown as ChatApi;
  return { api, load: () => load() };
}

describe('chat store selectors', () => {
  it('a chat not yet created: the draft view, no list entry, the project it starts in', async () => {
    const { api } = listedApi();
    const store = createChatStore(api);
    await store.getState().refreshList();
    store.getState().newChat('p9');
    const state = store.getState();
    expect(activeView(state)).toBe(state.draft);
    expect(activeConversation(state)).toBeUndefined();
    expect(activeProjectId(state)).toBe('p9');
    expect(activeHasItems(state)).toBe(false);
    expect(activeRun(state)).toBeUndefined();
  });

  it('an open conversation: one stable empty view while it loads, then its items, entry, project and run', async () => {
    const { api, load } = listedApi();
    const store = createChatStore(api);
    await store.getState().refreshList();
    const opened = store.getState().open('c1');
    const loading = activeView(store.getState());
    expect(loading.items).toEqual([]);
    store.getState().dismissProblem();
    expect(activeView(store.getState())).toBe(loading);
    expect(activeConversation(store.getState())?.title).toBe('Chat c1');
    expect(activeProjectId(store.getState())).toBe('p1');

    load();
    await opened;
    expect(activeHasItems(store.getState())).toBe(true);
    expect(activeView(store.getState()).items).toMatchObject([{ kind: 'user', text: 'hi' }]);

    const events: AgentEvent[] = [
      { type: 'agent_start', runId: 'r1', conversationId: 'c1', at: 1 },
      {
        type: 'message_end',
        runId: 'r1',
        messageId: 'a1',
        text: 'hello',
        status: 'complete',
        toolCalls: [],
        usage: { promptTokens: 90, completionTokens: 10, estimated: false },
        contextTokens: 1_000,
      },
    ];
    store.getState().applyEvents(events);
    expect(activeRun(store.getState())).toEqual({ runId: 'r1', status: 'running' });
    expect(activeIsRunning(store.getState())).toBe(true);
    expect(activeContext(store.getState())).toEqual({ usedTokens: 100, windowTokens: 1_000, estimated: false });

    store.getState().newChat();
    const other = store.getState().open('c2');
    expect(activeProjectId(store.getState())).toBeNull();
    expect(activeIsRunning(store.getState())).toBe(false);
    load();
    await other;
  });
});
