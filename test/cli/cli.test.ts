// The CLI as scripts use it: real child processes, a real data folder, the fake OpenAI-compatible server as the model.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeLlmServer, type FakeLlmServer } from '../support/fake-llm-server';
import { createTempDirs } from '../support/temp-dir';
import { runCli } from './run-cli';

const temp = createTempDirs();
let server: FakeLlmServer;
let dataDir: string;

beforeAll(async () => {
  server = await startFakeLlmServer();
  dataDir = temp.make('cli');
});
afterAll(async () => {
  await server.close();
  temp.cleanup();
});

describe('hearth cli', () => {
  it('ask --json calls datetime through the model and ends with the final answer and a result line', async () => {
    server.reset();
    server.script(
      { kind: 'tool_calls', calls: [{ name: 'datetime', arguments: { timezone: 'Asia/Seoul' } }] },
      { kind: 'text', text: 'It is Saturday in Seoul.' },
    );
    const run = await runCli([
      'ask',
      'what day is it?',
      '--base-url',
      server.url,
      '--model',
      'm',
      '--json',
      '--data-dir',
      dataDir,
    ]);
    expect(run.stderr).not.toMatch(/Error|at \w+ \(/);
    expect(run.code).toBe(0);
    const events = run.lines();
    expect(events.map((e) => e.type)).toEqual(
      expect.arrayContaining(['agent_start', 'tool_call_start', 'tool_call_end', 'agent_end', 'result']),
    );
    const toolEnd = events.find((e) => e.type === 'tool_call_end')!;
    expect(toolEnd).toMatchObject({ name: 'datetime', ok: true });
    expect(String(toolEnd.content)).toMatch(/Asia\/Seoul/);
    expect(events.at(-2)).toMatchObject({ type: 'agent_end', reason: 'done', finalText: 'It is Saturday in Seoul.' });
    expect(events.at(-1)).toMatchObject({ type: 'result', ok: true, reason: 'done', text: 'It is Saturday in Seoul.' });
    // The model saw the tool result in its second request, and the datetime tool was offered to it.
    expect(server.requests).toHaveLength(2);
    expect(server.requests[0]!.tools.map((t: { function: { name: string } }) => t.function.name)).toContain('datetime');
    const toolMessage = server.requests[1]!.messages.find((m: { role: string }) => m.role === 'tool');
    expect(toolMessage.content).toMatch(/Asia\/Seoul/);
  });

  it('tool datetime --json prints exactly one tool_result line', async () => {
    const run = await runCli(['tool', 'datetime', '{"timezone":"Asia/Seoul"}', '--json', '--data-dir', dataDir]);
    expect(run.code).toBe(0);
    const lines = run.lines();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ type: 'tool_result', ok: true, details: { timeZone: 'Asia/Seoul' } });
  });

  it('a failing tool exits 1 with ok:false; bad JSON arguments are a clear tool error', async () => {
    const badZone = await runCli(['tool', 'datetime', '{"timezone":"Mars/Olympus"}', '--json', '--data-dir', dataDir]);
    expect(badZone.code).toBe(1);
    expect(badZone.lines()[0]).toMatchObject({ type: 'tool_result', ok: false });
    expect(String(badZone.lines()[0]!.content)).toMatch(/Unknown time zone/);
    const badJson = await runCli(['tool', 'datetime', '{nope', '--json', '--data-dir', dataDir]);
    expect(badJson.code).toBe(1);
    expect(String(badJson.lines()[0]!.content)).toMatch(/JSON/i);
  });

  it('usage errors exit 2 with one line on stderr and nothing on stdout', async () => {
    for (const args of [['frobnicate'], ['ask'], ['ask', 'x', '--mode', 'yolo'], ['ask', 'x', '--no-such-flag']]) {
      const run = await runCli(args);
      expect(run.code, args.join(' ')).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr.trim().split('\n')).toHaveLength(1);
    }
  });

  it('config set validates and persists; config get reads it back', async () => {
    const set = await runCli(['config', 'set', 'tools.browser.enabled', 'true', '--data-dir', dataDir]);
    expect(set.code).toBe(0);
    const get = await runCli(['config', 'get', 'tools.browser.enabled', '--json', '--data-dir', dataDir]);
    expect(get.lines()[0]).toMatchObject({ type: 'config', value: true });
    const bad = await runCli(['config', 'set', 'agent.maxTurns', '"lots"', '--data-dir', dataDir]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/agent\.maxTurns/);
    const unknown = await runCli(['config', 'get', 'no.such.key', '--data-dir', dataDir]);
    expect(unknown.code).toBe(2);
  });

  it('without a terminal and without --yes, a shell call is denied and says how to allow it', async () => {
    const run = await runCli(['tool', 'shell', '{"command":"echo hi"}', '--json', '--data-dir', dataDir]);
    expect(run.code).toBe(1);
    const [line] = run.lines();
    expect(line).toMatchObject({ type: 'tool_result', ok: false });
    expect(String(line!.content)).toMatch(/--yes/);
  });

  it('read_only mode refuses a shell call even with --yes', async () => {
    const run = await runCli([
      'tool',
      'shell',
      '{"command":"echo hi"}',
      '--yes',
      '--mode',
      'read_only',
      '--json',
      '--data-dir',
      dataDir,
    ]);
    expect(run.code).toBe(1);
    expect(String(run.lines()[0]!.content)).toMatch(/Read-only mode/);
  });

  it('a provider error ends the run with a short message and exit 1, and the user message stays saved', async () => {
    server.reset();
    server.script({
      kind: 'http_error',
      status: 401,
      body: {
        error: {
          message: 'Incorrect API key provided: sk-abc***',
          type: 'invalid_request_error',
          code: 'invalid_api_key',
        },
      },
    });
    const run = await runCli(
      ['ask', 'hello there', '--base-url', server.url, '--model', 'm', '--json', '--data-dir', dataDir],
      { env: { OPENAI_API_KEY: 'sk-test-canary-1234567890abcdef' } },
    );
    expect(run.code).toBe(1);
    const result = run.lines().at(-1)!;
    expect(result).toMatchObject({ type: 'result', ok: false, reason: 'error' });
    expect(JSON.stringify(result)).toMatch(/401/);
    expect(run.stdout + run.stderr).not.toContain('sk-test-canary-1234567890abcdef');
    const conversationId = String(result.conversationId);
    expect(conversationId).not.toBe('');
  });
});
