// The chat operations over a real runtime (SQLite, the fake model): one guard refuses every operation while a reply is
// being written, with the same message and nothing stored or sent; chat:send and chat:regenerate answer the id of the
// user message they stored; the question a regenerate is about is found without reading the whole conversation.
import { describe, expect, it } from 'vitest';
import { createPendingApprovals } from '../../electron/agent/approvals/pending-approvals';
import type { Prompter } from '../../electron/agent/approvals/prompter';
import { REPLY_RUNNING } from '../../electron/agent/chat/chat-operations';
import { findQuestion } from '../../electron/agent/chat/find-question';
import type { StartRunResult } from '../../electron/agent/chat/session';
import type { HearthRuntime } from '../../electron/runtime/create-runtime';
import { createChatHandlers } from '../../electron/runtime/handlers/chat';
import { callerId } from '../../electron/shared/caller-id';
import { useRuntimeFixture } from '../support/runtime-fixture';

const fixture = useRuntimeFixture();
const caller = { id: callerId.window(1) };
const prompter: Prompter = { ask: async (request) => ({ decision: 'deny', argsHash: request.argsHash }) };

const completions = () => fixture.server.requests.filter((request) => request.path.endsWith('/chat/completions'));

async function finished(started: StartRunResult) {
  if (!started.ok) throw new Error(started.error);
  return started.run.done;
}

/** A conversation every operation could act on: two turns, the last answer cut off at the model's limit. */
async function readyConversation(runtime: HearthRuntime): Promise<string> {
  fixture.server.script({ kind: 'text', text: 'One.' }, { kind: 'text', text: 'Half an ans', finishReason: 'length' });
  const first = runtime.session.send({ text: 'first', prompter });
  const id = first.ok ? first.run.conversationId : '';
  await finished(first);
  await finished(runtime.session.send({ conversationId: id, text: 'second', prompter }));
  return id;
}

describe('chat operations', () => {
  it('refuses every operation with the same message while a reply is being written, storing and sending nothing', async () => {
    const runtime = await fixture.open();
    const id = await readyConversation(runtime);
    fixture.server.script({ kind: 'stall', text: 'thinking' });
    const running = runtime.session.send({ conversationId: id, text: 'third', prompter });
    if (!running.ok) throw new Error(running.error);
    await expect.poll(() => completions().length, { timeout: 15_000 }).toBe(3);
    const stored = runtime.conversations.listMessages(id).length;
    const question = runtime.conversations.listMessages(id).find((message) => message.role === 'user')!;

    const attempts = {
      send: runtime.session.send({ conversationId: id, text: 'hurry', prompter }),
      regenerate: runtime.session.regenerate({ conversationId: id, prompter }),
      edit: runtime.session.edit({ conversationId: id, messageId: question.id, text: 'first, edited', prompter }),
      continue: runtime.session.continue({ conversationId: id, prompter }),
      compact: runtime.session.compact({ conversationId: id }),
    };
    for (const [operation, attempt] of Object.entries(attempts))
      expect(attempt, operation).toEqual({ ok: false, error: REPLY_RUNNING });
    expect(runtime.session.checkIdle(id)).toEqual({ ok: false, kind: 'refused', error: REPLY_RUNNING });
    expect(runtime.conversations.listMessages(id)).toHaveLength(stored);
    expect(completions()).toHaveLength(3);

    runtime.session.abort(running.run.runId);
    expect((await running.run.done).reason).toBe('aborted');
    expect(runtime.session.checkIdle(id)).toEqual({ ok: true });
    expect(runtime.session.checkIdle('gone')).toMatchObject({ ok: false, kind: 'not_found' });
  });

  it('chat:send and chat:regenerate answer the id of the user message they stored', async () => {
    const runtime = await fixture.open();
    const handlers = createChatHandlers({ runtime, approvals: createPendingApprovals() });
    fixture.server.script({ kind: 'text', text: 'Lisbon.' });
    const sent = await handlers['chat:send']({ text: 'A capital?' }, caller);
    const id = sent.conversationId;
    await expect.poll(() => runtime.session.isRunning(id), { timeout: 15_000 }).toBe(false);
    const question = runtime.conversations.getMessage(sent.userMessageId!);
    expect(question).toMatchObject({ conversationId: id, role: 'user', content: 'A capital?' });
    expect(runtime.conversations.listMessages(id)[0]!.id).toBe(sent.userMessageId);

    // Edited: a new version of the question (same parent), its id answered.
    fixture.server.script({ kind: 'text', text: 'Madrid.' });
    const edited = await handlers['chat:regenerate'](
      { conversationId: id, messageId: question!.id, text: 'A capital in Spain?' },
      caller,
    );
    await expect.poll(() => runtime.session.isRunning(id), { timeout: 15_000 }).toBe(false);
    expect(edited.userMessageId).toBeDefined();
    expect(edited.userMessageId).not.toBe(question!.id);
    expect(runtime.conversations.getMessage(edited.userMessageId!)).toMatchObject({
      role: 'user',
      content: 'A capital in Spain?',
    });
    expect(runtime.conversations.parentOf(id, edited.userMessageId!)).toBeNull();
    expect(runtime.conversations.listMessages(id).map((message) => message.id)[0]).toBe(edited.userMessageId);

    // Answered again: no user message is stored, so none is named.
    fixture.server.script({ kind: 'text', text: 'Madrid, again.' });
    const users = () => runtime.conversations.listMessages(id).filter((message) => message.role === 'user').length;
    const again = await handlers['chat:regenerate']({ conversationId: id }, caller);
    await expect.poll(() => runtime.session.isRunning(id), { timeout: 15_000 }).toBe(false);
    expect(again).toEqual({ runId: expect.any(String), conversationId: id });
    expect(users()).toBe(1);
    expect(runtime.conversations.listMessages(id).at(-1)).toMatchObject({
      role: 'assistant',
      content: 'Madrid, again.',
    });
  });

  it('finds the question to answer again with paged queries, never the whole conversation', async () => {
    const runtime = await fixture.open();
    const { conversations } = runtime;
    const id = conversations.create({ title: 'long' }).id;
    conversations.appendMessage({ conversationId: id, role: 'user', content: 'the question' });
    for (let index = 0; index < 40; index += 1)
      conversations.appendMessage({ conversationId: id, role: 'assistant', content: `part ${index}` });
    const reads: ({ limit?: number } | undefined)[] = [];
    const counted = {
      getMessage: conversations.getMessage,
      listMessages: (conversationId: string, options?: { limit?: number; beforeSeq?: number }) => {
        reads.push(options);
        return conversations.listMessages(conversationId, options);
      },
    };
    expect(findQuestion(counted, id, undefined)).toMatchObject({ role: 'user', content: 'the question' });
    expect(reads.length).toBeGreaterThan(1);
    expect(reads.every((options) => options?.limit !== undefined && options.limit < 41)).toBe(true);
    const last = conversations.listMessages(id, { limit: 1 })[0]!;
    expect(findQuestion(counted, id, last.id)).toBeUndefined(); // an answer is not a question
    expect(findQuestion(counted, 'elsewhere', conversations.listMessages(id)[0]!.id)).toBeUndefined();
  });
});
