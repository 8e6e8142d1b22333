// The streamable HTTP transport against the real server-everything (its streamableHttp mode) behind a recording
// loopback proxy: tools are listed and called, and the configured header (a keychain reference) reaches the server.
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSessionSecretStore } from '../../../electron/secrets/session-secret-store';
import { closeDatabase, openDatabase, type Db } from '../../../electron/storage/database';
import { createSettingsStore } from '../../../electron/storage/settings';
import { createMcpToolSource, type McpToolSource } from '../../../tools/mcp/mcp-tool-source';
import { createTempDirs } from '../../support/temp-dir';
import { everythingServer } from './mcp-test-support';
import { createToolDefinitionStore } from '../../../electron/storage/tool-definitions';
import { waitFor } from '../../support/wait-for';

const temp = createTempDirs();
let child: ChildProcess;
let proxy: http.Server;
let db: Db;
let source: McpToolSource;
const seenAuthorization: (string | undefined)[] = [];

async function freePort(): Promise<number> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

beforeAll(async () => {
  const port = await freePort();
  child = spawn(process.execPath, [everythingServer, 'streamableHttp'], {
    env: { PATH: process.env.PATH, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  await waitFor(() => stderr.includes('listening on port'), {
    message: 'the HTTP server to listen',
    timeout: 20_000,
    observe: () => stderr,
  });
  proxy = http.createServer((req, res) => {
    seenAuthorization.push(req.headers.authorization);
    const upstream = http.request(
      { host: '127.0.0.1', port, path: req.url, method: req.method, headers: req.headers },
      (reply) => {
        res.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const proxyPort = (proxy.address() as AddressInfo).port;

  ({ db } = openDatabase(`${temp.make('mcp-http')}/hearth.db`));
  const settings = createSettingsStore(db);
  const secretStore = createSessionSecretStore();
  await secretStore.set('mcp.remote.header.authorization', 'Bearer remote-token-123');
  const written = settings.set('mcp.servers.remote', {
    transport: 'http',
    url: `http://127.0.0.1:${proxyPort}/mcp`,
    headers: { Authorization: { secret: 'mcp.remote.header.authorization' } },
  });
  expect(written.ok).toBe(true);
  source = createMcpToolSource({
    definitions: createToolDefinitionStore(db),
    settings: () => settings.get().settings,
    secretStore,
    env: process.env,
  });
});

afterAll(async () => {
  await source.close();
  closeDatabase(db);
  proxy.closeAllConnections();
  await new Promise((resolve) => proxy.close(resolve));
  child.kill('SIGTERM');
  temp.cleanup();
});

describe('MCP over streamable HTTP', () => {
  it('lists and calls tools, sending the configured header from the keychain', async () => {
    source.entries();
    await waitFor(() => source.servers()[0]?.state === 'running', {
      message: 'the session',
      timeout: 20_000,
      observe: () => source.servers(),
    });
    expect(source.servers()[0]).toMatchObject({ transport: 'http', pid: null });
    const echo = source.entries().find((entry) => entry.tool.name === 'remote__echo')?.tool;
    const result = await echo?.execute(
      { message: 'over http' },
      { callId: 'c', signal: new AbortController().signal, onUpdate: () => undefined, workspace: '/tmp' },
    );
    expect(result).toMatchObject({ ok: true, content: 'Echo: over http' });
    expect(seenAuthorization.length).toBeGreaterThan(0);
    expect(seenAuthorization.every((value) => value === 'Bearer remote-token-123')).toBe(true);
  });
});
