// The chat store opening a long conversation over the real core (SQLite in a temp folder, the IPC handlers): chat:load's
// newest page is shown first and the older page asked for only after the paint, the joined view equals the whole
// conversation's; events of its run and a send wait for the older messages; a path changed between the two pages, or
// a conversation deleted meanwhile, never yields a mixed view.
import { afterEach, describe, expect, it } from 'vitest';
import type { AgentEvent } from '../../electron/shared/agent-events';
import type { HearthApi, MessageView } from '../../electron/shared/contract';
import { activeView, createChatStore, FIRST_PAINT_MESSAGES } from '../../renderer/src/stores/chat-store';
import { foldEvents } from '../../renderer/src/stores/conversation/fold-events';
import { viewFromMessages } from '../../renderer/src/stores/conversation/stored-view';
import { manualFrames } from './manual-frames';

interface LongConversationCore {
  api: HearthApi;
  conversationId: string;
  loads: Record<string, unknown>[];
  whole: () => Promise<MessageView[]>;
  addElsewhere: (content: string) => void;
  removeElsewhere: () => void;
  isRunning: () => boolean;
  close: () => Promise<void>;
}

const helperPath = '../support/long-conversation-core';
const opened: LongConversationCore[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((core) => core.close()));
});

async function openLong(turns = 400) {
  const helper = (await import(/* @vite-ignore */ helperPath)) as {
    startLongConversationCore: (turns: number) => Promise<LongConversationCore>;
  };
  const core = await helper.startLongConversationCore(turns);
  opened.push(core);
  const paints = manualFrames();
  const store = createChatStore(core.api, { afterPaint: paints, pagedOpen: true });
  await store.getState().open(core.conversationId);
  return { core, id: core.conversationId, paints, store };
}

const itemCount = (store: ReturnType<typeof createChatStore>) => activeView(store.getState()).items.length;

describe('chat store over the real core: a long conversation opens on its newest page', () => {
  it('shows the newest whole turns, asks for the older page after the paint, and ends with the whole conversation', async () => {
    const { core, id, paints, store } = await openLong();
    const messages = await core.whole();
    expect(core.loads).toEqual([{ conversationId: id, newest: FIRST_PAINT_MESSAGES }]);
    const first = activeView(store.getState()).items;
    expect(first.length).toBeGreaterThanOrEqual(FIRST_PAINT_MESSAGES - 4);
    expect(first.length).toBeLessThan(FIRST_PAINT_MESSAGES + 4);
    expect(first[0]).toMatchObject({ kind: 'user' });
    expect(store.getState().loading).toBe(false);

    paints.runFrame();
    expect(core.loads[1]).toMatchObject({ conversationId: id, before: { leafId: messages.at(-1)!.id } });
    await expect.poll(() => itemCount(store)).toBeGreaterThan(first.length);
    expect(activeView(store.getState())).toEqual(viewFromMessages(messages));
    // The newest items keep their identity (their rows do not re-render).
    expect(activeView(store.getState()).items.at(-1)).toBe(first.at(-1));
  });

  it("events of the conversation's run wait for the older page, then fold onto the whole conversation", async () => {
    const { core, id, paints, store } = await openLong();
    const messages = await core.whole();
    const events: AgentEvent[] = [
      { type: 'agent_start', runId: 'r9', conversationId: id, at: 1 },
      { type: 'message_start', runId: 'r9', messageId: 'new' },
      { type: 'text_delta', runId: 'r9', messageId: 'new', delta: 'hi' },
    ];
    const before = activeView(store.getState());
    store.getState().applyEvents(events);
    // The events ask for the older page at once (no waiting for the paint); the view waits for it.
    expect(activeView(store.getState())).toBe(before);
    expect(core.loads).toHaveLength(2);
    await expect.poll(() => itemCount(store)).toBe(viewFromMessages(messages).items.length + 1);
    expect(activeView(store.getState())).toEqual(foldEvents(viewFromMessages(messages), events));
    paints.runFrame();
    expect(core.loads).toHaveLength(2);
    expect(itemCount(store)).toBe(viewFromMessages(messages).items.length + 1);
  });

  it('a message sent before the older page arrived goes after the whole conversation', async () => {
    const { core, store } = await openLong(120);
    const messages = await core.whole();
    expect(await store.getState().send('one more')).toEqual({ ok: true });
    const items = activeView(store.getState()).items;
    expect(items.slice(0, -1)).toEqual(viewFromMessages(messages).items);
    expect(items.at(-1)).toMatchObject({ kind: 'user', text: 'one more' });
    await expect.poll(() => core.isRunning(), { timeout: 15_000 }).toBe(false);
  });

  it('a path changed between the two pages is loaded whole instead of joined (no mixed view)', async () => {
    const { core, id, paints, store } = await openLong();
    core.addElsewhere('added elsewhere');
    paints.runFrame();
    await expect.poll(() => core.loads.length).toBe(3);
    expect(core.loads[2]).toEqual({ conversationId: id });
    const messages = await core.whole();
    await expect.poll(() => itemCount(store)).toBe(viewFromMessages(messages).items.length);
    expect(activeView(store.getState())).toEqual(viewFromMessages(messages));
    expect(activeView(store.getState()).items.at(-1)).toMatchObject({ text: 'added elsewhere' });
    expect(store.getState().problem).toBeNull();
  });

  it('a conversation deleted before its older page is asked for is not joined and says so', async () => {
    const { core, paints, store } = await openLong();
    const shown = itemCount(store);
    core.removeElsewhere();
    paints.runFrame();
    await expect.poll(() => store.getState().problem).toMatch(/no longer exists/);
    expect(itemCount(store)).toBe(shown);
  });
});
