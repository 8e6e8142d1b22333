// Drives the fake LLM server's failure modes with the real openai SDK: cut, stalled and unfinished streams, server close,
// and the non-streaming chat.completion answers built from the same script steps.
import OpenAI, { AuthenticationError } from 'openai';
import type { ChatCompletionChunk } from 'openai/resources/chat/completions';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { collectChatStream } from './collect-chat-stream';
import { startFakeLlmServer, type FakeLlmServer } from './fake-llm-server';
import { deltas, rawChunks, rejectionOf, toolDeltas, user } from './fake-llm-test-helpers';

let server: FakeLlmServer;
let client: OpenAI;

beforeAll(async () => {
  server = await startFakeLlmServer({ models: ['fake-model', 'fake-model-large'] });
  client = new OpenAI({ baseURL: server.url, apiKey: 'test', maxRetries: 0 });
});
afterAll(() => server.close());
beforeEach(() => server.reset());

describe('broken streams', () => {
  it('a cut stream delivers its partial chunks, then the SDK throws', async () => {
    server.script({
      kind: 'cut',
      text: 'partial answ',
      toolCall: { name: 'read_file', partialArguments: '{"path":"/tm' },
    });
    const chunks: ChatCompletionChunk[] = [];
    const stream = await client.chat.completions.create({ model: 'fake-model', messages: user('hi'), stream: true });
    const error = await rejectionOf(
      (async () => {
        for await (const chunk of stream) chunks.push(chunk);
      })(),
    );
    expect(error).toBeInstanceOf(Error);
    expect(String(error)).toMatch(/terminated/);
    expect(
      deltas(chunks)
        .map((d) => d.content ?? '')
        .join(''),
    ).toBe('partial answ');
    expect(toolDeltas(chunks)[0]?.function?.name).toBe('read_file');
    expect(
      toolDeltas(chunks)
        .map((p) => p.function?.arguments ?? '')
        .join(''),
    ).toBe('{"path":"/tm');
  });

  it('a cut stream makes the stream helper reject too', async () => {
    server.script({ kind: 'cut', text: 'half' });
    const run = await collectChatStream(client, { model: 'fake-model', messages: user('hi') });
    expect(run.final).toBeNull();
    expect(String(run.error)).toMatch(/terminated/);
    expect(run.rawContent).toBe('half');
  });

  it('a stalled stream sends nothing more until the client aborts', async () => {
    server.script({ kind: 'stall', text: 'hmm' });
    const controller = new AbortController();
    const stream = await client.chat.completions.create(
      { model: 'fake-model', messages: user('hi'), stream: true },
      { signal: controller.signal },
    );
    const iterator = stream[Symbol.asyncIterator]();
    const first = await iterator.next();
    expect(first.done).toBe(false);
    expect((first.value as ChatCompletionChunk).choices[0]?.delta.content).toBe('hmm');
    let settled = false;
    const next = iterator.next().finally(() => {
      settled = true;
    });
    // A later reply from the same server, read to its end: whatever more the stalled one would send would be here first.
    server.script({ kind: 'text', text: 'later' });
    const later = await collectChatStream(client, { model: 'fake-model', messages: user('again') });
    expect(later.rawContent).toBe('later');
    expect(settled).toBe(false);
    controller.abort();
    expect((await next).done).toBe(true);
  });

  it('close() ends stalled connections, so the client sees the stream end', async () => {
    const own = await startFakeLlmServer();
    own.script({ kind: 'stall', text: 'x' });
    const ownClient = new OpenAI({ baseURL: own.url, apiKey: 'test', maxRetries: 0 });
    const stream = await ownClient.chat.completions.create({ model: 'fake-model', messages: user('hi'), stream: true });
    const iterator = stream[Symbol.asyncIterator]();
    await iterator.next();
    const next = rejectionOf(iterator.next());
    await own.close();
    expect(String(await next)).toMatch(/terminated/);
  });

  it('no_finish closes cleanly: no finish_reason, no [DONE], no SDK error', async () => {
    server.script({ kind: 'no_finish', text: 'open ended' });
    const chunks = await rawChunks(client);
    expect(
      deltas(chunks)
        .map((d) => d.content ?? '')
        .join(''),
    ).toBe('open ended');
    expect(chunks.every((c) => c.choices.every((ch) => ch.finish_reason === null))).toBe(true);

    server.script({ kind: 'no_finish', text: 'again' });
    const response = await fetch(`${server.url}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'fake-model', messages: user('hi'), stream: true }),
    });
    const text = await response.text();
    expect(text).toContain('"content":"agai"');
    expect(text).not.toContain('[DONE]');
  });
});

describe('non-streaming mode', () => {
  it('answers a chat.completion for a text step, with reasoning and usage', async () => {
    server.script({ kind: 'text', text: 'Plain answer.', reasoning: 'brief thought' });
    const completion = await client.chat.completions.create({ model: 'fake-model-large', messages: user('hi') });
    expect(completion.object).toBe('chat.completion');
    expect(completion.model).toBe('fake-model-large');
    expect(completion.choices[0]?.message.content).toBe('Plain answer.');
    expect((completion.choices[0]?.message as unknown as Record<string, unknown>).reasoning_content).toBe(
      'brief thought',
    );
    expect(completion.choices[0]?.finish_reason).toBe('stop');
    expect(completion.usage?.total_tokens).toBeGreaterThan(0);
    expect(server.requests[0]?.stream).toBe(false);
  });

  it('answers tool calls and errors from the same steps', async () => {
    server.script(
      { kind: 'tool_calls', calls: [{ id: 'call_1', name: 'list_dir', arguments: { path: '.' } }] },
      {
        kind: 'http_error',
        status: 401,
        body: { error: { message: 'bad key', type: 'invalid_request_error', code: 'invalid_api_key' } },
      },
      { kind: 'cut', text: 'never whole' },
    );
    const completion = await client.chat.completions.create({ model: 'fake-model', messages: user('ls') });
    expect(completion.choices[0]?.finish_reason).toBe('tool_calls');
    expect(completion.choices[0]?.message.tool_calls).toEqual([
      { id: 'call_1', type: 'function', function: { name: 'list_dir', arguments: '{"path":"."}' } },
    ]);
    const authError = await rejectionOf(client.chat.completions.create({ model: 'fake-model', messages: user('ls') }));
    expect(authError).toBeInstanceOf(AuthenticationError);
    const cutError = await rejectionOf(client.chat.completions.create({ model: 'fake-model', messages: user('ls') }));
    expect(cutError).toBeInstanceOf(Error);
    expect(cutError).not.toBeInstanceOf(AuthenticationError);
  });
});
