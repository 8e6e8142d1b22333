// The runtime's chat session end to end (real SQLite, real tools, the fake model): the user message is saved before
// the model is called, every finished message is stored, a reloaded conversation continues exactly, ask_user goes
// through the prompter, and a second send into a busy conversation is refused.
import { describe, expect, it } from 'vitest';
import type { HearthRuntime } from '../../electron/runtime/create-runtime';
import type { ApprovalResponse, Prompter } from '../../electron/agent/approvals/prompter';
import type { AgentEvent, ApprovalRequest } from '../../electron/shared/agent-events';
import { useRuntimeFixture } from '../support/runtime-fixture';
import { waitFor } from '../support/wait-for';

const fixture = useRuntimeFixture();
const openRuntime = (dataDir: string, events: AgentEvent[] = []): Promise<HearthRuntime> =>
  fixture.open({ dataDir, onEvent: (event) => events.push(event) });

const answering = (answer: (request: ApprovalRequest) => Partial<ApprovalResponse>): Prompter => ({
  ask: async (request) => ({ decision: 'allow', argsHash: request.argsHash, ...answer(request) }),
});

describe('chat session over the runtime', () => {
  it('saves the user message before the model is called, even when the provider fails', async () => {
    const runtime = await openRuntime(fixture.folder('session'));
    fixture.server.script({
      kind: 'http_error',
      status: 500,
      body: { error: { message: 'boom', type: 'server_error' } },
    });
    runtime.settingsStore.set('agent.maxRetries', 0);
    const started = runtime.session.send({ text: 'remember this question', prompter: answering(() => ({})) });
    if (!started.ok) throw new Error(started.error);
    const stored = runtime.conversations.listMessages(started.run.conversationId);
    expect(stored.map((m) => [m.role, m.content])).toEqual([['user', 'remember this question']]);
    const summary = await started.run.done;
    expect(summary.reason).toBe('error');
    const after = runtime.conversations.listMessages(started.run.conversationId);
    expect(after[0]).toMatchObject({ role: 'user', content: 'remember this question' });
    expect(after.at(-1)).toMatchObject({ role: 'assistant', status: 'error' });
  });

  it('stores assistant tool calls and tool results, and a reopened conversation continues with the exact history', async () => {
    const dataDir = fixture.folder('session');
    const first = await openRuntime(dataDir);
    fixture.server.script(
      { kind: 'tool_calls', calls: [{ id: 'call_1', name: 'datetime', arguments: { timezone: 'UTC' } }] },
      { kind: 'text', text: 'It is late.' },
    );
    const started = first.session.send({ text: 'what time is it?', prompter: answering(() => ({})) });
    if (!started.ok) throw new Error(started.error);
    expect((await started.run.done).reason).toBe('done');
    const conversationId = started.run.conversationId;
    expect(first.conversations.listMessages(conversationId).map((m) => m.role)).toEqual([
      'user',
      'assistant',
      'tool',
      'assistant',
    ]);
    await first.close();

    const second = await openRuntime(dataDir);
    fixture.server.script({ kind: 'text', text: 'Still late.' });
    const again = second.session.send({ conversationId, text: 'and now?', prompter: answering(() => ({})) });
    if (!again.ok) throw new Error(again.error);
    expect((await again.run.done).reason).toBe('done');
    const sent = fixture.server.requests.at(-1)!.messages.filter((m: { role: string }) => m.role !== 'system');
    expect(sent.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant', 'tool', 'assistant', 'user']);
    expect(sent[1].tool_calls[0]).toMatchObject({ id: 'call_1', function: { name: 'datetime' } });
    expect(sent[2]).toMatchObject({ role: 'tool', tool_call_id: 'call_1' });
    expect(sent[2].content).toMatch(/UTC/);
    expect(sent[4]).toMatchObject({ role: 'user', content: 'and now?' });
  });

  it('routes ask_user through the prompter and returns the answer to the model', async () => {
    const events: AgentEvent[] = [];
    const runtime = await openRuntime(fixture.folder('session'), events);
    fixture.server.script(
      {
        kind: 'tool_calls',
        calls: [{ name: 'ask_user', arguments: { question: 'Tea or coffee?', choices: ['tea', 'coffee'] } }],
      },
      { kind: 'text', text: 'Tea it is.' },
    );
    const questions: ApprovalRequest[] = [];
    const started = runtime.session.send({
      text: 'make me a drink',
      prompter: answering((request) => {
        questions.push(request);
        return { answer: 'tea' };
      }),
    });
    if (!started.ok) throw new Error(started.error);
    expect((await started.run.done).reason).toBe('done');
    expect(questions[0]?.question).toEqual({ text: 'Tea or coffee?', choices: ['tea', 'coffee'] });
    expect(events.some((e) => e.type === 'approval_request' && e.request.question)).toBe(true);
    const toolMessage = fixture.server.requests[1]!.messages.find((m: { role: string }) => m.role === 'tool');
    expect(toolMessage.content).toMatch(/tea/);
  });

  it('refuses a second send into a conversation whose reply is still streaming, and abort ends it', async () => {
    const events: AgentEvent[] = [];
    const runtime = await openRuntime(fixture.folder('session'), events);
    fixture.server.script({ kind: 'stall', text: 'thinking' });
    const started = runtime.session.send({ text: 'slow one', prompter: answering(() => ({})) });
    if (!started.ok) throw new Error(started.error);
    const second = runtime.session.send({
      conversationId: started.run.conversationId,
      text: 'hurry',
      prompter: answering(() => ({})),
    });
    expect(second).toMatchObject({ ok: false, error: expect.stringMatching(/still being written/) });
    // Abort once the stalled reply has streamed its text, so the stored message is the incomplete reply.
    await waitFor(() => events.some((event) => event.type === 'text_delta'), 'the stalled reply to stream its text');
    expect(runtime.session.abort(started.run.runId)).toBe(true);
    expect((await started.run.done).reason).toBe('aborted');
    const stored = runtime.conversations.listMessages(started.run.conversationId);
    expect(stored.at(-1)).toMatchObject({ role: 'assistant', status: 'incomplete' });
  });
});
