// `npm run -s cli -- config set mcp.servers.NAME '{json}'` through the real CLI: a server entry with keychain
// references is stored and read back with its defaults; single fields of an entry can be changed; bad names, a
// missing transport and unknown fields are refused with a sentence naming the setting.
import { afterAll, describe, expect, it } from 'vitest';
import { createTempDirs } from '../../support/temp-dir';
import { runCli } from '../../cli/run-cli';
import { driftServer } from './mcp-test-support';

const temp = createTempDirs();
const dataDir = temp.make('mcp-cli');
afterAll(() => temp.cleanup());

describe('config set mcp.servers.NAME', () => {
  it('stores a server, reads it back with defaults, and changes one field', async () => {
    const config = {
      transport: 'stdio',
      command: 'node',
      args: [driftServer],
      env: { API_TOKEN: { secret: 'mcp.fx.env.api_token' } },
      startup: 'eager',
    };
    const set = await runCli(['config', 'set', 'mcp.servers.fx', JSON.stringify(config), '--data-dir', dataDir]);
    expect(set.stderr).toBe('');
    expect(set.code).toBe(0);
    const get = await runCli(['config', 'get', 'mcp.servers.fx', '--json', '--data-dir', dataDir]);
    expect(get.lines()[0]).toMatchObject({
      type: 'config',
      value: { ...config, enabled: true, risk: 'exec', toolRisk: {}, callTimeoutMs: 120_000 },
    });

    expect((await runCli(['config', 'set', 'mcp.servers.fx.enabled', 'false', '--data-dir', dataDir])).code).toBe(0);
    expect((await runCli(['config', 'set', 'mcp.servers.fx.toolRisk.greet', 'read', '--data-dir', dataDir])).code).toBe(
      0,
    );
    const after = await runCli(['config', 'get', 'mcp.servers.fx', '--json', '--data-dir', dataDir]);
    expect(after.lines()[0]).toMatchObject({ value: { enabled: false, toolRisk: { greet: 'read' }, command: 'node' } });
  });

  it('refuses bad entries with a reason that names the setting', async () => {
    const cases: [string, string, RegExp][] = [
      [
        'mcp.servers.Bad Name',
        '{"transport":"stdio","command":"node"}',
        /"Bad Name" cannot be a name in "mcp.servers": expected a server name/,
      ],
      ['mcp.servers.half.enabled', 'true', /mcp\.servers\.half\.transport/],
      [
        'mcp.servers.typo',
        '{"transport":"stdio","command":"node","comand":"x"}',
        /Unknown setting "mcp\.servers\.typo\.comand"/,
      ],
      ['mcp.servers.web', '{"transport":"http","url":"ftp://example.com"}', /mcp\.servers\.web\.url/],
      ['mcp.servers.fx.risk', '"dangerous"', /mcp\.servers\.fx\.risk/],
    ];
    for (const [key, value, message] of cases) {
      const run = await runCli(['config', 'set', key, value, '--data-dir', dataDir]);
      expect(run.code, key).toBe(2);
      expect(run.stderr, key).toMatch(message);
    }
  });
});
