// The chat store shows a run as running from chatSend's answer on, not only once its agent_start arrives in a later
// event batch: before, the chat looked idle for a moment (no "Working…", Send enabled, the list not busy) between the
// user's message and the reply, and the e2e helper could take the tool-call message for the finished reply.
import { describe, expect, it } from 'vitest';
import type { AgentEvent } from '../../electron/shared/agent-events';
import { activeView, createChatStore, isRunning, type ChatApi } from '../../renderer/src/stores/chat-store';

function fakeApi(started: { runId: string; conversationId: string }) {
  let answer!: () => void;
  // Answers are the contract's InvokeResult, as window.hearth gives them.
  const api = {
    chatList: async () => ({ ok: true, data: [] }),
    chatSend: () => new Promise((resolve) => (answer = () => resolve({ ok: true, data: started }))),
  } as unknown as ChatApi;
  return { api, answer: () => answer() };
}

const start = (runId: string, conversationId: string): AgentEvent => ({
  type: 'agent_start',
  runId,
  conversationId,
  at: 1,
});
const end = (runId: string): AgentEvent => ({ type: 'agent_end', runId, reason: 'done' });

describe('chat store: the running state of a sent message', () => {
  it('sending until chatSend answers, then running even before any event, until agent_end', async () => {
    const { api, answer } = fakeApi({ runId: 'r1', conversationId: 'c1' });
    const store = createChatStore(api);
    const sent = store.getState().send('hello');
    expect(store.getState().sending).toBe(true);
    answer();
    await sent;
    expect(store.getState()).toMatchObject({ sending: false, activeId: 'c1' });
    expect(isRunning(activeView(store.getState()))).toBe(true);
    store.getState().applyEvents([start('r1', 'c1')]);
    expect(isRunning(activeView(store.getState()))).toBe(true);
    store.getState().applyEvents([end('r1')]);
    expect(activeView(store.getState()).run).toEqual({ runId: 'r1', status: 'done' });
  });

  it('a run that already ended before chatSend answered stays ended', async () => {
    const { api, answer } = fakeApi({ runId: 'r2', conversationId: 'c2' });
    const store = createChatStore(api);
    const sent = store.getState().send('hello');
    store.getState().applyEvents([start('r2', 'c2'), end('r2')]);
    answer();
    await sent;
    expect(activeView(store.getState()).run).toEqual({ runId: 'r2', status: 'done' });
  });

  it('a second message in the same chat: running from the answer, not left with the previous run', async () => {
    const first = fakeApi({ runId: 'r3', conversationId: 'c3' });
    const store = createChatStore(first.api);
    const sent = store.getState().send('one');
    first.answer();
    await sent;
    store.getState().applyEvents([start('r3', 'c3'), end('r3')]);
    expect(isRunning(activeView(store.getState()))).toBe(false);

    let answerSecond!: () => void;
    (first.api as { chatSend: unknown }).chatSend = () =>
      new Promise(
        (resolve) => (answerSecond = () => resolve({ ok: true, data: { runId: 'r4', conversationId: 'c3' } })),
      );
    const second = store.getState().send('two');
    expect(activeView(store.getState()).run).toBeUndefined();
    answerSecond();
    await second;
    expect(activeView(store.getState()).run).toEqual({ runId: 'r4', status: 'running' });
    store.getState().applyEvents([start('r4', 'c3'), end('r4')]);
    expect(activeView(store.getState()).run).toEqual({ runId: 'r4', status: 'done' });
  });

  it('regenerate (also Retry and an edited question) is sending from the call on, before any round trip', async () => {
    const first = fakeApi({ runId: 'r5', conversationId: 'c5' });
    const store = createChatStore(first.api);
    const sent = store.getState().send('question');
    first.answer();
    await sent;
    store.getState().applyEvents([start('r5', 'c5'), end('r5')]);
    expect(store.getState().sending).toBe(false);

    // The question is still known by its local id, so its stored id takes a chatLoad round trip first.
    let loaded!: () => void;
    const api = first.api as unknown as Record<string, unknown>;
    api.chatLoad = () =>
      new Promise((resolve) => {
        const message = { seq: 0, role: 'user', content: 'question', status: 'complete', createdAt: 0 };
        loaded = () =>
          resolve({ ok: true, data: { conversation: { id: 'c5' }, messages: [{ id: 'm1', ...message }] } });
      });
    let regenerated!: () => void;
    api.chatRegenerate = () =>
      new Promise(
        (resolve) => (regenerated = () => resolve({ ok: true, data: { runId: 'r6', conversationId: 'c5' } })),
      );
    const again = store.getState().regenerate();
    expect(store.getState().sending).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.getState().sending).toBe(true);
    loaded();
    await new Promise((resolve) => setTimeout(resolve, 0));
    regenerated();
    expect((await again).ok).toBe(true);
    expect(store.getState().sending).toBe(false);
    expect(activeView(store.getState()).run).toEqual({ runId: 'r6', status: 'running' });
  });

  it('a regenerate that cannot start is no longer sending', async () => {
    const store = createChatStore(fakeApi({ runId: 'r7', conversationId: 'c7' }).api);
    const outcome = await store.getState().regenerate();
    expect(outcome).toEqual({ ok: false, error: 'There is no message to send again.' });
    expect(store.getState().sending).toBe(false);
  });
});
