// The `ask --json` result line's `truncated` and `usage`, through real CLI processes and the fake model: usage is the
// server's count when it reports one (absent otherwise), an answer cut at the model's limit is `truncated: true`, and a
// server that rejects `stream_options` is remembered for that base URL + model, so the next process does not ask again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeLlmServer, type FakeLlmServer, type ScriptStep } from '../support/fake-llm-server';
import { createTempDirs } from '../support/temp-dir';
import { runCli } from './run-cli';

const temp = createTempDirs();
let server: FakeLlmServer;

beforeAll(async () => {
  server = await startFakeLlmServer();
});
afterAll(async () => {
  await server.close();
  temp.cleanup();
});

const ask = (dataDir: string, prompt: string) =>
  runCli(['ask', prompt, '--base-url', server.url, '--model', 'm', '--data-dir', dataDir, '--json']);

describe('hearth cli: the result line’s truncated and usage', () => {
  it('carries the server’s usage and truncated: false for a finished answer', async () => {
    server.reset();
    server.script({ kind: 'text', text: 'Twelve characters', usage: true });
    const run = await ask(temp.make('usage'), 'hello');
    expect(run.code, run.stderr).toBe(0);
    const result = run.lines().at(-1)!;
    expect(result).toMatchObject({ type: 'result', ok: true, truncated: false, text: 'Twelve characters' });
    expect(result.usage).toEqual({ promptTokens: expect.any(Number), completionTokens: 5 });
    expect((result.usage as { promptTokens: number }).promptTokens).toBeGreaterThan(0);
    expect(server.requests[0]?.body.stream_options).toEqual({ include_usage: true });
  });

  it('has no usage when the server reports none (an estimate is not passed off as its count)', async () => {
    server.reset();
    server.script({ kind: 'text', text: 'no counts here' });
    const run = await ask(temp.make('no-usage'), 'hello');
    const result = run.lines().at(-1)!;
    expect(result).toMatchObject({ type: 'result', ok: true, truncated: false });
    expect(result).not.toHaveProperty('usage');
    const end = run.lines().find((line) => line.type === 'message_end');
    expect(end).toMatchObject({ usage: { estimated: true }, contextTokens: expect.any(Number) });
  });

  it('says truncated: true when the answer stopped at the model’s limit, and keeps the text', async () => {
    server.reset();
    server.script({ kind: 'text', text: 'The first half of a long answ', finishReason: 'length', usage: true });
    const run = await ask(temp.make('length'), 'write a lot');
    const result = run.lines().at(-1)!;
    expect(result).toMatchObject({ type: 'result', truncated: true, text: 'The first half of a long answ' });
    expect(run.lines().find((line) => line.type === 'message_end')).toMatchObject({ finishReason: 'length' });
  });

  it('remembers a server that rejects stream_options: retried at once, and not asked again next time', async () => {
    server.reset();
    const rejecting: ScriptStep = {
      kind: 'handler',
      handle: (request) =>
        request.body?.stream_options
          ? {
              kind: 'http_error',
              status: 400,
              body: { error: { message: 'Unrecognized request argument supplied: stream_options' } },
            }
          : { kind: 'text', text: 'fine' },
    };
    server.script(rejecting, rejecting, rejecting);
    const dataDir = temp.make('quirk');
    const first = await ask(dataDir, 'one');
    expect(first.code, first.stderr).toBe(0);
    expect(first.lines().at(-1)).toMatchObject({ ok: true, text: 'fine' });
    const second = await ask(dataDir, 'two');
    expect(second.code, second.stderr).toBe(0);
    const sent = server.requests.filter((request) => request.path.endsWith('/chat/completions'));
    expect(sent.map((request) => request.body.stream_options)).toEqual([{ include_usage: true }, undefined, undefined]);
  });
});
