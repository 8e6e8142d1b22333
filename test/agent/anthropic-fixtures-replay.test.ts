// Replays every stream of the Anthropic corpus (test/fixtures/anthropic-sse) through the real agent loop with the real
// Anthropic client (@anthropic-ai/sdk) against the fake server's /v1/messages, whole and in 7-byte pieces: text,
// thinking, tool calls that really run, stop reasons, usage, a mid-stream overload; and every HTTP error fixture.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAnthropicModelClient } from '../../electron/agent/model/anthropic-stream';
import {
  anthropicFixturesDir,
  listErrorFixtures,
  listSseFixtures,
  loadFixtureMeta,
  startFakeLlmServer,
  type FakeLlmServer,
} from '../support/fake-llm-server';
import { joinedDeltas, messageEnd, runLoop } from './loop-harness';
import { createCallLog, recordingTool } from './loop-tools';

const dir = anthropicFixturesDir();
const streams = listSseFixtures(dir);
const errors = listErrorFixtures(dir);
const KEY = 'sk-ant-api03-localTESTkey000000000000000000-AbCdEf';

let server: FakeLlmServer;
beforeAll(async () => {
  server = await startFakeLlmServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const claude = (overrides: { maxRetries?: number; thinkingBudget?: number } = {}) =>
  createAnthropicModelClient({
    baseUrl: server.url,
    apiKey: KEY,
    model: 'claude-sonnet-4-5',
    maxRetries: overrides.maxRetries ?? 0,
    ...(overrides.thinkingBudget ? { thinkingBudget: overrides.thinkingBudget } : {}),
    idleTimeoutMs: 5_000,
    backoff: { baseDelayMs: 1 },
  });

describe('Anthropic stream corpus', () => {
  it('holds the five cases the issue names, and more', () => {
    expect(streams.length).toBeGreaterThanOrEqual(6);
    expect(errors.length).toBeGreaterThanOrEqual(4);
  });

  for (const file of streams) {
    for (const chunkBytes of [undefined, 7]) {
      it(`${file}${chunkBytes ? ' (7-byte pieces)' : ''}`, async () => {
        const expected = loadFixtureMeta(file, dir).expected;
        const expectedCalls = expected.tool_calls ?? [];
        const log = createCallLog();
        const tools = [...new Set(expectedCalls.map((call) => call.name))].map((name) => recordingTool(name, log));
        server.script(
          { kind: 'fixture', file, ...(chunkBytes ? { chunkBytes } : {}) },
          { kind: 'text', text: 'Follow-up answer.' },
        );
        // A stream with thinking blocks is replayed with thinking on, so they must go back with the tool result.
        const thinkingBlocks = expected.thinking_blocks as object[] | undefined;
        const model = claude(thinkingBlocks ? { thinkingBudget: 1_024 } : {});
        const { outcome, events } = await runLoop(server, { tools, model });
        const first = messageEnd(events, 0);
        const expectedText = expected.content ?? '';

        // Every request went to the Messages API, the key as the SDK sends it (a bearer token) with the API version.
        expect(server.requests[0]!.path).toBe('/v1/messages');
        expect(server.requests[0]!.headers.authorization).toBe(`Bearer ${KEY}`);
        expect(server.requests[0]!.headers['anthropic-version']).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(first.text).toBe(expectedText);
        expect(joinedDeltas(events, 'text_delta', first.messageId)).toBe(expectedText);
        expect(first.reasoning ?? null).toBe(expected.reasoning_text || null);
        expect(joinedDeltas(events, 'reasoning_delta', first.messageId)).toBe(expected.reasoning_text ?? '');

        if (expected.error) {
          expect(first.status).toBe('incomplete');
          expect(first.toolCalls).toEqual([]);
          expect(outcome.reason).toBe('error');
          expect(outcome.error?.kind).toBe('stream_error');
          expect(outcome.error?.message).toContain(expected.error.message);
          expect(server.requests).toHaveLength(1);
          return;
        }

        expect(first.status).toBe('complete');
        expect(first.finishReason).toBe(expected.finish_reason);
        const usage = expected.usage as { prompt_tokens: number; completion_tokens: number };
        expect(first.usage).toEqual({
          promptTokens: usage.prompt_tokens,
          completionTokens: usage.completion_tokens,
          estimated: false,
        });
        expect(first.toolCalls).toEqual(
          expectedCalls.map((call) => ({ id: call.id, name: call.name, arguments: call.arguments_raw })),
        );
        expect(first.thinkingBlocks).toEqual(thinkingBlocks);
        expect(outcome.reason).toBe('done');
        if (expectedCalls.length === 0) {
          expect(outcome.finalText).toBe(expectedText);
          expect(server.requests).toHaveLength(1);
          return;
        }
        // The calls ran with the parsed arguments; the next request carries them as tool_use and their results as
        // tool_result blocks in one user turn, in order.
        expect(log.calls.map((call) => ({ tool: call.tool, args: call.args }))).toEqual(
          expectedCalls.map((call) => ({ tool: call.name, args: call.arguments })),
        );
        const next = server.requests[1]!.body as {
          messages: { role: string; content: { type: string; id?: string; tool_use_id?: string; input?: unknown }[] }[];
        };
        const [, assistant, results] = next.messages;
        expect(assistant!.role).toBe('assistant');
        if (thinkingBlocks) {
          expect(server.requests[1]!.body.thinking).toEqual({ type: 'enabled', budget_tokens: 1_024 });
          expect(assistant!.content.slice(0, thinkingBlocks.length)).toEqual(thinkingBlocks);
        }
        expect(assistant!.content.filter((b) => b.type === 'tool_use').map((b) => [b.id, b.input])).toEqual(
          expectedCalls.map((call) => [call.id, call.arguments]),
        );
        expect(results!.role).toBe('user');
        expect(results!.content.map((b) => b.tool_use_id)).toEqual(expectedCalls.map((call) => call.id));
        expect(outcome.finalText).toBe('Follow-up answer.');
      });
    }
  }

  for (const file of errors) {
    it(`${file} ends as a clear, secret-free error`, async () => {
      const meta = loadFixtureMeta(file, dir);
      const kind = (meta.expected as { kind: string }).kind;
      server.script({ kind: 'fixture', file }, { kind: 'fixture', file }, { kind: 'text', text: 'not reached' });
      const { outcome, events } = await runLoop(server, { model: claude() });
      expect(outcome.reason).toBe('error');
      expect(outcome.error?.kind).toBe(kind);
      expect(outcome.error!.message.length).toBeGreaterThan(20);
      expect(JSON.stringify(events)).not.toContain('localTESTkey');
    });
  }

  it('retries a 529 overload before anything streamed, then answers', async () => {
    server.script({ kind: 'fixture', file: 'ae1-529-overloaded.json' }, { kind: 'fixture', file: 'a1-text-end-turn' });
    const { outcome, events } = await runLoop(server, { model: claude({ maxRetries: 2 }) });
    expect(outcome.reason).toBe('done');
    expect(events.filter((event) => event.type === 'retry')).toHaveLength(1);
    expect(server.requests).toHaveLength(2);
  });
});

describe('the Messages API request', () => {
  it('caches the system prompt and the tool definitions', async () => {
    server.script({ kind: 'text', text: 'ok' });
    await runLoop(server, { model: claude() });
    const body = server.requests[0]!.body as Record<string, unknown> & {
      system: { text: string; cache_control?: unknown }[];
      tools: { name: string; input_schema: { type: string }; cache_control?: unknown }[];
      messages: { role: string; content: unknown[] }[];
      max_tokens: number;
    };
    expect(body.stream).toBe(true);
    expect(body.max_tokens).toBeGreaterThan(0);
    expect(body.system).toEqual([
      { type: 'text', text: 'You are a test assistant.', cache_control: { type: 'ephemeral' } },
    ]);
    expect(body.tools.at(-1)).toMatchObject({ name: 'echo', cache_control: { type: 'ephemeral' } });
    expect(body.tools[0]!.input_schema.type).toBe('object');
    expect(body.messages[0]!.role).toBe('user');
  });
});
