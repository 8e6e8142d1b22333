// The chat store opens a long conversation on its newest turns and adds the older messages after the first paint;
// anything that reads or changes the view first (events of its run, send, regenerate) gets the whole conversation,
// and a view replaced or deleted meanwhile is never joined with stale older messages.
import { describe, expect, it } from 'vitest';
import type { AgentEvent } from '../../electron/shared/agent-events';
import type { MessageView } from '../../electron/shared/contract';
import { activeView, createChatStore, FIRST_PAINT_MESSAGES, type ChatApi } from '../../renderer/src/stores/chat-store';
import { viewFromMessages } from '../../renderer/src/stores/conversation/stored-view';
import { manualFrames } from './manual-frames';

function stored(count: number): MessageView[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `m${i}`,
    seq: i,
    role: i % 2 === 0 ? ('user' as const) : ('assistant' as const),
    content: `message ${i}`,
    status: 'complete' as const,
    createdAt: i,
  }));
}

function fakeApi(messages: MessageView[]) {
  const calls: string[] = [];
  const api = {
    chatList: async () => ({ ok: true, data: [] }),
    chatLoad: async () => ({
      ok: true,
      data: { conversation: { id: 'c1', title: 'Long', kind: 'chat', createdAt: 0, updatedAt: 0 }, messages },
    }),
    chatSend: async () => {
      calls.push('send');
      return { ok: true, data: { runId: 'r1', conversationId: 'c1' } };
    },
    chatRegenerate: async (request: { messageId: string }) => {
      calls.push(`regenerate ${request.messageId}`);
      return { ok: true, data: { runId: 'r2', conversationId: 'c1' } };
    },
    chatSwitchBranch: async () => ({ ok: true, data: { messages: messages.slice(0, 4) } }),
    chatDelete: async () => ({ ok: true, data: null }),
  } as unknown as ChatApi;
  return { api, calls };
}

const ids = (store: ReturnType<typeof createChatStore>) => activeView(store.getState()).items.map((item) => item.id);

describe('chat store: a long conversation opens on its newest turns', () => {
  it('shows the newest whole turns first, then every message once the frame is painted', async () => {
    const messages = stored(1_000);
    const paints = manualFrames();
    const store = createChatStore(fakeApi(messages).api, { afterPaint: paints });
    await store.getState().open('c1');
    const first = ids(store);
    expect(first.length).toBeGreaterThanOrEqual(FIRST_PAINT_MESSAGES);
    expect(first.length).toBeLessThan(FIRST_PAINT_MESSAGES + 2);
    expect(first[0]).toMatch(/^m\d*[02468]$/); // starts with a question
    expect(first.at(-1)).toBe('m999');
    expect(store.getState().loading).toBe(false);
    paints.runFrame();
    expect(activeView(store.getState())).toEqual(viewFromMessages(messages));
    expect(paints.scheduled()).toBe(0);
  });

  it('without an after-paint scheduler, or for a short conversation, shows everything at once', async () => {
    const whole = createChatStore(fakeApi(stored(1_000)).api);
    await whole.getState().open('c1');
    expect(ids(whole)).toHaveLength(1_000);
    const paints = manualFrames();
    const short = createChatStore(fakeApi(stored(10)).api, { afterPaint: paints });
    await short.getState().open('c1');
    expect(ids(short)).toHaveLength(10);
    expect(paints.scheduled()).toBe(0);
  });

  it("events of the conversation's run fold onto the whole conversation, and the later paint adds nothing twice", async () => {
    const messages = stored(200);
    const paints = manualFrames();
    const store = createChatStore(fakeApi(messages).api, { afterPaint: paints });
    await store.getState().open('c1');
    const events: AgentEvent[] = [
      { type: 'agent_start', runId: 'r9', conversationId: 'c1', at: 1 },
      { type: 'message_start', runId: 'r9', messageId: 'new' },
      { type: 'text_delta', runId: 'r9', messageId: 'new', delta: 'hi' },
    ];
    store.getState().applyEvents(events);
    expect(ids(store)).toEqual([...messages.map((message) => message.id), 'new']);
    paints.runFrame();
    expect(ids(store)).toHaveLength(201);
  });

  it("another conversation's events leave the older messages for after the paint", async () => {
    const paints = manualFrames();
    const store = createChatStore(fakeApi(stored(200)).api, { afterPaint: paints });
    await store.getState().open('c1');
    store.getState().applyEvents([{ type: 'agent_start', runId: 'other', conversationId: 'c2', at: 1 }]);
    expect(ids(store).length).toBeLessThan(200);
    paints.runFrame();
    expect(ids(store)).toHaveLength(200);
  });

  it('sending and regenerating act on the whole conversation', async () => {
    const messages = stored(200);
    const paints = manualFrames();
    const { api, calls } = fakeApi(messages);
    const store = createChatStore(api, { afterPaint: paints });
    await store.getState().open('c1');
    await store.getState().send('one more');
    expect(ids(store).slice(0, 200)).toEqual(messages.map((message) => message.id));
    expect(ids(store)).toHaveLength(201);

    const other = createChatStore(api, { afterPaint: manualFrames() });
    await other.getState().open('c1');
    // The oldest question is not among the newest turns: regenerating it needs the whole conversation.
    expect((await other.getState().regenerate('edited', 'm0')).ok).toBe(true);
    expect(calls).toContain('regenerate m0');
    // Edited from the first question: everything after it makes way for the new version.
    expect(activeView(other.getState()).items).toMatchObject([{ kind: 'user', text: 'edited' }]);
  });

  it('a view replaced (another version shown) or deleted meanwhile is not joined with the older messages', async () => {
    const messages = stored(200);
    const paints = manualFrames();
    const store = createChatStore(fakeApi(messages).api, { afterPaint: paints });
    await store.getState().open('c1');
    await store.getState().switchBranch('m2');
    expect(ids(store)).toEqual(['m0', 'm1', 'm2', 'm3']);
    paints.runFrame();
    expect(ids(store)).toEqual(['m0', 'm1', 'm2', 'm3']);

    await store.getState().open('c1');
    await store.getState().remove('c1');
    paints.runFrame();
    expect(store.getState().views.c1).toBeUndefined();
  });
});
