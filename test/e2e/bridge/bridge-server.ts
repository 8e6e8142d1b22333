// The e2e bridge's server on 127.0.0.1: serves the built renderer (with the app's CSP header) and the IPC contract
// over a WebSocket that requires a per-run random token and our own origin; answers carry the contract's InvokeResult
// as is. Each connection is one "window": its id is the callerId, so agent events of a run go back only to the
// connection that started it.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createReadStream, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { extname, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { WebSocketServer, type WebSocket } from 'ws';
import { contentSecurityPolicy } from '../../../electron/main/content-security';
import type { AgentEvent } from '../../../electron/shared/agent-events';
import { callerId, type CallerId } from '../../../electron/shared/caller-id';
import type { EventChannel, EventPayload, InvokeHandlers } from '../../../electron/shared/contract';
import { createInvokeDispatcher } from '../../../electron/shared/invoke-dispatch';

export const BRIDGE_PATH = '/hearth-bridge';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
};

export interface BridgeServer {
  /** http://127.0.0.1:PORT — the page's origin. */
  origin: string;
  token: string;
  /** Sends an agent event to the connection with this caller id (no-op when it is gone). */
  deliver: (caller: CallerId | undefined, event: AgentEvent) => void;
  /** Sends a main→renderer event (app:notice, app:navigate…) to every open connection. */
  broadcast: <C extends EventChannel>(channel: C, payload: EventPayload<C>) => void;
  /** Connections accepted so far and attempts rejected (missing/wrong token or origin). */
  stats: () => { accepted: number; rejected: number; open: number };
  close: () => Promise<void>;
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function serveStatic(rendererDir: string, request: IncomingMessage, response: ServerResponse): void {
  const url = new URL(request.url ?? '/', 'http://bridge.invalid');
  const relative = decodeURIComponent(url.pathname === '/' ? '/index.html' : url.pathname);
  const file = resolve(rendererDir, normalize(`.${relative}`));
  const inside = file === rendererDir || file.startsWith(`${rendererDir}${sep}`);
  const stats = inside ? statSync(file, { throwIfNoEntry: false }) : undefined;
  if (request.method !== 'GET' || !stats?.isFile()) {
    response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    return;
  }
  response.writeHead(200, {
    'content-type': contentTypes[extname(file)] ?? 'application/octet-stream',
    'content-security-policy': contentSecurityPolicy,
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  createReadStream(file).pipe(response);
}

export async function startBridgeServer(options: {
  rendererDir: string;
  handlers: InvokeHandlers;
}): Promise<BridgeServer> {
  const rendererDir = resolve(options.rendererDir);
  const dispatch = createInvokeDispatcher(options.handlers);
  const token = randomBytes(24).toString('hex');
  const connections = new Map<CallerId, WebSocket>();
  const sockets = new Set<Socket>();
  let accepted = 0;
  let rejected = 0;

  const server: Server = createServer((request, response) => serveStatic(rendererDir, request, response));
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const port = await new Promise<number>((done, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => done((server.address() as AddressInfo).port));
  });
  const origin = `http://127.0.0.1:${port}`;
  const wss = new WebSocketServer({ noServer: true, maxPayload: 4 * 1024 * 1024 });

  server.on('upgrade', (request, socket, head) => {
    const url = new URL(request.url ?? '/', origin);
    const given = url.searchParams.get('token') ?? '';
    if (url.pathname !== BRIDGE_PATH || !sameSecret(given, token) || request.headers.origin !== origin) {
      rejected += 1;
      socket.end('HTTP/1.1 401 Unauthorized\r\nConnection: close\r\n\r\n');
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => {
      accepted += 1;
      const caller = callerId.bridge(accepted);
      connections.set(caller, ws);
      ws.on('close', () => connections.delete(caller));
      ws.on('message', (data) => void answer(ws, caller, data.toString()));
    });
  });

  async function answer(ws: WebSocket, caller: CallerId, text: string): Promise<void> {
    let id: unknown = null;
    try {
      const message = JSON.parse(text) as { id?: unknown; channel?: unknown; payload?: unknown };
      id = message.id;
      if (typeof id !== 'number') throw new Error('Bridge messages need a numeric id.');
      // `ok` here is the frame's; `result` is the contract's InvokeResult (never a rejection), passed through unchanged.
      const result = await dispatch(message.channel, message.payload, { id: caller });
      send(ws, { id, ok: true, result });
    } catch (error) {
      send(ws, { id, ok: false, error: error instanceof Error ? error.message : String(error) });
    }
  }

  function send(ws: WebSocket, message: unknown): void {
    if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(message));
  }

  return {
    origin,
    token,
    deliver: (caller, event) => {
      const ws = caller ? connections.get(caller) : undefined;
      if (ws) send(ws, { event: 'agent:event', payload: event });
    },
    broadcast: (channel, payload) => {
      for (const ws of connections.values()) send(ws, { event: channel, payload });
    },
    stats: () => ({ accepted, rejected, open: connections.size }),
    close: async () => {
      for (const ws of connections.values()) ws.terminate();
      wss.close();
      await new Promise<void>((done) => {
        server.close(() => done());
        for (const socket of sockets) socket.destroy();
      });
    },
  };
}

export function rendererBuildDir(): string {
  return fileURLToPath(new URL('../../../out/renderer', import.meta.url));
}
