// An interrupted answer of which nothing was written (the process died before the first token): Continue asks for an
// answer from where the conversation stands, not for the rest of an empty sentence, and the answer it gets is stored.
import { describe, expect, it } from 'vitest';
import { RESUME_EMPTY_INSTRUCTION, RESUME_INSTRUCTION } from '../../electron/agent/chat/chat-operations';
import type { Prompter } from '../../electron/agent/approvals/prompter';
import { useRuntimeFixture } from '../support/runtime-fixture';

const fixture = useRuntimeFixture();
const prompter: Prompter = { ask: async (request) => ({ decision: 'deny', argsHash: request.argsHash }) };
type Message = { role: string; content: unknown };

describe('an empty interrupted answer', () => {
  it('Continue answers from where the conversation stands', async () => {
    const runtime = await fixture.open();
    const { conversations } = runtime;
    const conversation = conversations.create({ title: 'Trip' });
    conversations.appendMessage({ conversationId: conversation.id, role: 'user', content: 'Where should I go?' });
    conversations.appendMessage({
      conversationId: conversation.id,
      role: 'assistant',
      content: '',
      status: 'incomplete',
      details: { streaming: true },
    });
    expect(conversations.markInterruptedAnswers()).toBe(1);

    fixture.server.script({ kind: 'text', text: 'Try Lisbon in spring.' });
    const continued = runtime.session.continue({ conversationId: conversation.id, prompter });
    if (!continued.ok) throw new Error(continued.error);
    expect((await continued.run.done).reason).toBe('done');
    const sent = fixture.server.requests.filter((r) => r.path.endsWith('/chat/completions')).at(-1)!;
    const messages = sent.messages as Message[];
    // The empty answer is not sent: the question and the instruction reach the model as one user turn.
    expect(messages.at(-1)).toEqual({ role: 'user', content: `Where should I go?\n\n${RESUME_EMPTY_INSTRUCTION}` });
    expect(messages.some((message) => message.content === RESUME_INSTRUCTION)).toBe(false);
    expect(conversations.listMessages(conversation.id).at(-1)).toMatchObject({
      role: 'assistant',
      content: 'Try Lisbon in spring.',
      status: 'complete',
    });
  });
});
