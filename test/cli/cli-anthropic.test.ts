// Claude through its own API, end to end through the CLI: `config set provider.active anthropic`, the key from
// `key set anthropic` (the real keychain), `--base-url` at the fake server's Anthropic route; a tool-using run.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startFakeLlmServer, type FakeLlmServer } from '../support/fake-llm-server';
import { describeWithFacility } from '../support/requirements';
import { createTempDirs } from '../support/temp-dir';
import { runCli } from './run-cli';

const temp = createTempDirs();
const key = `sk-ant-cli-canary-${Date.now()}-R4t8Wq`;

describeWithFacility('keychain', 'hearth with provider.active anthropic', () => {
  let server: FakeLlmServer;
  let dataDir: string;
  beforeAll(async () => {
    server = await startFakeLlmServer();
    dataDir = temp.make('cli-anthropic');
  });
  afterAll(async () => {
    await runCli(['key', 'delete', 'anthropic', '--data-dir', dataDir]);
    await server.close();
    temp.cleanup();
  });

  it('runs a tool through Claude tool_use blocks and answers', async () => {
    expect((await runCli(['config', 'set', 'provider.active', 'anthropic', '--data-dir', dataDir])).code).toBe(0);
    const set = await runCli(['key', 'set', 'anthropic', '--data-dir', dataDir], { input: `${key}\n` });
    expect(set.code).toBe(0);
    server.script(
      {
        kind: 'tool_calls',
        text: 'Let me look at the clock.',
        calls: [{ id: 'toolu_cli_1', name: 'datetime', arguments: { timezone: 'Asia/Seoul' } }],
      },
      { kind: 'text', text: 'It is Saturday in Seoul.' },
    );
    const run = await runCli(['ask', 'what day is it?', '--base-url', server.url, '--json', '--data-dir', dataDir]);
    expect(run.stderr).not.toMatch(/Error|at \w+ \(/);
    expect(run.code).toBe(0);
    const events = run.lines();
    expect(events.find((e) => e.type === 'tool_call_end')).toMatchObject({ name: 'datetime', ok: true });
    expect(events.at(-1)).toMatchObject({ type: 'result', ok: true, reason: 'done', text: 'It is Saturday in Seoul.' });

    // Both requests went to the Messages API with the stored key and the default Claude model.
    expect(server.requests.map((r) => r.path)).toEqual(['/v1/messages', '/v1/messages']);
    for (const request of server.requests) expect(request.headers.authorization).toBe(`Bearer ${key}`);
    expect(server.requests[0]!.model).toBe('claude-sonnet-4-5');
    expect(server.requests[0]!.tools.map((t: { name: string }) => t.name)).toContain('datetime');
    const [, assistant, results] = server.requests[1]!.messages as {
      role: string;
      content: Record<string, unknown>[];
    }[];
    expect(assistant!.content).toContainEqual({
      type: 'tool_use',
      id: 'toolu_cli_1',
      name: 'datetime',
      input: { timezone: 'Asia/Seoul' },
    });
    expect(results!.content[0]).toMatchObject({ type: 'tool_result', tool_use_id: 'toolu_cli_1' });
    expect(String(results!.content[0]!.content)).toMatch(/Asia\/Seoul/);
    expect(run.stdout + run.stderr + set.stdout).not.toContain(key);
  });

  it('key add stores one more key and key status counts them', async () => {
    const added = await runCli(['key', 'add', 'anthropic', '--json', '--data-dir', dataDir], { input: `${key}-2\n` });
    expect(added.code).toBe(0);
    expect(added.lines()[0]).toMatchObject({ type: 'key', provider: 'anthropic', stored: true, count: 2 });
    const status = await runCli(['key', 'status', '--json', '--data-dir', dataDir]);
    // Other providers' counts are left out: the test keychain is shared by the files running beside this one.
    expect(status.lines()[0]).toMatchObject({ accounts: { anthropic: true }, counts: { anthropic: 2 } });
    const text = await runCli(['key', 'status', '--data-dir', dataDir]);
    expect(text.stdout).toMatch(/anthropic\s+2 keys stored in the system keychain/);
    expect(added.stdout + status.stdout + text.stdout).not.toContain(key);
    // Deleting the provider's key removes the added one too.
    expect((await runCli(['key', 'delete', 'anthropic', '--data-dir', dataDir])).code).toBe(0);
    const after = await runCli(['key', 'status', '--json', '--data-dir', dataDir]);
    expect(after.lines()[0]).toMatchObject({ counts: { anthropic: 0 } });
  });
});
