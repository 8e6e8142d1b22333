// The agent loop against the fake OpenAI-compatible server: text answers, reasoning, native tool calls (split,
// parallel, interleaved, finish_reason 'stop'), max turns and continuing a conversation from the run's messages.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { maxTurnsMessage } from '../../electron/agent/loop/agent-loop';
import { startFakeLlmServer, type FakeLlmServer } from '../support/fake-llm-server';
import { joinedDeltas, messageEnd, ofType, runLoop } from './loop-harness';
import { createCallLog, echoTool } from './loop-tools';

let server: FakeLlmServer;
beforeAll(async () => {
  server = await startFakeLlmServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => server.reset());

describe('agent loop: answers', () => {
  it('streams a text answer and ends done', async () => {
    server.script({ kind: 'text', text: 'The answer is forty-two.', chunkSize: 3 });
    const { outcome, events } = await runLoop(server);
    expect(outcome).toMatchObject({ reason: 'done', finalText: 'The answer is forty-two.', turns: 1 });
    expect(events.map((e) => e.type).filter((t) => t !== 'text_delta')).toEqual([
      'agent_start',
      'turn_start',
      'message_start',
      'message_end',
      'turn_end',
      'agent_end',
    ]);
    expect(ofType(events, 'text_delta').length).toBeGreaterThan(3);
    expect(joinedDeltas(events, 'text_delta')).toBe('The answer is forty-two.');
    expect(messageEnd(events)).toMatchObject({
      status: 'complete',
      text: 'The answer is forty-two.',
      toolCalls: [],
      finishReason: 'stop',
    });
    expect(ofType(events, 'agent_end')[0]).toMatchObject({ reason: 'done', finalText: 'The answer is forty-two.' });

    const request = server.requests[0]!;
    expect(request.stream).toBe(true);
    expect(request.model).toBe('fake-model');
    expect(request.messages).toEqual([
      { role: 'system', content: 'You are a test assistant.' },
      { role: 'user', content: 'Hello there' },
    ]);
    expect(request.tools.map((t: { function: { name: string } }) => t.function.name)).toEqual(['echo']);
    expect(request.tools[0].function.parameters).toMatchObject({
      type: 'object',
      properties: { text: { type: 'string' } },
    });
  });

  it('surfaces reasoning_content as reasoning_delta events and on message_end', async () => {
    server.script({ kind: 'text', reasoning: 'Let me think about greetings.', text: 'Hi!' });
    const { outcome, events } = await runLoop(server);
    expect(outcome.reason).toBe('done');
    expect(joinedDeltas(events, 'reasoning_delta')).toBe('Let me think about greetings.');
    expect(messageEnd(events)).toMatchObject({ text: 'Hi!', reasoning: 'Let me think about greetings.' });
    const firstReasoning = events.findIndex((e) => e.type === 'reasoning_delta');
    const firstText = events.findIndex((e) => e.type === 'text_delta');
    expect(firstReasoning).toBeLessThan(firstText);
    expect(outcome.messages[0]).toMatchObject({
      role: 'assistant',
      content: 'Hi!',
      reasoning: 'Let me think about greetings.',
    });
  });
});

describe('agent loop: native tool calls', () => {
  it('runs a tool call whose arguments arrive split over many deltas, then answers', async () => {
    const log = createCallLog();
    server.script(
      {
        kind: 'tool_calls',
        calls: [{ id: 'call_A', name: 'echo', arguments: { text: 'split across many deltas' } }],
        argChunkSize: 2,
      },
      { kind: 'text', text: 'Done echoing.' },
    );
    const { outcome, events } = await runLoop(server, { tools: [echoTool(log)] });
    expect(outcome).toMatchObject({ reason: 'done', finalText: 'Done echoing.', turns: 2 });
    expect(log.calls.map((c) => c.args)).toEqual([{ text: 'split across many deltas' }]);
    expect(messageEnd(events, 0).toolCalls).toEqual([
      { id: 'call_A', name: 'echo', arguments: '{"text":"split across many deltas"}' },
    ]);
    expect(ofType(events, 'tool_call_start')[0]).toMatchObject({
      callId: 'call_A',
      name: 'echo',
      label: 'Echo',
      risk: 'read',
      args: { text: 'split across many deltas' },
    });
    expect(ofType(events, 'tool_call_end')[0]).toMatchObject({
      callId: 'call_A',
      ok: true,
      content: 'echo: split across many deltas',
    });

    const second = server.requests[1]!;
    expect(second.messages.slice(1)).toEqual([
      { role: 'user', content: 'Hello there' },
      {
        role: 'assistant',
        content: null,
        tool_calls: [
          {
            id: 'call_A',
            type: 'function',
            function: { name: 'echo', arguments: '{"text":"split across many deltas"}' },
          },
        ],
      },
      { role: 'tool', tool_call_id: 'call_A', content: 'echo: split across many deltas' },
    ]);
    expect(outcome.messages.map((m) => m.role)).toEqual(['assistant', 'tool', 'assistant']);
  });

  for (const interleave of [false, true]) {
    it(`runs parallel tool calls (${interleave ? 'interleaved' : 'sequential'} deltas) and returns results in model order`, async () => {
      const log = createCallLog();
      server.script(
        {
          kind: 'tool_calls',
          text: 'Checking both.',
          calls: [
            { id: 'call_1', name: 'echo', arguments: { text: 'first' } },
            { id: 'call_2', name: 'echo', arguments: { text: 'second' } },
            { id: 'call_3', name: 'echo', arguments: { text: 'third' } },
          ],
          argChunkSize: 3,
          interleave,
        },
        { kind: 'text', text: 'All three done.' },
      );
      const { outcome, events } = await runLoop(server, { tools: [echoTool(log)] });
      expect(outcome.reason).toBe('done');
      expect(messageEnd(events, 0)).toMatchObject({ text: 'Checking both.' });
      expect(messageEnd(events, 0).toolCalls.map((c) => JSON.parse(c.arguments))).toEqual([
        { text: 'first' },
        { text: 'second' },
        { text: 'third' },
      ]);
      expect(log.calls.map((c) => c.args)).toHaveLength(3);
      const toolMessages = server.requests[1]!.messages.filter((m: { role: string }) => m.role === 'tool');
      expect(toolMessages).toEqual([
        { role: 'tool', tool_call_id: 'call_1', content: 'echo: first' },
        { role: 'tool', tool_call_id: 'call_2', content: 'echo: second' },
        { role: 'tool', tool_call_id: 'call_3', content: 'echo: third' },
      ]);
    });
  }

  it("runs tool calls even when the server says finish_reason 'stop'", async () => {
    const log = createCallLog();
    server.script(
      { kind: 'tool_calls', calls: [{ name: 'echo', arguments: { text: 'ollama style' } }], finishReason: 'stop' },
      { kind: 'text', text: 'ok' },
    );
    const { outcome, events } = await runLoop(server, { tools: [echoTool(log)] });
    expect(messageEnd(events, 0)).toMatchObject({ finishReason: 'stop' });
    expect(log.calls).toHaveLength(1);
    expect(outcome).toMatchObject({ reason: 'done', turns: 2 });
  });

  it('stops at maxTurns with a final message that says the limit was reached', async () => {
    const log = createCallLog();
    const again = { kind: 'tool_calls' as const, calls: [{ name: 'echo', arguments: { text: 'again' } }] };
    server.script(again, again, again, { kind: 'text', text: 'never requested' });
    const { outcome, events } = await runLoop(server, {
      tools: [echoTool(log)],
      limits: { maxTurns: 2, toolResultMaxBytes: 32_768, contextTokens: 32_000 },
    });
    expect(outcome.reason).toBe('max_turns');
    expect(outcome.finalText).toBe(maxTurnsMessage(2));
    expect(outcome.finalText).toMatch(/limit of 2 model turns/);
    expect(server.requests).toHaveLength(2);
    expect(log.calls).toHaveLength(2);
    const last = ofType(events, 'message_end').at(-1)!;
    expect(last).toMatchObject({ status: 'complete', text: maxTurnsMessage(2) });
    expect(ofType(events, 'agent_end')[0]).toMatchObject({ reason: 'max_turns', finalText: maxTurnsMessage(2) });
    expect(outcome.messages.at(-1)).toMatchObject({ role: 'assistant', content: maxTurnsMessage(2) });
  });

  it("continues a conversation from the run's own messages exactly", async () => {
    server.script(
      {
        kind: 'tool_calls',
        calls: [{ id: 'call_X', name: 'echo', arguments: { text: 'remember' } }],
        text: 'Let me echo.',
      },
      { kind: 'text', text: 'First answer.' },
      { kind: 'text', text: 'Second answer.' },
    );
    const first = await runLoop(server);
    const history = [
      { role: 'user' as const, content: 'Hello there' },
      ...first.outcome.messages,
      { role: 'user' as const, content: 'And now?' },
    ];
    const second = await runLoop(server, { history });
    expect(second.outcome.finalText).toBe('Second answer.');
    expect(server.requests[2]!.messages).toEqual([
      { role: 'system', content: 'You are a test assistant.' },
      { role: 'user', content: 'Hello there' },
      {
        role: 'assistant',
        content: 'Let me echo.',
        tool_calls: [{ id: 'call_X', type: 'function', function: { name: 'echo', arguments: '{"text":"remember"}' } }],
      },
      { role: 'tool', tool_call_id: 'call_X', content: 'echo: remember' },
      { role: 'assistant', content: 'First answer.' },
      { role: 'user', content: 'And now?' },
    ]);
  });
});
