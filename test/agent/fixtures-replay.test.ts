// Replays EVERY stream of the real-world corpus (test/fixtures/openai-sse) through the real agent loop,
// whole and in 7-byte pieces, asserting each sidecar's `expected` tool calls, text and reasoning; mid-stream errors keep
// their partial text as incomplete; every HTTP error fixture ends as a clear, secret-free error.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONTEXT_RETRY_REASON } from '../../electron/agent/loop/model-turn';
import {
  listErrorFixtures,
  listSseFixtures,
  loadFixtureMeta,
  startFakeLlmServer,
  type FakeLlmServer,
} from '../support/fake-llm-server';
import { joinedDeltas, messageEnd, ofType, runLoop } from './loop-harness';
import { createCallLog, recordingTool } from './loop-tools';

let server: FakeLlmServer;
beforeAll(async () => {
  server = await startFakeLlmServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => server.reset());

const streamFixtures = listSseFixtures();

describe('stream fixture corpus', () => {
  it('is present and complete enough to mean something', () => {
    expect(streamFixtures.length).toBeGreaterThanOrEqual(20);
  });

  for (const file of streamFixtures) {
    for (const chunkBytes of [undefined, 7]) {
      it(`${file}${chunkBytes ? ' (7-byte pieces)' : ''}`, async () => {
        const expected = loadFixtureMeta(file).expected;
        const expectedCalls = expected.tool_calls ?? [];
        const log = createCallLog();
        const tools = [...new Set(expectedCalls.map((call) => call.name))].map((name) => recordingTool(name, log));
        server.script(
          { kind: 'fixture', file, ...(chunkBytes ? { chunkBytes } : {}) },
          { kind: 'text', text: 'Follow-up answer.' },
        );
        const { outcome, events } = await runLoop(server, { tools });
        const first = messageEnd(events, 0);
        const expectedText = expected.content ?? '';

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
        expect(
          first.toolCalls.map((call) => ({
            id: call.id,
            name: call.name,
            arguments: JSON.parse(call.arguments) as unknown,
          })),
        ).toEqual(expectedCalls.map((call) => ({ id: call.id, name: call.name, arguments: call.arguments })));
        expect(first.toolCalls.map((call) => call.arguments)).toEqual(expectedCalls.map((call) => call.arguments_raw));
        expect(outcome.reason).toBe('done');

        if (expectedCalls.length === 0) {
          expect(outcome.finalText).toBe(expectedText);
          expect(server.requests).toHaveLength(1);
          return;
        }
        // The calls really ran, with the parsed arguments, and the model got one result per call id, in order.
        expect(log.calls.map((call) => ({ tool: call.tool, args: call.args }))).toEqual(
          expectedCalls.map((call) => ({ tool: call.name, args: call.arguments })),
        );
        const results = server.requests[1]!.messages.filter((m: { role: string }) => m.role === 'tool');
        expect(results.map((m: { tool_call_id: string }) => m.tool_call_id)).toEqual(
          expectedCalls.map((call) => call.id),
        );
        expect(outcome.finalText).toBe('Follow-up answer.');
      });
    }
  }
});

/** What each HTTP error fixture must become. A new fixture without an entry fails the test until it is classified. */
const errorKinds: Record<string, string> = {
  'e1-429-rate-limit.json': 'rate_limit',
  'e1b-429-insufficient-quota.json': 'quota',
  'e2-401-invalid-api-key.json': 'auth',
  'e3-400-context-length-exceeded.json': 'context_length',
  'e3b-400-deepseek-context-length.json': 'context_length',
  'e3c-400-vllm-legacy-error-no-envelope.json': 'context_length',
  'e4-400-ollama-does-not-support-tools.json': 'tools_unsupported',
};

describe('HTTP error fixture corpus', () => {
  const errorFixtures = listErrorFixtures();

  it('has fixtures', () => {
    expect(errorFixtures.length).toBeGreaterThanOrEqual(6);
  });

  for (const file of errorFixtures) {
    it(`${file} ends as a clear error`, async () => {
      expect(errorKinds[file], `classify ${file} in errorKinds`).toBeDefined();
      const kind = errorKinds[file]!;
      server.script({ kind: 'fixture', file }, { kind: 'fixture', file }, { kind: 'text', text: 'not reached' });
      const { outcome, events } = await runLoop(server, { client: { apiKey: 'sk-proj-localTESTkey000000000000X-wA' } });
      expect(outcome.reason).toBe('error');
      expect(outcome.error?.kind).toBe(kind);
      expect(outcome.error!.message.length).toBeGreaterThan(20);
      expect(outcome.error!.message.length).toBeLessThan(250);
      expect(messageEnd(events)).toMatchObject({
        status: 'error',
        text: '',
        toolCalls: [],
        error: outcome.error!.message,
      });
      expect(JSON.stringify(events)).not.toMatch(/sk-proj|X-wA/);
      if (kind === 'context_length') {
        // Exactly one retry with a harder-trimmed history, then a clear error.
        expect(server.requests).toHaveLength(2);
        expect(ofType(events, 'retry').map((e) => e.reason)).toEqual([CONTEXT_RETRY_REASON]);
      } else {
        expect(server.requests).toHaveLength(1);
      }
    });
  }

  it('e1: waits what retry-after-ms says (18642 ms, preferred over retry-after: 19) and the wait is abortable', async () => {
    const controller = new AbortController();
    server.script({ kind: 'fixture', file: 'e1-429-rate-limit.json' }, { kind: 'text', text: 'not reached' });
    const { outcome, events } = await runLoop(server, {
      client: { maxRetries: 2 },
      signal: controller.signal,
      onEvent: (event) => {
        if (event.type === 'retry') setTimeout(() => controller.abort(), 10);
      },
    });
    expect(ofType(events, 'retry')[0]).toMatchObject({ attempt: 1, delayMs: 18_642 });
    expect(outcome.reason).toBe('aborted');
    expect(server.requests).toHaveLength(1);
  });
});
