// MCP secrets on the real OS keychain: plain env values handed to a settings write are moved into the keychain and
// replaced by references, so the SQLite files never hold them; the server's child still receives them, and they are
// redacted from its results, its stderr tail and Hearth's log.
import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { createKeytarSecretStore } from '../../../electron/secrets/keytar-secret-store';
import { closeDatabase, openDatabase } from '../../../electron/storage/database';
import { createSettingsStore } from '../../../electron/storage/settings';
import { forgetMcpServerSecrets, intakeMcpSecrets } from '../../../tools/mcp/mcp-secrets';
import { createMcpToolSource, type McpServerStatus } from '../../../tools/mcp/mcp-tool-source';
import { secretToolLookup } from '../../support/keyring';
import { describeWithFacility } from '../../support/requirements';
import { createTempDirs } from '../../support/temp-dir';
import { driftServer } from './mcp-test-support';
import { createToolDefinitionStore } from '../../../electron/storage/tool-definitions';
import { waitFor } from '../../support/wait-for';

const temp = createTempDirs();

describeWithFacility('keychain', 'MCP server secrets in the real keychain', () => {
  const store = createKeytarSecretStore();
  const server = `sec-${randomBytes(3).toString('hex')}`;
  const token = `tok-${randomBytes(12).toString('hex')}`;
  const other = `other-${randomBytes(12).toString('hex')}`;
  afterAll(async () => {
    for (const name of ['api_token', 'leak_to_stderr', 'other_value'])
      await store.delete(`mcp.${server}.env.${name}`).catch(() => false);
    temp.cleanup();
  });

  it('moves plain env values into the keychain, never into SQLite, and the child gets them', async () => {
    const dataDir = temp.make('mcp-secrets');
    const { db } = openDatabase(path.join(dataDir, 'hearth.db'));
    const settings = createSettingsStore(db);
    const config = {
      transport: 'stdio',
      command: process.execPath,
      args: [driftServer],
      env: { API_TOKEN: token, LEAK_TO_STDERR: 'API_TOKEN' },
    };

    const moved = await intakeMcpSecrets(`mcp.servers.${server}`, config, store);
    if (!moved.ok) throw new Error(moved.error);
    expect(moved.value).toMatchObject({
      env: {
        API_TOKEN: { secret: `mcp.${server}.env.api_token` },
        LEAK_TO_STDERR: { secret: `mcp.${server}.env.leak_to_stderr` },
      },
    });
    expect(settings.set(`mcp.servers.${server}`, moved.value).ok).toBe(true);
    const single = await intakeMcpSecrets(`mcp.servers.${server}.env.OTHER_VALUE`, other, store);
    if (!single.ok) throw new Error(single.error);
    expect(settings.set(`mcp.servers.${server}.env.OTHER_VALUE`, single.value).ok).toBe(true);

    expect(await store.get(`mcp.${server}.env.api_token`)).toBe(token);
    if (process.platform === 'linux')
      expect(await secretToolLookup('Hearth', `mcp.${server}.env.api_token`)).toBe(token); // an independent client sees it

    const refused = settings.set(`mcp.servers.${server}.env.PLAIN`, 'would-be-stored-in-sqlite');
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      expect(refused.error).toContain('keychain');
      expect(refused.error).not.toContain('would-be-stored-in-sqlite');
    }

    const logs: string[] = [];
    const source = createMcpToolSource({
      definitions: createToolDefinitionStore(db),
      settings: () => settings.get().settings,
      secretStore: store,
      env: process.env,
      log: (line) => logs.push(line),
    });
    const status = (): McpServerStatus => source.servers()[0] as McpServerStatus;
    source.entries();
    await waitFor(() => status().state === 'running', {
      message: 'the server to run',
      timeout: 20_000,
      observe: status,
    });
    const hashTool = source.entries().find((entry) => entry.tool.name === `${server}__hash-env`)?.tool;
    const printTool = source.entries().find((entry) => entry.tool.name === `${server}__print_env_var`)?.tool;
    const ctx = { callId: 'c', signal: new AbortController().signal, onUpdate: () => undefined, workspace: dataDir };
    const sha = (text: string): string => createHash('sha256').update(text).digest('hex');
    expect((await hashTool?.execute({ name: 'API_TOKEN' }, ctx))?.content).toBe(sha(token));
    expect((await hashTool?.execute({ name: 'OTHER_VALUE' }, ctx))?.content).toBe(sha(other));
    const printed = await printTool?.execute({ name: 'API_TOKEN' }, ctx);
    expect(printed?.content).toBe('[REDACTED]');
    expect(status().stderrTail?.some((line) => line.startsWith('drift-server: ') && line.endsWith('=[REDACTED]'))).toBe(
      true,
    ); // it printed the token
    expect(JSON.stringify(source.servers())).not.toContain(token);
    await source.close();
    expect(logs.join('\n')).not.toContain(token);

    const document =
      db.prepare<[], { document: string }>('SELECT document FROM settings WHERE id = 1').get()?.document ?? '';
    expect(document).toContain(`mcp.${server}.env.api_token`);
    expect(document).not.toContain(token);
    expect(document).not.toContain(other);
    closeDatabase(db);
    for (const file of readdirSync(dataDir)) {
      const bytes = readFileSync(path.join(dataDir, file)).toString('latin1');
      expect(bytes.includes(token), `${file} holds the token`).toBe(false);
      expect(bytes.includes(other), `${file} holds the other value`).toBe(false);
    }

    // Removing the server: its own keychain entries go, a reference to another account stays.
    await store.set('shared.account', 'kept-value');
    const refs = {
      env: {
        API_TOKEN: { secret: `mcp.${server}.env.api_token` },
        OTHER_VALUE: { secret: `mcp.${server}.env.other_value` },
        SHARED: { secret: 'shared.account' },
      },
    };
    expect(await forgetMcpServerSecrets(server, refs, store)).toBe(2);
    expect(await store.get(`mcp.${server}.env.api_token`)).toBeNull();
    expect(await store.get('shared.account')).toBe('kept-value');
    await store.delete('shared.account');
  });

  it('a reference to a keychain entry that is missing stops the server from starting, with a reason that names the variable', async () => {
    const dataDir = temp.make('mcp-secrets');
    const { db } = openDatabase(path.join(dataDir, 'hearth.db'));
    const settings = createSettingsStore(db);
    expect(
      settings.set('mcp.servers.nokey', {
        transport: 'stdio',
        command: process.execPath,
        args: [driftServer],
        env: { API_TOKEN: { secret: `mcp.${server}.env.never_set` } },
      }).ok,
    ).toBe(true);
    const source = createMcpToolSource({
      definitions: createToolDefinitionStore(db),
      settings: () => settings.get().settings,
      secretStore: store,
      env: process.env,
    });
    source.entries();
    const status = await waitFor(() => source.servers()[0]?.reason, {
      message: 'the reason',
      timeout: 20_000,
      observe: () => source.servers(),
    });
    expect(status).toContain('the keychain has no value for environment variable API_TOKEN');
    expect(source.servers()[0]).toMatchObject({ state: 'stopped', pid: null, restarts: 0 });
    await source.close();
    closeDatabase(db);
  });
});
