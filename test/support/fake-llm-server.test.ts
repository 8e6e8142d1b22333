// Drives the fake OpenAI-compatible server with the real openai SDK: streaming text, split/parallel/interleaved tool calls,
// reasoning deltas, HTTP errors, /models, the script queue and request recording.
import OpenAI, { AuthenticationError, BadRequestError, InternalServerError, RateLimitError } from 'openai';
import type { APIError } from 'openai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { collectChatStream } from './collect-chat-stream';
import { fixturesDir, startFakeLlmServer, type FakeLlmServer } from './fake-llm-server';
import { deltas, rawChunks, rejectionOf, toolDeltas, user } from './fake-llm-test-helpers';

let server: FakeLlmServer;
let client: OpenAI;

beforeAll(async () => {
  server = await startFakeLlmServer({ models: ['fake-model', 'fake-model-large'] });
  client = new OpenAI({ baseURL: server.url, apiKey: 'test', maxRetries: 0 });
});
afterAll(() => server.close());
beforeEach(() => server.reset());

describe('streaming text', () => {
  it('streams role, content pieces, stop and a usage chunk when asked', async () => {
    server.script({ kind: 'text', text: 'Hello from the fake model.', chunkSize: 5, usage: true });
    const chunks = await rawChunks(client, { includeUsage: true });
    expect(chunks[0]?.object).toBe('chat.completion.chunk');
    expect(chunks[0]?.choices[0]?.delta.role).toBe('assistant');
    expect(deltas(chunks).filter((d) => d.content).length).toBe(6);
    expect(
      deltas(chunks)
        .map((d) => d.content ?? '')
        .join(''),
    ).toBe('Hello from the fake model.');
    expect(chunks.flatMap((c) => c.choices.map((ch) => ch.finish_reason)).filter(Boolean)).toEqual(['stop']);
    const last = chunks.at(-1);
    expect(last?.choices).toEqual([]);
    expect(last?.usage?.total_tokens).toBeGreaterThan(0);
    expect(new Set(chunks.map((c) => c.id)).size).toBe(1);
  });

  it('sends no usage chunk when the request did not ask for one', async () => {
    server.script({ kind: 'text', text: 'short', usage: true });
    const chunks = await rawChunks(client);
    expect(chunks.every((c) => c.choices.length === 1 && !c.usage)).toBe(true);
  });

  it('is assembled by the SDK stream helper, with a custom finish reason', async () => {
    server.script({ kind: 'text', text: 'cut short', finishReason: 'length' });
    const run = await collectChatStream(client, { model: 'fake-model', messages: user('hi') });
    expect(run.error).toBeNull();
    expect(run.final?.choices[0]?.message.content).toBe('cut short');
    expect(run.final?.choices[0]?.finish_reason).toBe('length');
  });

  it('sends reasoning_content deltas before the content', async () => {
    server.script({ kind: 'text', reasoning: 'Let me think about greetings.', text: 'Hi!', chunkSize: 6 });
    const run = await collectChatStream(client, { model: 'fake-model', messages: user('hi') });
    const kinds = deltas(run.chunks).map((d) =>
      'reasoning_content' in d ? 'reasoning' : d.content ? 'content' : 'other',
    );
    expect(kinds.indexOf('content')).toBeGreaterThan(kinds.lastIndexOf('reasoning'));
    expect(kinds.filter((k) => k === 'reasoning').length).toBe(5);
    expect(run.rawReasoning).toBe('Let me think about greetings.');
    expect(run.final?.choices[0]?.message.content).toBe('Hi!');
  });

  it('waits delayMs between chunks, so a client can abort mid-stream', async () => {
    server.script({ kind: 'text', text: 'one two three four five six seven eight', chunkSize: 4, delayMs: 100 });
    const controller = new AbortController();
    const stream = await client.chat.completions.create(
      { model: 'fake-model', messages: user('hi'), stream: true },
      { signal: controller.signal },
    );
    const received: string[] = [];
    for await (const chunk of stream) {
      received.push(chunk.choices[0]?.delta.content ?? '');
      if (received.length === 2) controller.abort();
    }
    expect(received.slice(0, 2)).toEqual(['one ', 'two ']);
    expect(received.length).toBeLessThan(5); // 10 pieces were scripted; the abort stopped the rest
  });
});

describe('streaming tool calls', () => {
  const longArgs = {
    path: '/home/user/notes/today.md',
    content: 'A line long enough to need many argument fragments.',
  };

  it('splits arguments over many deltas that the SDK reassembles', async () => {
    server.script({
      kind: 'tool_calls',
      calls: [{ id: 'call_write', name: 'write_file', arguments: longArgs }],
      argChunkSize: 5,
      usage: true,
    });
    const run = await collectChatStream(client, {
      model: 'fake-model',
      messages: user('write it'),
      stream_options: { include_usage: true },
    });
    expect(run.chunks.at(-1)?.choices).toEqual([]);
    expect(run.final?.usage?.completion_tokens).toBeGreaterThan(0);
    const pieces = toolDeltas(run.chunks);
    expect(pieces.length).toBeGreaterThan(10);
    expect(pieces[0]).toEqual({
      index: 0,
      id: 'call_write',
      type: 'function',
      function: { name: 'write_file', arguments: '' },
    });
    for (const piece of pieces.slice(1)) expect(Object.keys(piece).sort()).toEqual(['function', 'index']);
    expect(pieces.slice(1).every((p) => (p.function?.arguments?.length ?? 0) <= 5)).toBe(true);
    const message = run.final?.choices[0]?.message;
    expect(run.final?.choices[0]?.finish_reason).toBe('tool_calls');
    expect(message?.tool_calls).toEqual([
      { id: 'call_write', type: 'function', function: { name: 'write_file', arguments: JSON.stringify(longArgs) } },
    ]);
  });

  it.each([false, true])('sends parallel calls (interleave=%s) that reassemble by index', async (interleave) => {
    const calls = [
      { name: 'get_weather', arguments: '{"city":"Edinburgh","units":"c"}' },
      { name: 'get_time', arguments: { zone: 'Europe/London' } },
    ];
    server.script({ kind: 'tool_calls', text: 'Checking both.', calls, interleave, argChunkSize: 4 });
    const run = await collectChatStream(client, {
      model: 'fake-model',
      messages: user('weather and time?'),
      stream_options: { include_usage: true },
    });
    expect(run.final?.usage).toBeUndefined();
    const indexes = toolDeltas(run.chunks).map((p) => p.index);
    expect(indexes.length).toBeGreaterThan(8);
    if (interleave) expect(indexes.slice(0, 6)).toEqual([0, 1, 0, 1, 0, 1]);
    else expect(indexes).toEqual([...indexes].sort());
    const message = run.final?.choices[0]?.message;
    expect(message?.content).toBe('Checking both.');
    const toolCalls = (message?.tool_calls ?? []).map((c) =>
      c.type === 'function' ? [c.function.name, c.function.arguments] : [],
    );
    expect(toolCalls).toEqual([
      ['get_weather', '{"city":"Edinburgh","units":"c"}'],
      ['get_time', '{"zone":"Europe/London"}'],
    ]);
    const ids = message?.tool_calls?.map((c) => c.id) ?? [];
    expect(new Set(ids).size).toBe(2);
  });

  it('passes a scripted finish reason through (a tool call ending with stop)', async () => {
    server.script({ kind: 'tool_calls', calls: [{ name: 'noop', arguments: '{}' }], finishReason: 'stop' });
    const run = await collectChatStream(client, { model: 'fake-model', messages: user('go') });
    expect(run.final?.choices[0]?.finish_reason).toBe('stop');
    expect(run.final?.choices[0]?.message.tool_calls?.length).toBe(1);
  });
});

describe('HTTP errors', () => {
  it('429 keeps its body and retry-after headers on the SDK error', async () => {
    const body = { error: { message: 'Rate limit reached', type: 'tokens', param: null, code: 'rate_limit_exceeded' } };
    server.script({ kind: 'http_error', status: 429, body, headers: { 'retry-after': '7', 'retry-after-ms': '6500' } });
    const error = await rejectionOf(
      client.chat.completions.create({ model: 'fake-model', messages: user('hi'), stream: true }),
    );
    expect(error).toBeInstanceOf(RateLimitError);
    const rateLimit = error as RateLimitError;
    expect(rateLimit.status).toBe(429);
    expect(rateLimit.headers.get('retry-after')).toBe('7');
    expect(rateLimit.headers.get('retry-after-ms')).toBe('6500');
    expect(rateLimit.code).toBe('rate_limit_exceeded');
    expect(rateLimit.message).toBe('429 Rate limit reached');
  });

  it.each([
    { status: 401, errorClass: AuthenticationError, code: 'invalid_api_key' },
    { status: 400, errorClass: BadRequestError, code: 'context_length_exceeded' },
    { status: 500, errorClass: InternalServerError, code: null },
  ])('$status becomes the matching SDK error with the body message', async ({ status, errorClass, code }) => {
    const body = { error: { message: `scripted ${status}`, type: 'invalid_request_error', param: 'messages', code } };
    server.script({ kind: 'http_error', status, body });
    const error = await rejectionOf(
      collectChatStream(client, { model: 'fake-model', messages: user('hi') }).then((r) => {
        throw r.error;
      }),
    );
    expect(error).toBeInstanceOf(errorClass);
    expect((error as APIError).status).toBe(status);
    expect((error as APIError).message).toBe(`${status} scripted ${status}`);
    expect((error as APIError).code).toBe(code);
  });
});

describe('models, queue and recording', () => {
  it('lists the configured models', async () => {
    const ids: string[] = [];
    for await (const model of client.models.list()) ids.push(model.id);
    expect(ids).toEqual(['fake-model', 'fake-model-large']);
    expect(server.requests.map((r) => [r.method, r.path])).toEqual([['GET', '/v1/models']]);
  });

  it('records messages, tools, model, stream flag and headers before answering', async () => {
    const tools = [
      { type: 'function' as const, function: { name: 'get_time', parameters: { type: 'object', properties: {} } } },
    ];
    let seenByHandler = -1;
    server.script({
      kind: 'handler',
      handle: (request) => {
        seenByHandler = server.requests.indexOf(request);
        return { kind: 'text', text: `you said ${String(request.messages.at(-1)?.content)}` };
      },
    });
    const messages = [{ role: 'system' as const, content: 'be brief' }, ...user('what time is it?')];
    const run = await collectChatStream(client, { model: 'fake-model', messages, tools });
    expect(run.final?.choices[0]?.message.content).toBe('you said what time is it?');
    expect(seenByHandler).toBe(0);
    const [request] = server.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.model).toBe('fake-model');
    expect(request?.stream).toBe(true);
    expect(request?.messages).toEqual(messages);
    expect(request?.tools).toEqual(tools);
    expect(request?.headers.authorization).toBe('Bearer test');
  });

  it('consumes steps in order, counts pending ones and reset() clears everything', async () => {
    server.script({ kind: 'text', text: 'first' }, { kind: 'text', text: 'second' }, { kind: 'text', text: 'third' });
    expect(server.pending()).toBe(3);
    const first = await client.chat.completions.create({ model: 'fake-model', messages: user('1') });
    const second = await client.chat.completions.create({ model: 'fake-model', messages: user('2') });
    expect([first.choices[0]?.message.content, second.choices[0]?.message.content]).toEqual(['first', 'second']);
    expect(server.pending()).toBe(1);
    expect(server.requests).toHaveLength(2);
    server.reset();
    expect(server.pending()).toBe(0);
    expect(server.requests).toHaveLength(0);
  });

  it('answers 500 with a clear message when no scripted response is left', async () => {
    const error = await rejectionOf(client.chat.completions.create({ model: 'fake-model', messages: user('hi') }));
    expect(error).toBeInstanceOf(InternalServerError);
    expect((error as APIError).message).toContain('fake LLM server: no scripted response left');
    expect(server.requests).toHaveLength(1);
  });

  it('uses the fallback step when the queue is empty', async () => {
    const own = await startFakeLlmServer({ fallback: { kind: 'text', text: 'fallback answer' } });
    try {
      const ownClient = new OpenAI({ baseURL: own.url, apiKey: 'test', maxRetries: 0 });
      for (let i = 0; i < 2; i++) {
        const completion = await ownClient.chat.completions.create({ model: 'fake-model', messages: user('hi') });
        expect(completion.choices[0]?.message.content).toBe('fallback answer');
      }
      const ids: string[] = [];
      for await (const model of ownClient.models.list()) ids.push(model.id);
      expect(ids).toEqual(['fake-model']);
    } finally {
      await own.close();
    }
  });

  it('rejects a body that is not JSON with an OpenAI-style 400, and still records it', async () => {
    server.script({ kind: 'text', text: 'unused' });
    const response = await fetch(`${server.url}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"model": "fake-model", "messages": [',
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { message: string; type: string } };
    expect(body.error.type).toBe('invalid_request_error');
    expect(body.error.message).toContain('not valid JSON');
    expect(server.requests[0]?.body).toBe('{"model": "fake-model", "messages": [');
    expect(server.pending()).toBe(1);
  });

  it('serves raw bodies as given and reports a missing fixture clearly', async () => {
    server.script(
      { kind: 'raw', status: 503, headers: { 'content-type': 'text/plain' }, body: 'upstream overloaded' },
      { kind: 'fixture', file: 'no-such-fixture.sse' },
    );
    const raw = await fetch(`${server.url}/chat/completions`, { method: 'POST', body: '{"model":"m","messages":[]}' });
    expect(raw.status).toBe(503);
    expect(await raw.text()).toBe('upstream overloaded');
    const missing = await rejectionOf(client.chat.completions.create({ model: 'fake-model', messages: user('hi') }));
    expect(missing).toBeInstanceOf(InternalServerError);
    expect((missing as APIError).message).toMatch(/fixture file not found: .*no-such-fixture\.sse/);
  });

  it('turns a throwing handler into a 500 that names the problem', async () => {
    server.script({
      kind: 'handler',
      handle: () => {
        throw new Error('handler exploded');
      },
    });
    const error = await rejectionOf(client.chat.completions.create({ model: 'fake-model', messages: user('hi') }));
    expect(error).toBeInstanceOf(InternalServerError);
    expect((error as APIError).message).toContain('fake LLM server: handler exploded');
  });

  it('says where it looked when the fixture directory is missing', () => {
    const saved = process.env.HEARTH_FIXTURES_DIR;
    process.env.HEARTH_FIXTURES_DIR = '/nonexistent/hearth-fixtures';
    try {
      expect(() => fixturesDir()).toThrow(/not found: looked in \/nonexistent\/hearth-fixtures/);
    } finally {
      if (saved === undefined) delete process.env.HEARTH_FIXTURES_DIR;
      else process.env.HEARTH_FIXTURES_DIR = saved;
    }
  });
});
