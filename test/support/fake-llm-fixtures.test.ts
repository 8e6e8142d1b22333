// Replays every file of the shared real-world SSE corpus through the fake server and the real openai SDK,
// checking each sidecar's `expected` (tool calls, text, reasoning, finish reason, mid-stream errors, HTTP error statuses).
import OpenAI, { APIError } from 'openai';
import { VERSION } from 'openai/version';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { collectChatStream } from './collect-chat-stream';
import { startFakeLlmServer, type FakeLlmServer } from './fake-llm-server';
import { listErrorFixtures, listSseFixtures, loadFixtureMeta } from './sse-fixtures';

const sseFixtures = listSseFixtures();
const errorFixtures = listErrorFixtures();

let server: FakeLlmServer;
let client: OpenAI;

beforeAll(async () => {
  server = await startFakeLlmServer();
  client = new OpenAI({ baseURL: server.url, apiKey: 'test', maxRetries: 0 });
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const noText = (text: string | null | undefined): string | null => (text === '' || text === undefined ? null : text);

describe('shared SSE corpus', () => {
  it('is present and holds stream and error fixtures', () => {
    expect(sseFixtures.length).toBeGreaterThanOrEqual(20);
    expect(errorFixtures.length).toBeGreaterThanOrEqual(6);
  });

  describe.each([
    { delivery: 'whole body', chunkBytes: undefined },
    { delivery: '7-byte pieces', chunkBytes: 7 },
  ])('stream fixtures ($delivery)', ({ delivery, chunkBytes }) => {
    it.each(sseFixtures)('%s', async (file) => {
      const { expected } = loadFixtureMeta(file);
      server.script({ kind: 'fixture', file, chunkBytes });
      const run = await collectChatStream(client, {
        model: 'fixture-model',
        messages: [{ role: 'user', content: `replay ${file}` }],
        stream_options: { include_usage: true },
      });
      console.log(`replayed fixture ${file} (${delivery}, ${run.chunks.length} chunks)`);
      expect(server.pending()).toBe(0);
      expect(server.requests).toHaveLength(1);

      if (expected.error) {
        expect(run.error).toBeInstanceOf(APIError);
        const error = run.error as APIError;
        expect(error.message).toBe(expected.error.message);
        expect(error.status).toBeUndefined();
        expect(noText(run.rawContent)).toBe(noText(expected.content));
        return;
      }

      expect(run.error).toBeNull();
      const choice = run.final?.choices[0];
      expect(choice).toBeDefined();
      const toolCalls = (choice?.message.tool_calls ?? []).map((call) => {
        if (call.type !== 'function') throw new Error(`unexpected tool call type ${call.type}`);
        return { id: call.id, name: call.function.name, arguments_raw: call.function.arguments };
      });
      const expectedCalls = (expected.tool_calls ?? []).map(({ id, name, arguments_raw }) => ({
        id,
        name,
        arguments_raw,
      }));
      expect(toolCalls).toEqual(expectedCalls);
      expect(noText(choice?.message.content)).toBe(noText(expected.content));
      expect(choice?.finish_reason).toBe(expected.finish_reason);
      expect(noText(run.rawReasoning)).toBe(noText(expected.reasoning_text));
    });
  });

  it.each(errorFixtures)('error fixture %s gives the expected HTTP status, class and headers', async (file) => {
    const meta = loadFixtureMeta(file);
    server.script({ kind: 'fixture', file });
    const error = await client.chat.completions
      .create({ model: 'fixture-model', messages: [{ role: 'user', content: 'hi' }], stream: true })
      .then(
        () => null,
        (caught: unknown) => caught,
      );
    console.log(`replayed fixture ${file} (HTTP ${meta.http_status})`);

    expect(error).toBeInstanceOf(APIError);
    const apiError = error as APIError;
    expect(apiError.status).toBe(meta.expected.status);
    expect(apiError.status).toBe(meta.http_status);
    const expectedClass = meta.expected.sdk_error_class?.split(' ')[0];
    expect(apiError.constructor.name).toBe(expectedClass);
    for (const [name, value] of Object.entries(meta.response_headers ?? {})) {
      expect(apiError.headers?.get(name)).toBe(value);
    }
    const observedMessage = observedSdkMessage(meta.sdk_observed);
    if (observedMessage === undefined)
      console.log(`no sdk_observed message for openai@${VERSION} in ${file}; message not compared`);
    else expect(apiError.message).toBe(observedMessage);
  });
});

/** The error message the corpus saw for the installed SDK version, if it recorded one. */
function observedSdkMessage(observed: Record<string, unknown> | undefined): string | undefined {
  if (!observed) return undefined;
  const perVersion = observed.per_version as Record<string, { message?: string }> | undefined;
  if (perVersion?.[`openai@${VERSION}`]) return perVersion[`openai@${VERSION}`]?.message;
  const result = observed.result as { message?: string } | undefined;
  return observed.identical_across_versions === true ? result?.message : undefined;
}
