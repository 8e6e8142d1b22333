// Branches over a real runtime (SQLite in a temp folder) and the fake model, through the IPC handlers: an edited
// question and a regenerated answer keep the old versions; switching versions changes what the window loads, what
// the next request to the model carries and what export writes.
import { describe, expect, it } from 'vitest';
import { createPendingApprovals } from '../../electron/agent/approvals/pending-approvals';
import { createInvokeHandlers } from '../../electron/runtime/handlers/index';
import { pathMessageViews } from '../../electron/runtime/handlers/message-views';
import type { MessageView } from '../../electron/shared/contract';
import { createInvokeDispatcher } from '../../electron/shared/invoke-dispatch';
import type { RecordedRequest } from '../support/fake-llm-server';
import { dataOf } from '../support/invoke-result';
import { useRuntimeFixture } from '../support/runtime-fixture';
import { callerId } from '../../electron/shared/caller-id';

const fixture = useRuntimeFixture();
const caller = { id: callerId.window(1) };

async function setUp() {
  const runtime = await fixture.open();
  const dispatch = createInvokeDispatcher(
    createInvokeHandlers({ runtime, approvals: createPendingApprovals(), version: 'test' }),
  );
  const idle = (conversationId: string) =>
    expect.poll(() => runtime.session.isRunning(conversationId), { timeout: 15_000 }).toBe(false);
  const load = async (conversationId: string) =>
    (dataOf(await dispatch('chat:load', { conversationId }, caller)) as { messages: MessageView[] }).messages;
  return { runtime, dispatch, idle, load };
}

const completions = () => fixture.server.requests.filter((request) => request.path.endsWith('/chat/completions'));
const conversationOf = (request: RecordedRequest) =>
  (request.messages as { role: string; content: unknown }[])
    .filter((message) => message.role !== 'system')
    .map((message) => `${message.role}: ${String(message.content)}`);
const shown = (messages: MessageView[]) => messages.map((message) => message.content);

describe('branches', () => {
  it('editing an earlier question keeps the old branch; the next request follows the branch shown', async () => {
    const { dispatch, idle, load } = await setUp();
    fixture.server.script(
      { kind: 'text', text: 'Lisbon is lovely.' },
      { kind: 'text', text: 'Porto has wine.' },
      { kind: 'text', text: 'Madrid is inland.' },
      { kind: 'text', text: 'Sintra, a day trip.' },
      { kind: 'text', text: 'Faro, by the sea.' },
    );
    const first = dataOf(await dispatch('chat:send', { text: 'Tell me about Lisbon' }, caller)) as {
      conversationId: string;
    };
    const id = first.conversationId;
    await idle(id);
    dataOf(await dispatch('chat:send', { conversationId: id, text: 'And Porto?' }, caller));
    await idle(id);
    const porto = (await load(id)).find((message) => message.content === 'And Porto?')!;

    dataOf(await dispatch('chat:regenerate', { conversationId: id, messageId: porto.id, text: 'And Madrid?' }, caller));
    await idle(id);
    const edited = await load(id);
    expect(shown(edited)).toEqual(['Tell me about Lisbon', 'Lisbon is lovely.', 'And Madrid?', 'Madrid is inland.']);
    expect(conversationOf(completions().at(-1)!)).toEqual([
      'user: Tell me about Lisbon',
      'assistant: Lisbon is lovely.',
      'user: And Madrid?',
    ]);
    const madrid = edited[2]!;
    expect(madrid.branch).toEqual({ index: 2, count: 2, previousId: porto.id, nextId: null });
    expect(edited[0]!.branch).toBeUndefined();

    // Back to the first version: the Porto branch is shown again, and the conversation continues from it.
    const switched = dataOf(
      await dispatch('chat:switch-branch', { conversationId: id, messageId: madrid.branch!.previousId! }, caller),
    ) as { messages: MessageView[] };
    expect(shown(switched.messages)).toEqual([
      'Tell me about Lisbon',
      'Lisbon is lovely.',
      'And Porto?',
      'Porto has wine.',
    ]);
    expect(switched.messages[2]!.branch).toMatchObject({ index: 1, count: 2, nextId: madrid.id });
    expect(shown(await load(id))).toEqual(shown(switched.messages));
    dataOf(await dispatch('chat:send', { conversationId: id, text: 'Any day trips?' }, caller));
    await idle(id);
    expect(conversationOf(completions().at(-1)!)).toEqual([
      'user: Tell me about Lisbon',
      'assistant: Lisbon is lovely.',
      'user: And Porto?',
      'assistant: Porto has wine.',
      'user: Any day trips?',
    ]);

    // Editing the very first question starts a new first version with nothing after it.
    const lisbon = (await load(id))[0]!;
    dataOf(
      await dispatch(
        'chat:regenerate',
        { conversationId: id, messageId: lisbon.id, text: 'Tell me about Faro' },
        caller,
      ),
    );
    await idle(id);
    expect(conversationOf(completions().at(-1)!)).toEqual(['user: Tell me about Faro']);
    expect((await load(id))[0]!.branch).toMatchObject({ index: 2, count: 2, previousId: lisbon.id });
  });

  it('regenerating an answer adds a sibling answer; export writes the version shown', async () => {
    const { runtime, dispatch, idle, load } = await setUp();
    fixture.server.script({ kind: 'text', text: 'FIRST-ANSWER' }, { kind: 'text', text: 'SECOND-ANSWER' });
    const sent = dataOf(await dispatch('chat:send', { text: 'Name a colour' }, caller)) as { conversationId: string };
    const id = sent.conversationId;
    await idle(id);
    dataOf(await dispatch('chat:regenerate', { conversationId: id }, caller));
    await idle(id);
    // The question is asked once more, not stored twice, and the old answer is not in the request.
    expect(conversationOf(completions().at(-1)!)).toEqual(['user: Name a colour']);
    const messages = await load(id);
    expect(shown(messages)).toEqual(['Name a colour', 'SECOND-ANSWER']);
    expect(messages[0]!.branch).toBeUndefined();
    expect(messages[1]!.branch).toMatchObject({ index: 2, count: 2, nextId: null });

    const exportedText = async (format: 'md' | 'json') => {
      const result = await runtime.conversationExport.exportOne(id, format);
      if (!result.ok) throw new Error(result.message);
      return result.export.text;
    };
    expect(await exportedText('md')).toContain('SECOND-ANSWER');
    expect(await exportedText('md')).not.toContain('FIRST-ANSWER');
    dataOf(
      await dispatch('chat:switch-branch', { conversationId: id, messageId: messages[1]!.branch!.previousId! }, caller),
    );
    expect(await exportedText('json')).toContain('FIRST-ANSWER');
    expect(await exportedText('json')).not.toContain('SECOND-ANSWER');
  });

  it('refuses a message of another conversation and a switch while a reply runs, changing nothing', async () => {
    const { runtime, dispatch, idle, load } = await setUp();
    fixture.server.script({ kind: 'text', text: 'One.' }, { kind: 'text', text: 'Two.' });
    const a = (dataOf(await dispatch('chat:send', { text: 'first chat' }, caller)) as { conversationId: string })
      .conversationId;
    await idle(a);
    const b = (dataOf(await dispatch('chat:send', { text: 'second chat' }, caller)) as { conversationId: string })
      .conversationId;
    await idle(b);
    const foreign = (await load(b))[0]!.id;
    expect(await dispatch('chat:switch-branch', { conversationId: a, messageId: foreign }, caller)).toEqual({
      ok: false,
      error: { kind: 'not_found', message: 'That message is not in this conversation.' },
    });
    expect(await dispatch('chat:regenerate', { conversationId: a, messageId: foreign, text: 'x' }, caller)).toEqual({
      ok: false,
      error: { kind: 'refused', message: 'That message is not a question shown in this conversation.' },
    });
    expect(shown(await load(a))).toEqual(['first chat', 'One.']);

    fixture.server.script({ kind: 'text', text: 'Slow answer.', chunkSize: 4, delayMs: 300 });
    dataOf(await dispatch('chat:send', { conversationId: a, text: 'more' }, caller));
    const first = (await load(a))[0]!.id;
    expect(await dispatch('chat:switch-branch', { conversationId: a, messageId: first }, caller)).toMatchObject({
      ok: false,
      error: { kind: 'refused' },
    });
    await idle(a);
    expect(runtime.conversations.listMessages(a).map((message) => message.content)).toEqual([
      'first chat',
      'One.',
      'more',
      'Slow answer.',
    ]);
  });

  it('an answer written after a summary marker still shows its versions (the marker has no switcher of its own)', async () => {
    const { runtime } = await setUp();
    const store = runtime.conversations;
    const { id } = store.create({ title: 'Long chat' });
    const question = store.appendMessage({ conversationId: id, role: 'user', content: 'q' });
    const marker = store.appendMessage({
      conversationId: id,
      role: 'system',
      content: 'Summary.',
      details: { compaction: { folded: 2, method: 'summary', throughSeq: 0 } },
    });
    const first = store.appendMessage({ conversationId: id, role: 'assistant', content: 'first answer' });
    store.setPathEnd(id, question.id); // Regenerate: a new answer to the same question
    const second = store.appendMessage({ conversationId: id, role: 'assistant', content: 'second answer' });

    const now = pathMessageViews(store, id);
    expect(now.map((message) => message.content)).toEqual(['q', 'second answer']);
    expect(now[1]!.branch).toEqual({ index: 2, count: 2, previousId: marker.id, nextId: null });
    store.showBranch(id, marker.id);
    const before = pathMessageViews(store, id);
    expect(before.map((message) => message.content)).toEqual(['q', 'Summary.', 'first answer']);
    expect(before[1]!.branch).toBeUndefined();
    expect(before[2]).toMatchObject({ id: first.id, branch: { index: 1, count: 2, nextId: second.id } });
  });
});
