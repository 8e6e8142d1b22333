// The accumulator alone against every stream of the real-world corpus (test/fixtures/openai-sse): each sidecar's text,
// reasoning, finish reason, usage and tool calls (merged by index, interleaved fragments included) come out exactly.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ChatCompletionChunk } from 'openai/resources/chat/completions';
import { createChatStreamAccumulator } from '../../electron/agent/model/chat-stream-accumulator';
import { fixturesDir, listSseFixtures, loadFixtureMeta } from '../support/sse-fixtures';

/** The JSON chunks of an SSE body: `data:` lines of each event joined, `[DONE]` and comments skipped. */
function chunksOf(body: string): unknown[] {
  const chunks: unknown[] = [];
  for (const event of body.split(/\r?\n\r?\n/)) {
    const data = event
      .split(/\r?\n/)
      .filter((line) => line.startsWith('data:'))
      .map((line) => line.slice(5).replace(/^ /, ''))
      .join('\n');
    if (!data || data.startsWith('[DONE]')) continue;
    chunks.push(JSON.parse(data));
  }
  return chunks;
}

describe('chat stream accumulator over the corpus', () => {
  const complete = listSseFixtures().filter((file) => !loadFixtureMeta(file).expected.error);

  it('covers the successful streams of the corpus', () => {
    expect(complete.length).toBeGreaterThanOrEqual(15);
  });

  for (const file of complete) {
    it(file, () => {
      const expected = loadFixtureMeta(file).expected;
      const accumulator = createChatStreamAccumulator();
      let forwardedText = '';
      let forwardedReasoning = '';
      for (const chunk of chunksOf(readFileSync(join(fixturesDir(), file), 'utf8'))) {
        const added = accumulator.add(chunk as ChatCompletionChunk);
        forwardedText += added.text;
        forwardedReasoning += added.reasoning;
      }
      expect(accumulator.text).toBe(expected.content ?? '');
      expect(forwardedText).toBe(accumulator.text);
      expect(accumulator.reasoning).toBe(expected.reasoning_text ?? '');
      expect(forwardedReasoning).toBe(accumulator.reasoning);
      expect(accumulator.finishReason).toBe(expected.finish_reason);
      const usage = expected.usage as { prompt_tokens?: number; completion_tokens?: number } | null | undefined;
      if (usage && typeof usage.prompt_tokens === 'number' && typeof usage.completion_tokens === 'number')
        expect(accumulator.usage).toEqual({
          promptTokens: usage.prompt_tokens,
          completionTokens: usage.completion_tokens,
        });
      else expect(accumulator.usage).toBeUndefined();
      expect(accumulator.toolCalls()).toEqual(
        (expected.tool_calls ?? []).map((call) => ({ id: call.id, name: call.name, arguments: call.arguments_raw })),
      );
    });
  }

  it('merges fragments by index when two calls interleave, and ignores choices other than 0', () => {
    const accumulator = createChatStreamAccumulator();
    const chunk = (choices: unknown[]): ChatCompletionChunk => ({ choices }) as unknown as ChatCompletionChunk;
    const call = (index: number, fields: Record<string, unknown>): unknown => ({ index, ...fields });
    accumulator.add(
      chunk([
        { index: 0, delta: { tool_calls: [call(0, { id: 'a', function: { name: 'one', arguments: '{"x"' } })] } },
      ]),
    );
    accumulator.add(
      chunk([{ index: 0, delta: { tool_calls: [call(1, { id: 'b', function: { name: 'two', arguments: '[1' } })] } }]),
    );
    accumulator.add(
      chunk([
        { index: 1, delta: { content: 'other choice', tool_calls: [call(0, { function: { arguments: 'no' } })] } },
      ]),
    );
    accumulator.add(chunk([{ index: 0, delta: { tool_calls: [call(0, { function: { arguments: ':1}' } })] } }]));
    accumulator.add(
      chunk([
        { index: 0, delta: { tool_calls: [call(1, { function: { arguments: ']' } })] }, finish_reason: 'tool_calls' },
      ]),
    );
    expect(accumulator.toolCalls()).toEqual([
      { id: 'a', name: 'one', arguments: '{"x":1}' },
      { id: 'b', name: 'two', arguments: '[1]' },
    ]);
    expect(accumulator.text).toBe('');
    expect(accumulator.finishReason).toBe('tool_calls');
  });
});
