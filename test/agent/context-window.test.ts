// Context trimming: the estimate, eliding old tool outputs before dropping turns, never separating tool calls from
// their results, keeping the newest turn; and through the loop, a trimmed request and the single context-length retry.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ELIDED_TOOL_OUTPUT,
  estimateHistoryTokens,
  estimateTokens,
  trimHistory,
} from '../../electron/agent/context/context-window';
import { toModelMessages, type HistoryMessage } from '../../electron/agent/context/history';
import { CONTEXT_RETRY_REASON } from '../../electron/agent/loop/model-turn';
import { startFakeLlmServer, type FakeLlmServer } from '../support/fake-llm-server';
import { ofType, runLoop } from './loop-harness';

const big = (label: string, chars: number): string => `${label} ${'z'.repeat(chars)}`;

/** n turns: user → assistant(tool call) → tool(big output) → assistant answer. */
function conversation(turns: number, toolChars: number): HistoryMessage[] {
  const out: HistoryMessage[] = [];
  for (let t = 0; t < turns; t += 1) {
    out.push({ role: 'user', content: `question ${t}` });
    out.push({
      role: 'assistant',
      content: '',
      toolCalls: [{ id: `c${t}`, name: 'echo', arguments: `{"text":"${t}"}` }],
    });
    out.push({ role: 'tool', content: big(`output ${t}`, toolChars), toolCallId: `c${t}`, toolName: 'echo' });
    out.push({ role: 'assistant', content: `answer ${t}` });
  }
  return out;
}

/** Every tool message on the wire directly follows an assistant message (or sibling tool message) that declared its id. */
function expectWellFormed(history: HistoryMessage[]): void {
  const wire = toModelMessages(history, { toolMode: 'native' });
  let declared = new Set<string>();
  for (const message of wire) {
    if (message.role === 'assistant') declared = new Set((message.tool_calls ?? []).map((call) => call.id));
    else if (message.role === 'tool') expect(declared.has(message.tool_call_id)).toBe(true);
    else declared = new Set();
  }
  for (const message of history) {
    for (const call of message.toolCalls ?? [])
      expect(history.some((m) => m.role === 'tool' && m.toolCallId === call.id)).toBe(true);
  }
}

describe('estimateTokens', () => {
  it('counts about 4 ASCII characters per token and one per other character', () => {
    expect(estimateTokens('')).toBe(0);
    expect(estimateTokens('abcdefgh')).toBe(2);
    expect(estimateTokens('你好世界')).toBe(4);
  });
});

describe('trimHistory', () => {
  it('returns the history unchanged when it fits', () => {
    const history = conversation(2, 100);
    const result = trimHistory(history, 10_000);
    expect(result).toMatchObject({ elided: 0, dropped: 0 });
    expect(result.messages).toEqual(history);
  });

  it('elides old tool outputs first, oldest first, before dropping any turn', () => {
    const history = conversation(4, 4_000);
    const total = estimateHistoryTokens(history);
    const result = trimHistory(history, total - 1_500);
    expect(result.dropped).toBe(0);
    expect(result.elided).toBe(2);
    const tools = result.messages.filter((m) => m.role === 'tool').map((m) => m.content);
    expect(tools[0]).toBe(ELIDED_TOOL_OUTPUT);
    expect(tools[1]).toBe(ELIDED_TOOL_OUTPUT);
    expect(tools[2]).toMatch(/^output 2/);
    expect(tools[3]).toMatch(/^output 3/);
    expect(result.tokens).toBeLessThanOrEqual(total - 1_500);
    expect(history[2]!.content).toMatch(/^output 0/);
    expectWellFormed(result.messages);
  });

  it('then drops whole old turns, keeping the newest and never splitting calls from results', () => {
    const history = conversation(6, 4_000);
    // After eliding five old outputs ~1 200 tokens remain (the newest output is protected): turns must go.
    const result = trimHistory(history, 1_150);
    expect(result.elided).toBe(5);
    expect(result.dropped).toBeGreaterThan(0);
    expect(result.tokens).toBeLessThanOrEqual(1_150);
    expect(result.messages[0]).toMatchObject({ role: 'user' });
    expect(result.messages.at(-1)).toEqual({ role: 'assistant', content: 'answer 5' });
    expect(result.messages.some((m) => m.content === 'question 5')).toBe(true);
    expectWellFormed(result.messages);
  });

  it('keeps the newest tool results of the running turn intact even when far over budget', () => {
    const history: HistoryMessage[] = [
      { role: 'user', content: 'do many things' },
      { role: 'assistant', content: '', toolCalls: [{ id: 'a', name: 'echo', arguments: '{}' }] },
      { role: 'tool', content: big('first', 3_000), toolCallId: 'a' },
      {
        role: 'assistant',
        content: '',
        toolCalls: [
          { id: 'b', name: 'echo', arguments: '{}' },
          { id: 'c', name: 'echo', arguments: '{}' },
        ],
      },
      { role: 'tool', content: big('second', 3_000), toolCallId: 'b' },
      { role: 'tool', content: big('third', 3_000), toolCallId: 'c' },
    ];
    const result = trimHistory(history, 100);
    expect(result.messages.map((m) => m.content.slice(0, 6))).toEqual([
      'do man',
      '',
      ELIDED_TOOL_OUTPUT.slice(0, 6),
      '',
      'second',
      'third ',
    ]);
    expectWellFormed(result.messages);
  });
});

describe('context window through the loop', () => {
  let server: FakeLlmServer;
  beforeAll(async () => {
    server = await startFakeLlmServer();
  });
  afterAll(async () => {
    await server.close();
  });
  beforeEach(() => server.reset());

  const newest: HistoryMessage = { role: 'user', content: 'the newest question' };

  it('sends a history trimmed to the model budget: old tool outputs elided first', async () => {
    server.script({ kind: 'text', text: 'ok' });
    const { events } = await runLoop(server, {
      history: [...conversation(8, 6_000), newest],
      limits: { maxTurns: 3, toolResultMaxBytes: 32_768, contextTokens: 8_000 },
    });
    // Never silent: the run says what this request left out (the stored conversation keeps it all).
    expect(ofType(events, 'notice')).toEqual([
      {
        type: 'notice',
        runId: 'run-1',
        kind: 'context_trimmed',
        message: expect.stringMatching(
          /^To fit the model's context window, \d+ older tool outputs? (was|were) shortened/,
        ),
      },
    ]);
    const sent = server.requests[0]!.messages;
    expect(sent[0]).toMatchObject({ role: 'system' });
    expect(sent.at(-1)).toEqual({ role: 'user', content: 'the newest question' });
    expect(JSON.stringify(sent).length).toBeLessThan(8_000 * 4);
    const toolContents = sent
      .filter((m: { role: string }) => m.role === 'tool')
      .map((m: { content: string }) => m.content);
    const elided = toolContents.map((content: string) => content === ELIDED_TOOL_OUTPUT);
    // Only as many as needed, oldest first: a prefix of the tool outputs is elided, the newer ones stay whole.
    expect(elided.indexOf(false)).toBeGreaterThan(0);
    expect(elided.slice(elided.indexOf(false)).every((flag: boolean) => !flag)).toBe(true);
    expect(toolContents.at(-1)).toMatch(/^output 7 z+$/);
    expect(sent.some((m: { content: unknown }) => m.content === 'question 0')).toBe(true);
  });

  it('drops the oldest turns when eliding is not enough', async () => {
    server.script({ kind: 'text', text: 'ok' });
    const chatty: HistoryMessage[] = Array.from({ length: 10 }, (_, i) => [
      { role: 'user' as const, content: big(`question ${i}`, 8_000) },
      { role: 'assistant' as const, content: big(`answer ${i}`, 8_000) },
    ]).flat();
    const { events } = await runLoop(server, {
      history: [...chatty, newest],
      limits: { maxTurns: 3, toolResultMaxBytes: 32_768, contextTokens: 16_000 },
    });
    expect(ofType(events, 'notice').map((event) => event.message)).toEqual([
      expect.stringMatching(/\d+ older messages were left out in this request; the conversation keeps them all\.$/),
    ]);
    const sent = server.requests[0]!.messages;
    expect(JSON.stringify(sent).length).toBeLessThan(16_000 * 4);
    expect(sent[1]).toMatchObject({ role: 'user' });
    expect(sent.some((m: { content: string }) => m.content.startsWith('question 0'))).toBe(false);
    expect(sent.some((m: { content: string }) => m.content.startsWith('answer 9'))).toBe(true);
    expect(sent.at(-1)).toEqual({ role: 'user', content: 'the newest question' });
  });

  it('retries a context_length_exceeded once with a harder-trimmed history', async () => {
    server.script({ kind: 'fixture', file: 'e3-400-context-length-exceeded.json' }, { kind: 'text', text: 'fits now' });
    const history = [...conversation(6, 2_000), newest];
    const { outcome, events } = await runLoop(server, {
      history,
      limits: { maxTurns: 3, toolResultMaxBytes: 32_768, contextTokens: 128_000 },
    });
    expect(outcome).toMatchObject({ reason: 'done', finalText: 'fits now' });
    expect(ofType(events, 'retry')).toEqual([
      { type: 'retry', runId: 'run-1', attempt: 1, delayMs: 0, reason: CONTEXT_RETRY_REASON },
    ]);
    // The first request fit the budget (nothing to say); the harder trim of the retry is said.
    expect(ofType(events, 'notice')).toHaveLength(1);
    const [first, second] = server.requests;
    expect(first!.messages).toHaveLength(history.length + 1);
    expect(JSON.stringify(second!.messages).length).toBeLessThan(JSON.stringify(first!.messages).length / 2 + 500);
    expect(second!.messages[0]).toEqual(first!.messages[0]);
    expect(second!.messages.at(-1)).toEqual({ role: 'user', content: 'the newest question' });
  });
});
