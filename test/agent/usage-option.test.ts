// Usage through the real openai-stream client and the fake server: requests ask for `stream_options.include_usage`,
// the server's usage chunk comes back on the turn, and a server that rejects the option with a 400 naming it is asked
// again at once without it (and the client says so, once); with includeUsage false the option is never sent.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOpenAiModelClient } from '../../electron/agent/model/openai-stream';
import type { ModelTurn } from '../../electron/agent/model/model-client';
import { startFakeLlmServer, type FakeLlmServer, type ScriptStep } from '../support/fake-llm-server';

let server: FakeLlmServer;
beforeAll(async () => {
  server = await startFakeLlmServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => server.reset());

async function ask(options: { includeUsage?: boolean; onUsageOptionRejected?: () => void } = {}): Promise<ModelTurn> {
  const client = createOpenAiModelClient({ baseUrl: server.url, model: 'fake-model', maxRetries: 0, ...options });
  return client.streamChat(
    { messages: [{ role: 'user', content: 'hello' }] },
    { signal: new AbortController().signal, onTextDelta: () => undefined, onReasoningDelta: () => undefined },
  );
}

/** Like a llama.cpp build that does not know the option: a 400 naming it whenever it is sent. */
const rejectsStreamOptions: ScriptStep = {
  kind: 'handler',
  handle: (request) =>
    request.body?.stream_options
      ? {
          kind: 'http_error',
          status: 400,
          body: {
            error: { message: 'Unrecognized request argument supplied: stream_options', type: 'invalid_request_error' },
          },
        }
      : { kind: 'text', text: 'answer without usage' },
};

describe('usage', () => {
  it('asks for usage and returns the server’s counts', async () => {
    server.script({ kind: 'text', text: 'four words of answer', usage: true });
    const turn = await ask();
    expect(server.requests[0]?.body.stream_options).toEqual({ include_usage: true });
    expect(turn.status).toBe('complete');
    if (turn.status !== 'complete') return;
    expect(turn.text).toBe('four words of answer');
    expect(turn.usage?.promptTokens).toBeGreaterThan(0);
    expect(turn.usage).toEqual({ promptTokens: expect.any(Number), completionTokens: 5 });
  });

  it('has no usage when the server sends none', async () => {
    server.script({ kind: 'text', text: 'no counts' });
    const turn = await ask();
    expect(turn).toMatchObject({ status: 'complete', text: 'no counts' });
    expect(turn.status === 'complete' && turn.usage).toBeFalsy();
  });

  it('retries at once without the option when the server rejects it, and says so', async () => {
    server.script(rejectsStreamOptions, rejectsStreamOptions);
    let rejected = 0;
    const turn = await ask({ onUsageOptionRejected: () => (rejected += 1) });
    expect(turn).toMatchObject({ status: 'complete', text: 'answer without usage' });
    expect(rejected).toBe(1);
    expect(server.requests.map((request) => request.body.stream_options)).toEqual([{ include_usage: true }, undefined]);
  });

  it('does not retry a 400 that does not name the option', async () => {
    server.script({ kind: 'http_error', status: 400, body: { error: { message: 'messages: bad role' } } });
    let rejected = 0;
    const turn = await ask({ onUsageOptionRejected: () => (rejected += 1) });
    expect(turn.status).toBe('error');
    expect(rejected).toBe(0);
    expect(server.requests).toHaveLength(1);
  });

  it('never sends the option when told the server rejects it', async () => {
    server.script({ kind: 'text', text: 'plain', usage: true });
    const turn = await ask({ includeUsage: false });
    expect(turn).toMatchObject({ status: 'complete', text: 'plain' });
    expect(server.requests[0]?.body).not.toHaveProperty('stream_options');
  });
});
