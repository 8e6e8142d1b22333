// chat:load in pages over a real runtime (SQLite in a temp folder): the newest whole turns, then the messages before
// them, together exactly what the whole load answers (tool calls, a summary marker, versions); the first page reads
// only its own rows; a path changed between the two calls refuses the older page; a deleted conversation is not_found.
import { describe, expect, it } from 'vitest';
import { createPendingApprovals } from '../../electron/agent/approvals/pending-approvals';
import type { HearthRuntime } from '../../electron/runtime/create-runtime';
import { createInvokeHandlers } from '../../electron/runtime/handlers/index';
import type { InvokeResult, MessageView } from '../../electron/shared/contract';
import { createInvokeDispatcher } from '../../electron/shared/invoke-dispatch';
import { dataOf } from '../support/invoke-result';
import { useRuntimeFixture } from '../support/runtime-fixture';
import { callerId } from '../../electron/shared/caller-id';

const fixture = useRuntimeFixture();
const caller = { id: callerId.window(1) };

interface Loaded {
  messages: MessageView[];
  older?: number;
  leafId?: string;
}

async function setUp(runtime?: HearthRuntime) {
  runtime ??= await fixture.open();
  const dispatch = createInvokeDispatcher(
    createInvokeHandlers({ runtime, approvals: createPendingApprovals(), version: 'test' }),
  );
  const load = async (request: Record<string, unknown>) =>
    (await dispatch('chat:load', request, caller)) as InvokeResult<Loaded>;
  return { runtime, load };
}

/** `turns` questions, each answered directly or after tool calls; a summary marker and an edited question on the way. */
function seed(runtime: HearthRuntime, turns: number): string {
  const { id } = runtime.conversations.create({ title: 'Long' });
  let last: string | null = null;
  const add = (fields: Parameters<HearthRuntime['conversations']['appendMessage']>[0]) => {
    const parentId = last;
    last = runtime.conversations.appendMessage(fields).id;
    return { parentId };
  };
  for (let turn = 0; turn < turns; turn++) {
    if (turn === Math.floor(turns / 2))
      add({
        conversationId: id,
        role: 'system',
        content: 'Earlier: a summary',
        details: { compaction: { folded: 4, throughSeq: 3, method: 'summary' } },
      });
    const question = add({ conversationId: id, role: 'user', content: `question ${turn}` });
    if (turn % 3 === 1) {
      // Some providers number calls per request: ids repeat across turns.
      const calls = [
        { id: 'call_0', name: 'datetime', arguments: '{}' },
        { id: `c${turn}`, name: 'shell', arguments: `{"n":${turn}}` },
      ];
      add({ conversationId: id, role: 'assistant', content: '', toolCalls: calls });
      for (const call of calls)
        add({ conversationId: id, role: 'tool', content: `result ${turn}`, toolCallId: call.id, toolName: call.name });
    }
    add({
      conversationId: id,
      role: 'assistant',
      content: `answer ${turn}`,
      details: { finishReason: 'stop', usage: { promptTokens: turn, completionTokens: 1, estimated: false } },
    });
    if (turn === turns - 3) {
      // An edited question: a second version of it (same parent), whose answer continues the path shown.
      add({ conversationId: id, role: 'user', content: `question ${turn}, edited`, parentId: question.parentId });
      add({ conversationId: id, role: 'assistant', content: `answer ${turn}, edited` });
    }
  }
  return id;
}

describe('chat:load in pages', () => {
  it('the newest whole turns, then the messages before them, are together exactly the whole path', async () => {
    const { runtime, load } = await setUp();
    const id = seed(runtime, 120);
    const whole = dataOf(await load({ conversationId: id }));
    expect(whole.older).toBeUndefined();
    expect(whole.messages.some((message) => message.branch)).toBe(true);

    for (const newest of [1, 16, 40]) {
      const page = dataOf(await load({ conversationId: id, newest }));
      expect(page.messages.length).toBeGreaterThanOrEqual(newest);
      expect(page.messages.length).toBeLessThan(newest + 8);
      expect(page.messages[0]!.role).toBe('user');
      expect(page.older).toBe(whole.messages.length - page.messages.length);
      expect(page.leafId).toBe(whole.messages.at(-1)!.id);
      expect(page.messages).toEqual(whole.messages.slice(page.older));

      const older = dataOf(
        await load({ conversationId: id, before: { seq: page.messages[0]!.seq, leafId: page.leafId } }),
      );
      expect(older.older).toBe(0);
      expect([...older.messages, ...page.messages]).toEqual(whole.messages);
    }
  });

  it('a page never starts after a call whose result it holds, and a summary marker before it carries its versions', async () => {
    const { runtime, load } = await setUp();
    const id = seed(runtime, 12);
    const whole = dataOf(await load({ conversationId: id })).messages;
    for (let newest = 1; newest <= whole.length + 1; newest++) {
      const page = dataOf(await load({ conversationId: id, newest }));
      expect(page.messages).toEqual(whole.slice(page.older));
      const calls = new Set(page.messages.flatMap((message) => (message.toolCalls ?? []).map((call) => call.id)));
      const firstCallOf = (callId: string) => page.messages.findIndex((m) => m.toolCalls?.some((c) => c.id === callId));
      page.messages.forEach((message, index) => {
        if (message.role === 'tool') {
          expect(calls.has(message.toolCallId!)).toBe(true);
          expect(firstCallOf(message.toolCallId!)).toBeLessThan(index);
        }
      });
      if (newest > whole.length - 1) expect(page.older).toBe(0);
    }
  });

  it('reads only the newest rows for the first page of a long conversation', async () => {
    const runtime = await fixture.open();
    const id = seed(runtime, 1_000);
    let rowsRead = 0;
    const conversations = runtime.conversations;
    const counting = new Proxy(conversations, {
      get(target, name, receiver) {
        if (name !== 'listMessages') return Reflect.get(target, name, receiver) as unknown;
        return (...args: Parameters<typeof conversations.listMessages>) => {
          const rows = conversations.listMessages(...args);
          rowsRead += rows.length;
          return rows;
        };
      },
    });
    const { load } = await setUp({ ...runtime, conversations: counting } as HearthRuntime);
    const page = dataOf(await load({ conversationId: id, newest: 16 }));
    expect(page.older).toBeGreaterThan(2_000);
    expect(rowsRead).toBeLessThan(100);
    dataOf(await load({ conversationId: id, before: { seq: page.messages[0]!.seq, leafId: page.leafId } }));
    expect(rowsRead).toBeGreaterThan(2_000);
  });

  it('refuses the older page once the path changed (a message added, another version shown); the whole load still works', async () => {
    const { runtime, load } = await setUp();
    const id = seed(runtime, 40);
    const page = dataOf(await load({ conversationId: id, newest: 16 }));
    const before = { seq: page.messages[0]!.seq, leafId: page.leafId };

    runtime.conversations.appendMessage({ conversationId: id, role: 'user', content: 'one more' });
    const added = await load({ conversationId: id, before });
    expect(added).toMatchObject({ ok: false, error: { kind: 'refused' } });

    const again = dataOf(await load({ conversationId: id, newest: 16 }));
    const firstVersion = dataOf(await load({ conversationId: id })).messages.find((m) => m.branch?.index === 2)!;
    runtime.conversations.showBranch(id, firstVersion.branch!.previousId!);
    const switched = await load({ conversationId: id, before: { seq: again.messages[0]!.seq, leafId: again.leafId } });
    expect(switched).toMatchObject({ ok: false, error: { kind: 'refused' } });
    expect(dataOf(await load({ conversationId: id })).messages.at(-1)!.content).toBe('answer 37');
  });

  it('a short or empty conversation is one page; a deleted one is not_found; newest and before together are invalid', async () => {
    const { runtime, load } = await setUp();
    const short = seed(runtime, 3);
    const whole = dataOf(await load({ conversationId: short })).messages;
    expect(dataOf(await load({ conversationId: short, newest: 16 }))).toMatchObject({
      messages: whole,
      older: 0,
      leafId: whole.at(-1)!.id,
    });
    const empty = runtime.conversations.create({ title: 'Empty' });
    expect(dataOf(await load({ conversationId: empty.id, newest: 16 }))).toEqual({
      conversation: expect.objectContaining({ id: empty.id }) as unknown,
      messages: [],
      older: 0,
    });
    const before = { seq: whole[0]!.seq, leafId: whole.at(-1)!.id };
    expect(await load({ conversationId: short, newest: 4, before })).toMatchObject({
      ok: false,
      error: { kind: 'invalid_request' },
    });
    runtime.conversations.remove(short);
    for (const request of [{ newest: 16 }, { before }, {}])
      expect(await load({ conversationId: short, ...request })).toMatchObject({
        ok: false,
        error: { kind: 'not_found' },
      });
  });
});
