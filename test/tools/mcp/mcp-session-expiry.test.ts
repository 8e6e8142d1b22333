// Streamable HTTP session expiry against a real SDK server on 127.0.0.1 (stateful sessions): when the server forgets
// the session (a restart) it answers 404 to the old session id, and Hearth's client starts a new session (a second
// initialize) and sends the call again — the call succeeds and the server is not marked crashed or restarted.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { afterAll, expect, it } from 'vitest';
import { z } from 'zod';
import { createSessionSecretStore } from '../../../electron/secrets/session-secret-store';
import { closeDatabase, openDatabase } from '../../../electron/storage/database';
import { createSettingsStore } from '../../../electron/storage/settings';
import { createToolDefinitionStore } from '../../../electron/storage/tool-definitions';
import { createMcpToolSource } from '../../../tools/mcp/mcp-tool-source';
import { createTempDirs } from '../../support/temp-dir';
import { waitFor } from '../../support/wait-for';

const temp = createTempDirs();
const sessions = new Map<string, StreamableHTTPServerTransport>();
let initializes = 0;
let notFound = 0;

function newServer(): McpServer {
  const server = new McpServer({ name: 'expiring', version: '1.0.0' });
  server.registerTool('shout', { inputSchema: { text: z.string() } }, ({ text }) => ({
    content: [{ type: 'text', text: text.toUpperCase() }],
  }));
  return server;
}

const httpServer = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    void (async () => {
      const parsed = body ? (JSON.parse(body) as { method?: string }) : undefined;
      const id = req.headers['mcp-session-id'];
      const known = typeof id === 'string' ? sessions.get(id) : undefined;
      if (known) return known.handleRequest(req, res, parsed);
      if (typeof id === 'string') {
        notFound += 1;
        res.writeHead(404, { 'content-type': 'application/json' });
        return res.end(
          JSON.stringify({ jsonrpc: '2.0', error: { code: -32001, message: 'Session not found' }, id: null }),
        );
      }
      if (req.method !== 'POST' || parsed?.method !== 'initialize') {
        res.writeHead(400);
        return res.end();
      }
      initializes += 1;
      const transport = new StreamableHTTPServerTransport({
        sessionIdGenerator: () => randomUUID(),
        onsessioninitialized: (sessionId) => void sessions.set(sessionId, transport),
      });
      await newServer().connect(transport);
      await transport.handleRequest(req, res, parsed);
    })();
  });
});

afterAll(async () => {
  httpServer.closeAllConnections();
  await new Promise((resolve) => httpServer.close(resolve));
  temp.cleanup();
});

it('starts a new session when the server forgot the old one, and the call goes through', async () => {
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}/mcp`;
  const { db } = openDatabase(path.join(temp.make('mcp-expiry'), 'hearth.db'));
  const settings = createSettingsStore(db);
  expect(settings.set('mcp.servers.exp', { transport: 'http', url }).ok).toBe(true);
  const source = createMcpToolSource({
    definitions: createToolDefinitionStore(db),
    settings: () => settings.get().settings,
    secretStore: createSessionSecretStore(),
    env: process.env,
  });
  try {
    const tool = await waitFor(() => source.entries().find((entry) => entry.tool.name === 'exp__shout')?.tool, {
      message: 'the shout tool',
      timeout: 20_000,
      observe: () => source.servers(),
    });
    const call = () =>
      tool.execute(
        { text: 'hello' },
        { callId: 'c1', signal: new AbortController().signal, onUpdate: () => undefined, workspace: '/' },
      );
    expect(await call()).toMatchObject({ ok: true, content: 'HELLO' });
    expect(initializes).toBe(1);

    sessions.clear(); // the server restarts and forgets every session
    expect(await call()).toMatchObject({ ok: true, content: 'HELLO' });
    expect(notFound).toBeGreaterThanOrEqual(1);
    expect(initializes).toBe(2);
    expect(source.servers()[0]).toMatchObject({ state: 'running', restarts: 0 });
  } finally {
    await source.close();
    closeDatabase(db);
  }
}, 30_000);
