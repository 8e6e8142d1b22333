// An MCP server configured through the CLI (`config set mcp.servers.NAME '{json}'`): its plain secret env value goes to
// the real keychain (the settings document keeps a reference), and its tools run through `tool NAME` like any other.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { secretToolLookup } from '../support/keyring';
import { describeWithFacility } from '../support/requirements';
import { createTempDirs } from '../support/temp-dir';
import { everythingServer } from '../tools/mcp/mcp-test-support';
import { runCli } from './run-cli';

const temp = createTempDirs();
const token = `mcp-token-${Date.now()}-Zx81Qw`;

describeWithFacility('keychain', 'cli and MCP servers', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = temp.make('cli-mcp');
  });
  afterAll(() => temp.cleanup());

  it('config set stores the server with its secret in the keychain, and its tools run through the CLI', async () => {
    const server = {
      transport: 'stdio',
      command: process.execPath,
      args: [everythingServer, 'stdio'],
      env: { API_TOKEN: token },
    };
    const set = await runCli([
      'config',
      'set',
      'mcp.servers.everything',
      JSON.stringify(server),
      '--data-dir',
      dataDir,
    ]);
    expect(set.stderr).toBe('');
    expect(set.code).toBe(0);
    expect(set.stdout).not.toContain(token);
    expect(await secretToolLookup('Hearth', 'mcp.everything.env.api_token')).toBe(token);
    const stored = readdirSync(dataDir)
      .filter((file) => file.startsWith('hearth.db'))
      .map((file) => readFileSync(join(dataDir, file)).toString('latin1'));
    expect(stored.join('')).not.toContain(token);

    const echo = await runCli([
      'tool',
      'everything__echo',
      '{"message":"hello mcp"}',
      '--yes',
      '--json',
      '--data-dir',
      dataDir,
    ]);
    expect(echo.code).toBe(0);
    expect(echo.lines()[0]).toMatchObject({ type: 'tool_result', ok: true });
    expect(String(echo.lines()[0]!.content)).toContain('hello mcp');
  });
});
