// The chat:compact ("Summarize now") and chat:continue handlers over a real runtime and the fake model: both start a
// run and answer its ids; nothing to fold, an answer that was not cut off, and an unknown conversation are failures
// the page can show (refused / not_found), with no model call.
import { describe, expect, it } from 'vitest';
import { createPendingApprovals } from '../../electron/agent/approvals/pending-approvals';
import { createChatHandlers } from '../../electron/runtime/handlers/chat';
import { useRuntimeFixture } from '../support/runtime-fixture';
import { callerId } from '../../electron/shared/caller-id';

const fixture = useRuntimeFixture();
const caller = { id: callerId.window(1) };

async function setUp() {
  const runtime = await fixture.open();
  const handlers = createChatHandlers({ runtime, approvals: createPendingApprovals() });
  return { runtime, handlers };
}

const completions = () => fixture.server.requests.filter((request) => request.path.endsWith('/chat/completions'));

describe('chat:compact and chat:continue', () => {
  it('continue runs for a cut-off answer and is refused otherwise', async () => {
    const { runtime, handlers } = await setUp();
    fixture.server.script({ kind: 'text', text: 'Half an ans', finishReason: 'length' });
    const sent = await handlers['chat:send']({ text: 'Write a lot' }, caller);
    await expect.poll(() => runtime.session.isRunning(sent.conversationId), { timeout: 15_000 }).toBe(false);
    fixture.server.script({ kind: 'text', text: 'wer.' });
    const continued = await handlers['chat:continue']({ conversationId: sent.conversationId }, caller);
    expect(continued).toEqual({ runId: expect.any(String), conversationId: sent.conversationId });
    await expect.poll(() => runtime.session.isRunning(sent.conversationId), { timeout: 15_000 }).toBe(false);
    expect(runtime.conversations.listMessages(sent.conversationId).map((m) => m.content)).toEqual([
      'Write a lot',
      'Half an ans',
      'wer.',
    ]);
    const before = completions().length;
    expect(() => handlers['chat:continue']({ conversationId: sent.conversationId }, caller)).toThrow(
      expect.objectContaining({
        kind: 'refused',
        message: 'The last answer was not cut off, so there is nothing to continue.',
      }),
    );
    expect(() => handlers['chat:continue']({ conversationId: 'missing' }, caller)).toThrow(
      expect.objectContaining({ kind: 'not_found' }),
    );
    expect(completions()).toHaveLength(before);
  });

  it('compact folds earlier messages into a stored summary, and refuses when there is nothing to fold', async () => {
    const { runtime, handlers } = await setUp();
    fixture.server.script({ kind: 'text', text: 'One.' }, { kind: 'text', text: 'Two.' });
    const first = await handlers['chat:send']({ text: 'first' }, caller);
    const id = first.conversationId;
    await expect.poll(() => runtime.session.isRunning(id), { timeout: 15_000 }).toBe(false);
    expect(() => handlers['chat:compact']({ conversationId: id }, caller)).toThrow(
      expect.objectContaining({ kind: 'refused', message: 'There is nothing to summarize yet.' }),
    );
    await handlers['chat:send']({ conversationId: id, text: 'second' }, caller);
    await expect.poll(() => runtime.session.isRunning(id), { timeout: 15_000 }).toBe(false);
    fixture.server.script({ kind: 'text', text: 'The user said first; Hearth said One.' });
    const compacted = await handlers['chat:compact']({ conversationId: id }, caller);
    expect(compacted.conversationId).toBe(id);
    await expect.poll(() => runtime.session.isRunning(id), { timeout: 15_000 }).toBe(false);
    const loaded = await handlers['chat:load']({ conversationId: id }, caller);
    const marker = loaded.messages.at(-1)!;
    expect(marker).toMatchObject({
      role: 'system',
      content: 'The user said first; Hearth said One.',
      details: { compaction: { folded: 2, method: 'summary' } },
    });
    expect(String(completions().at(-1)!.messages.at(-1).content)).toMatch(/^Summarize/);
  });
});
