// Compaction's parts on their own, with the real openai-stream client against the fake server: old tool outputs are
// shortened first (no summary request when that is enough), folds never separate a tool call from its result, "Summarize
// now" folds only what precedes the last question, and a continuation's hidden instruction lands right after the cut answer.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertAfterSeq, type SeqMessage } from '../../electron/agent/context/compacted-history';
import { planFold, prepareRequestHistory } from '../../electron/agent/context/compaction';
import { SHORTENED_TOOL_OUTPUT_NOTE } from '../../electron/agent/context/context-window';
import { createOpenAiModelClient } from '../../electron/agent/model/openai-stream';
import type { AgentEvent } from '../../electron/shared/agent-events';
import { startFakeLlmServer, type FakeLlmServer } from '../support/fake-llm-server';

let server: FakeLlmServer;
beforeAll(async () => {
  server = await startFakeLlmServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => server.reset());

const call = { id: 'c1', name: 'read_file', arguments: '{"path":"log.txt"}' };
const conversation: SeqMessage[] = [
  { seq: 1, role: 'user', content: 'read the log' },
  { seq: 2, role: 'assistant', content: '', toolCalls: [call] },
  { seq: 3, role: 'tool', content: 'line of log output\n'.repeat(600), toolCallId: 'c1', toolName: 'read_file' },
  { seq: 4, role: 'assistant', content: 'The log is fine.' },
  { seq: 5, role: 'user', content: 'thanks, and now?' },
];

describe('compaction parts', () => {
  it('shortens an old tool output when that is enough, without asking for a summary', async () => {
    const events: AgentEvent[] = [];
    const history = await prepareRequestHistory({
      runId: 'r1',
      model: createOpenAiModelClient({ baseUrl: server.url, model: 'm', maxRetries: 0 }),
      contextTokens: 4_000,
      signal: new AbortController().signal,
      emit: (event) => events.push(event),
      load: () => conversation,
      fixedTokens: 200,
    });
    const tool = history.find((message) => message.role === 'tool')!;
    expect(tool.content.length).toBeLessThan(600);
    expect(tool.content).toContain(SHORTENED_TOOL_OUTPUT_NOTE);
    expect(history.map((message) => message.role)).toEqual(['user', 'assistant', 'tool', 'assistant', 'user']);
    expect(events).toEqual([]);
    expect(server.requests).toHaveLength(0);
    expect(conversation[2]!.content.length).toBeGreaterThan(10_000); // the stored message is untouched
  });

  it('never folds a tool call without its result, and Summarize now keeps the last question on', () => {
    const auto = planFold(conversation, { keepTokens: 10, force: false });
    expect(auto.map((message) => message.seq)).toEqual([1, 2, 3, 4]);
    const tight = planFold(conversation.slice(0, 4), { keepTokens: 0, force: false });
    // The call (2) and its result (3) fold together: a fold ends only between groups.
    expect(tight.map((message) => message.seq)).toEqual([1, 2, 3]);
    const keepCall = planFold(conversation.slice(0, 3), { keepTokens: 100_000, force: false });
    expect(keepCall).toEqual([]); // everything fits: nothing to fold
    expect(planFold(conversation, { keepTokens: 0, force: true }).map((message) => message.seq)).toEqual([1, 2, 3, 4]);
    expect(planFold(conversation.slice(0, 4), { keepTokens: 0, force: true })).toEqual([]);
  });

  it('puts a hidden instruction right after the stored message it follows, or after the summary', () => {
    const hidden = { role: 'user' as const, content: 'go on' };
    const history = conversation.slice(3);
    expect(insertAfterSeq(history, 4, hidden).map((message) => message.content)).toEqual([
      'The log is fine.',
      'go on',
      'thanks, and now?',
    ]);
    const summarized = [{ role: 'user' as const, content: 'summary' }, ...conversation.slice(4)];
    expect(insertAfterSeq(summarized, 4, hidden).map((message) => message.content)).toEqual([
      'summary',
      'go on',
      'thanks, and now?',
    ]);
  });
});
