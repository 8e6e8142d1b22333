// API keys through the CLI and the real keychain: `key set` stores it (read from stdin), `ask` sends it only as the
// Authorization header, nothing prints it, and `key delete` removes it from the OS keychain.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startFakeLlmServer, type FakeLlmServer } from '../support/fake-llm-server';
import { secretToolLookup } from '../support/keyring';
import { describeWithFacility } from '../support/requirements';
import { createTempDirs } from '../support/temp-dir';
import { runCli } from './run-cli';

const temp = createTempDirs();
const canary = `sk-cli-canary-${Date.now()}-Q7x9Lm2`;

describeWithFacility('keychain', 'cli keys in the real keychain', () => {
  let server: FakeLlmServer;
  let dataDir: string;
  beforeAll(async () => {
    server = await startFakeLlmServer();
    dataDir = temp.make('cli-keys');
  });
  afterAll(async () => {
    await runCli(['key', 'delete', 'custom', '--data-dir', dataDir]);
    await server.close();
    temp.cleanup();
  });

  it('stores, uses, never prints, and deletes the key', async () => {
    const set = await runCli(['key', 'set', 'custom', '--data-dir', dataDir], { input: `${canary}\n` });
    expect(set.code).toBe(0);
    expect(await secretToolLookup('Hearth', 'custom')).toBe(canary);

    server.script({ kind: 'text', text: 'hello' });
    const ask = await runCli(['ask', 'hi', '--base-url', server.url, '--model', 'm', '--json', '--data-dir', dataDir]);
    expect(ask.code).toBe(0);
    expect(server.requests.at(-1)!.headers.authorization).toBe(`Bearer ${canary}`);
    for (const output of [set, ask]) expect(output.stdout + output.stderr).not.toContain(canary);

    const status = await runCli(['key', 'status', '--json', '--data-dir', dataDir]);
    expect(status.lines()[0]).toMatchObject({ type: 'key', accounts: { custom: true } });
    const removed = await runCli(['key', 'delete', 'custom', '--data-dir', dataDir]);
    expect(removed.code).toBe(0);
    expect(await secretToolLookup('Hearth', 'custom')).toBeNull();
  });
});
