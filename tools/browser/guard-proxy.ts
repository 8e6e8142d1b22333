// A local forward proxy every browser connection goes through (Chromium runs with --proxy-server pointing here).
// It applies the URL policy to the real destination of every request — redirects, WebSockets and TLS tunnels
// included — and connects to exactly the address it checked, so DNS rebinding cannot slip past the check.
// Only the browser Hearth launched may use it: every request and tunnel must carry this session's credentials.
// node:http loads when the first browser session starts its proxy (off the app's start path).
import type { IncomingMessage, request as HttpRequest, ServerResponse } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import {
  createProxyAuthCheck,
  createProxyCredentials,
  proxyAuthRequired,
  type ProxyCredentials,
} from './proxy-credentials';
import type { UrlPolicy } from './url-policy';

export interface GuardProxy {
  /** e.g. "http://127.0.0.1:41234" */
  url: string;
  /** This session's secret: give it to the launched browser only (playwright's `proxy.username/password`). */
  credentials: ProxyCredentials;
  close(): Promise<void>;
}

export interface GuardProxyDeps {
  policy: UrlPolicy;
  onBlocked: (target: string, reason: string) => void;
  /** Told about local clients refused for lacking the session's credentials. */
  onUnauthorized?: (target: string) => void;
}

const hopByHop = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authorization',
  'proxy-authenticate',
  'te',
  'trailer',
  'upgrade',
]);

export async function startGuardProxy(deps: GuardProxyDeps): Promise<GuardProxy> {
  const sockets = new Set<Socket>();
  const credentials = createProxyCredentials();
  const authorized = createProxyAuthCheck(credentials);
  const { createServer, request } = await import('node:http');
  const server = createServer((req, res) => {
    if (authorized(req.headers['proxy-authorization'])) return void forwardHttp(deps, request, req, res);
    deps.onUnauthorized?.(String(req.url ?? '').slice(0, 200));
    res
      .writeHead(407, {
        'proxy-authenticate': 'Basic realm="Hearth"',
        'content-type': 'text/plain',
        connection: 'close',
      })
      .end('Hearth guard proxy: authentication required');
  });
  server.on('connect', (req: IncomingMessage, client: Socket, head: Buffer) => {
    if (authorized(req.headers['proxy-authorization'])) return void tunnel(deps, req, client, head, sockets);
    deps.onUnauthorized?.(String(req.url ?? '').slice(0, 200));
    client.on('error', () => client.destroy());
    client.end(proxyAuthRequired);
  });
  server.on('upgrade', (_req: IncomingMessage, client: Socket) => client.destroy());
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.on('clientError', (_error, socket) => socket.destroy());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    credentials,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function forwardHttp(
  deps: GuardProxyDeps,
  httpRequest: typeof HttpRequest,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  let target: URL;
  try {
    target = new URL(req.url ?? '');
  } catch {
    res.writeHead(400, { 'content-type': 'text/plain' }).end('Hearth guard proxy: absolute URL required');
    return;
  }
  if (target.protocol !== 'http:') {
    deps.onBlocked(target.href, `the ${target.protocol} scheme is not allowed`);
    res.writeHead(403, { 'content-type': 'text/plain' }).end('Blocked by Hearth: scheme not allowed');
    return;
  }
  const verdict = await deps.policy.checkHost(target.hostname);
  if (!verdict.allowed) {
    deps.onBlocked(target.href, verdict.reason);
    res.writeHead(403, { 'content-type': 'text/plain' }).end(`Blocked by Hearth: ${verdict.reason}`);
    return;
  }
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(req.headers))
    if (value !== undefined && !hopByHop.has(name)) headers[name] = value;
  const upstream = httpRequest({
    host: verdict.addresses[0],
    port: target.port || 80,
    method: req.method,
    path: `${target.pathname}${target.search}`,
    headers,
    setHost: false,
    agent: false,
  });
  upstream.on('response', (response) => {
    const pairs: Array<[string, string]> = [];
    for (let i = 0; i + 1 < response.rawHeaders.length; i += 2) {
      const name = response.rawHeaders[i] ?? '';
      if (!hopByHop.has(name.toLowerCase())) pairs.push([name, response.rawHeaders[i + 1] ?? '']);
    }
    res.writeHead(response.statusCode ?? 502, response.statusMessage, pairs.flat());
    response.pipe(res);
  });
  upstream.on('error', () => {
    if (!res.headersSent)
      res.writeHead(502, { 'content-type': 'text/plain' }).end('Hearth guard proxy: upstream unreachable');
    else res.destroy();
  });
  req.pipe(upstream);
}

async function tunnel(
  deps: GuardProxyDeps,
  req: IncomingMessage,
  client: Socket,
  head: Buffer,
  sockets: Set<Socket>,
): Promise<void> {
  client.on('error', () => client.destroy());
  // CONNECT names "host:port" (IPv6 hosts in brackets); the port is always explicit.
  const authority = /^(\[[0-9a-fA-F:.]+\]|[^:[\]]+):(\d{1,5})$/.exec(req.url ?? '');
  const host = authority?.[1];
  const port = Number(authority?.[2]);
  if (!host || !(port > 0 && port < 65536)) {
    client.end('HTTP/1.1 400 Bad Request\r\n\r\n');
    return;
  }
  const verdict = await deps.policy.checkHost(host);
  if (!verdict.allowed) {
    deps.onBlocked(`${host.toLowerCase()}:${port}`, verdict.reason);
    client.end('HTTP/1.1 403 Forbidden\r\n\r\n');
    return;
  }
  const upstream = connect(port, verdict.addresses[0]);
  sockets.add(upstream);
  upstream.on('close', () => sockets.delete(upstream));
  upstream.on('connect', () => {
    client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
    if (head.length > 0) upstream.write(head);
    upstream.pipe(client);
    client.pipe(upstream);
  });
  upstream.on('error', () => {
    if (!client.destroyed) client.end('HTTP/1.1 502 Bad Gateway\r\n\r\n');
    upstream.destroy();
  });
  client.on('close', () => upstream.destroy());
}
