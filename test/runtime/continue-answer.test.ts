// Cut-off answers through the real runtime and the fake model: finish_reason 'length' keeps the text and records it
// (details.finishReason), Continue sends the conversation plus a hidden instruction after the cut answer (never stored),
// stores the continuation as a new assistant message, and later requests join the two into one answer.
import { describe, expect, it } from 'vitest';
import { CONTINUE_INSTRUCTION } from '../../electron/agent/chat/chat-operations';
import type { Prompter } from '../../electron/agent/approvals/prompter';
import { isCutOff } from '../../electron/shared/message-details';
import { useRuntimeFixture } from '../support/runtime-fixture';

const fixture = useRuntimeFixture();
const prompter: Prompter = { ask: async (request) => ({ decision: 'deny', argsHash: request.argsHash }) };
type Message = { role: string; content: unknown };
const lastRequest = () => fixture.server.requests.filter((r) => r.path.endsWith('/chat/completions')).at(-1)!;

describe('cut-off answers', () => {
  it('keeps and marks a length answer, continues it, and later requests see one answer', async () => {
    const runtime = await fixture.open();
    fixture.server.script({ kind: 'text', text: 'The three laws are: first, a robot may', finishReason: 'length' });
    const started = runtime.session.send({ text: 'List the three laws', prompter });
    if (!started.ok) throw new Error(started.error);
    const first = await started.run.done;
    expect(first).toMatchObject({ reason: 'done', finalText: 'The three laws are: first, a robot may' });
    const id = first.conversationId;
    const cut = runtime.conversations.listMessages(id).at(-1)!;
    expect(cut).toMatchObject({
      role: 'assistant',
      content: 'The three laws are: first, a robot may',
      status: 'complete',
    });
    expect(isCutOff(cut.details)).toBe(true);

    fixture.server.script({ kind: 'text', text: ' not injure a human being.' });
    const continued = runtime.session.continue({ conversationId: id, prompter });
    if (!continued.ok) throw new Error(continued.error);
    expect((await continued.run.done).reason).toBe('done');
    const sent = lastRequest().messages as Message[];
    expect(sent.slice(-3)).toEqual([
      { role: 'user', content: 'List the three laws' },
      { role: 'assistant', content: 'The three laws are: first, a robot may' },
      { role: 'user', content: CONTINUE_INSTRUCTION },
    ]);
    const stored = runtime.conversations.listMessages(id);
    expect(stored.map((m) => [m.role, m.content])).toEqual([
      ['user', 'List the three laws'],
      ['assistant', 'The three laws are: first, a robot may'],
      ['assistant', ' not injure a human being.'],
    ]);
    expect(isCutOff(stored.at(-1)!.details)).toBe(false);

    // Nothing to continue now: refused without a model call.
    expect(runtime.session.continue({ conversationId: id, prompter })).toEqual({
      ok: false,
      error: 'The last answer was not cut off, so there is nothing to continue.',
    });

    fixture.server.script({ kind: 'text', text: 'Sure.' });
    const next = runtime.session.send({ conversationId: id, text: 'Thanks', prompter });
    if (!next.ok) throw new Error(next.error);
    await next.run.done;
    const later = (lastRequest().messages as Message[]).filter((m) => m.role !== 'system');
    expect(later).toEqual([
      { role: 'user', content: 'List the three laws' },
      { role: 'assistant', content: 'The three laws are: first, a robot may not injure a human being.' },
      { role: 'user', content: 'Thanks' },
    ]);
  });
});
