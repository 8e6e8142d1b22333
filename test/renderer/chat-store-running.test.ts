// The chat store shows a run as running from chatSend's answer on, not only once its agent_start arrives in a later
// event batch: before, the chat looked idle for a moment (no "Working…", Send enabled, the list not busy) between the
// user's message and the reply, and the e2e helper could take the tool-call message for the finished reply.
import { describe, expect, it } from 'vitest';
import type { AgentEvent } from '../../electron/shared/agent-events';
import { activeView, createChatStore, isRunning, type ChatApi } from '../../renderer/src/stores/chat-store';

function fakeApi(started: { runId: string; conversationId: string; userMessageId?: string }) {
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

  it('a sent question takes its stored id from the answer, so regenerate names it with no round trip', async () => {
    const first = fakeApi({ runId: 'r5', conversationId: 'c5', userMessageId: 'm1' });
    const store = createChatStore(first.api);
    const sent = store.getState().send('question');
    expect(activeView(store.getState()).items.at(-1)?.id).toMatch(/^local-/);
    first.answer();
    await sent;
    expect(activeView(store.getState()).items.at(-1)).toMatchObject({ kind: 'user', id: 'm1', text: 'question' });
    store.getState().applyEvents([start('r5', 'c5'), end('r5')]);
    expect(store.getState().sending).toBe(false);

    const api = first.api as unknown as Record<string, unknown>;
    api.chatLoad = () => Promise.reject(new Error('regenerate must not reload the conversation'));
    const asked: unknown[] = [];
    let regenerated!: () => void;
    api.chatRegenerate = (request: unknown) => {
      asked.push(request);
      return new Promise(
        (resolve) => (regenerated = () => resolve({ ok: true, data: { runId: 'r6', conversationId: 'c5' } })),
      );
    };
    const again = store.getState().regenerate();
    expect(store.getState().sending).toBe(true);
    await Promise.resolve();
    expect(store.getState().sending).toBe(true);
    regenerated();
    expect((await again).ok).toBe(true);
    expect(asked).toEqual([{ conversationId: 'c5', messageId: 'm1' }]);
    expect(store.getState().sending).toBe(false);
    expect(activeView(store.getState()).run).toEqual({ runId: 'r6', status: 'running' });
    // Answered again, the question shown anew keeps its stored id (no new question was stored).
    expect(activeView(store.getState()).items.at(-1)).toMatchObject({ kind: 'user', id: 'm1' });
  });

  it('a question whose send has not answered yet cannot be regenerated (it has no stored id yet)', async () => {
    const first = fakeApi({ runId: 'r8', conversationId: 'c8' });
    const store = createChatStore(first.api);
    const sent = store.getState().send('question');
    first.answer();
    await sent;
    store.getState().applyEvents([start('r8', 'c8'), end('r8')]);
    const outcome = await store.getState().regenerate();
    expect(outcome).toEqual({ ok: false, error: 'That message is still being saved; try again.' });
    expect(store.getState().sending).toBe(false);
  });

  it('a regenerate that cannot start is no longer sending', async () => {
    const store = createChatStore(fakeApi({ runId: 'r7', conversationId: 'c7' }).api);
    const outcome = await store.getState().regenerate();
    expect(outcome).toEqual({ ok: false, error: 'There is no message to send again.' });
    expect(store.getState().sending).toBe(false);
  });
});
