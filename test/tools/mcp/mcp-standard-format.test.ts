// The standard MCP server form (`command`/`args`/`env`, `url`/`headers`, optional `type`) through the real CLI and the
// real keychain: stored in Hearth's settings form, env values moved to the keychain (not in SQLite), and the server's
// tools called — stdio and the legacy SSE transport of server-everything; bad entries refused naming the field.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { normalizeMcpServerEntry, parsePastedMcpServers } from '../../../electron/shared/mcp-server-input';
import { createKeytarSecretStore } from '../../../electron/secrets/keytar-secret-store';
import { runCli } from '../../cli/run-cli';
import { describeWithFacility } from '../../support/requirements';
import { createTempDirs } from '../../support/temp-dir';
import { everythingServer } from './mcp-test-support';
import { waitFor } from '../../support/wait-for';

const temp = createTempDirs();
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill();
  temp.cleanup();
});

/** Every byte of the data folder's SQLite files (database, WAL, SHM), as text. */
function sqliteText(dataDir: string): string {
  return readdirSync(dataDir)
    .filter((file) => file.startsWith('hearth.db'))
    .map((file) => readFileSync(path.join(dataDir, file)).toString('latin1'))
    .join('\n');
}

describe('normalizeMcpServerEntry', () => {
  it('infers stdio from command and remote from url; type picks sse; transport passes through', () => {
    expect(normalizeMcpServerEntry({ command: 'npx', args: ['-y', 'x'] }, 'f')).toMatchObject({
      ok: true,
      value: { transport: 'stdio', command: 'npx', args: ['-y', 'x'] },
    });
    expect(normalizeMcpServerEntry({ url: 'https://a.example/mcp' }, 'f')).toMatchObject({
      ok: true,
      value: { transport: 'http' },
    });
    expect(normalizeMcpServerEntry({ type: 'streamable-http', url: 'https://a.example/mcp' }, 'f')).toMatchObject({
      value: { transport: 'http' },
    });
    expect(normalizeMcpServerEntry({ type: 'sse', url: 'https://a.example/sse' }, 'f')).toMatchObject({
      value: { transport: 'sse' },
    });
    expect(normalizeMcpServerEntry({ transport: 'stdio', command: 'node' }, 'f')).toMatchObject({
      value: { transport: 'stdio', command: 'node' },
    });
    expect(normalizeMcpServerEntry({ command: 'node', disabled: true }, 'f')).toMatchObject({
      value: { enabled: false },
    });
  });

  it('refuses contradictions with a sentence naming the field', () => {
    const cases: [unknown, RegExp][] = [
      [{ type: 'websocket', url: 'https://a.example' }, /"mcp\.servers\.x\.type" must be one of stdio, http/],
      [{ command: 'node', url: 'https://a.example' }, /"mcp\.servers\.x" has both "command" and "url"/],
      [{ args: ['a'] }, /"mcp\.servers\.x" needs "command" \(a local program\) or "url"/],
      [{ type: 'sse', command: 'node' }, /"mcp\.servers\.x\.type" is sse, which needs "url"/],
      [{ type: 'stdio', url: 'https://a.example' }, /"mcp\.servers\.x\.type" is stdio, which needs "command"/],
      [{ command: 'node', envFile: '.env' }, /"mcp\.servers\.x\.envFile" is not supported/],
      ['npx server', /"mcp\.servers\.x" must be an object/],
    ];
    for (const [entry, message] of cases) {
      const result = normalizeMcpServerEntry(entry, 'mcp.servers.x');
      expect(result.ok, JSON.stringify(entry)).toBe(false);
      if (!result.ok) expect(result.error).toMatch(message);
    }
  });

  it('reads pasted text: a whole mcpServers file, a README fragment, one server with a name', () => {
    const whole = parsePastedMcpServers('{"mcpServers":{"My Files":{"command":"npx"},"web":{"url":"http://h/"}}}');
    expect(whole).toMatchObject({ ok: true, servers: [{ name: 'my-files' }, { name: 'web' }] });
    const fragment = parsePastedMcpServers('"github": { "command": "docker", "args": ["run"] },');
    expect(fragment).toMatchObject({ ok: true, servers: [{ name: 'github', originalName: 'github' }] });
    expect(parsePastedMcpServers('{"command":"npx"}')).toMatchObject({ ok: false, error: /"name" is needed/ });
    expect(parsePastedMcpServers('{"command":"npx"}', 'fs')).toMatchObject({ ok: true, servers: [{ name: 'fs' }] });
    expect(parsePastedMcpServers('{nope')).toMatchObject({ ok: false, error: /not JSON/ });
  });
});

describeWithFacility('keychain', 'config set with the standard form (real CLI, real keychain)', () => {
  const store = createKeytarSecretStore();
  const name = `std-${randomBytes(3).toString('hex')}`;
  const secretValue = `env-${randomBytes(12).toString('hex')}`;
  afterAll(async () => {
    await store.delete(`mcp.${name}.env.api_key`).catch(() => false);
  });

  it('stores command/args/env as a stdio server, the env value in the keychain, and its tools run', async () => {
    const dataDir = temp.make('mcp-standard');
    const entry = { command: process.execPath, args: [everythingServer], env: { API_KEY: secretValue } };
    const set = await runCli(['config', 'set', `mcp.servers.${name}`, JSON.stringify(entry), '--data-dir', dataDir]);
    expect(set.stderr).toBe('');
    expect(set.code).toBe(0);
    const get = await runCli(['config', 'get', `mcp.servers.${name}`, '--json', '--data-dir', dataDir]);
    expect(get.lines()[0]).toMatchObject({
      value: { transport: 'stdio', command: process.execPath, env: { API_KEY: { secret: `mcp.${name}.env.api_key` } } },
    });
    expect(await store.get(`mcp.${name}.env.api_key`)).toBe(secretValue);
    expect(sqliteText(dataDir)).not.toContain(secretValue);

    const call = await runCli(
      ['tool', `${name}__echo`, '{"message":"standard form works"}', '--yes', '--json', '--data-dir', dataDir],
      { env: { HEARTH_DATA_DIR: dataDir } },
    );
    expect(call.stderr).not.toMatch(/error/i);
    expect(call.stdout).toContain('standard form works');
    expect(call.code).toBe(0);
  }, 60_000);

  it('refuses a bad standard entry naming the field, and stores nothing', async () => {
    const dataDir = temp.make('mcp-standard-bad');
    const run = await runCli([
      'config',
      'set',
      'mcp.servers.bad',
      '{"type":"sse","command":"node"}',
      '--data-dir',
      dataDir,
    ]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/"mcp\.servers\.bad\.type" is sse, which needs "url"/);
    const get = await runCli(['config', 'get', 'mcp.servers', '--json', '--data-dir', dataDir]);
    expect(get.lines()[0]).toMatchObject({ value: {} });
  }, 30_000);
});

describe('type "sse": the legacy HTTP+SSE transport through the SDK client', () => {
  it('lists and calls the tools of server-everything in its sse mode', async () => {
    const probe = http.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    const child = spawn(process.execPath, [everythingServer, 'sse'], {
      env: { PATH: process.env.PATH, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await waitFor(() => /listening|running/i.test(output), {
      message: 'the SSE server to listen',
      timeout: 20_000,
      observe: () => output,
    });
    const dataDir = temp.make('mcp-sse');
    const entry = { type: 'sse', url: `http://127.0.0.1:${port}/sse` };
    const set = await runCli(['config', 'set', 'mcp.servers.legacy', JSON.stringify(entry), '--data-dir', dataDir]);
    expect(set.stderr).toBe('');
    const get = await runCli(['config', 'get', 'mcp.servers.legacy', '--json', '--data-dir', dataDir]);
    expect(get.lines()[0]).toMatchObject({ value: { transport: 'sse', url: entry.url } });
    const call = await runCli([
      'tool',
      'legacy__echo',
      '{"message":"over sse"}',
      '--yes',
      '--json',
      '--data-dir',
      dataDir,
    ]);
    expect(call.stdout).toContain('over sse');
    expect(call.code).toBe(0);
  }, 60_000);
});
