// The guard proxy on its own, with real sockets: it forwards allowed HTTP requests and CONNECT tunnels to the
// address the policy checked, and refuses (and reports) everything the policy forbids.
import { createServer as createHttpServer, request, type IncomingHttpHeaders } from 'node:http';
import { createServer as createTcpServer, connect, type AddressInfo, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startGuardProxy, type GuardProxy } from '../../../tools/browser/guard-proxy';
import { createAddressClassifier } from '../../../tools/browser/private-addresses';
import { createUrlPolicy } from '../../../tools/browser/url-policy';

const standard = createAddressClassifier();
const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

async function listen(server: Server | ReturnType<typeof createHttpServer>): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  closers.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return (server.address() as AddressInfo).port;
}

async function proxyWith(allowPrivate: boolean, lookup?: (host: string) => Promise<string[]>): Promise<{ proxy: GuardProxy; blocked: string[] }> {
  const blocked: string[] = [];
  const policy = createUrlPolicy({ allowPrivateNetwork: () => allowPrivate, classify: standard, lookup });
  const proxy = await startGuardProxy({ policy, onBlocked: (target, reason) => blocked.push(`${target} | ${reason}`) });
  closers.push(() => proxy.close());
  return { proxy, blocked };
}

function viaProxy(proxy: GuardProxy, target: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  const { port } = new URL(proxy.url);
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: target, headers: { host: new URL(target).host, ...headers } }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

function connectVia(proxy: GuardProxy, authority: string): Promise<{ status: string; echo?: string }> {
  const { port } = new URL(proxy.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () => socket.write(`CONNECT ${authority} HTTP/1.1\r\nHost: ${authority}\r\n\r\n`));
    let buffer = '';
    socket.on('data', (chunk) => {
      buffer += chunk.toString();
      const end = buffer.indexOf('\r\n\r\n');
      if (end < 0) return;
      const status = buffer.slice(0, buffer.indexOf('\r\n'));
      const rest = buffer.slice(end + 4);
      if (!status.includes(' 200 ')) return resolve({ status });
      if (rest) {
        socket.destroy();
        return resolve({ status, echo: rest });
      }
      if (!buffer.includes('ping')) socket.write('ping');
    });
    socket.on('error', reject);
    socket.on('close', () => resolve({ status: buffer.split('\r\n')[0] ?? '' }));
  });
}

describe('guard proxy', () => {
  it('forwards an allowed HTTP request, keeping method, path and Host', async () => {
    let seen: { url?: string; headers?: IncomingHttpHeaders } = {};
    const target = createHttpServer((req, res) => {
      seen = { url: req.url, headers: req.headers };
      res.writeHead(201, { 'x-from': 'target' }).end('hello from target');
    });
    const port = await listen(target);
    const { proxy, blocked } = await proxyWith(true);
    const reply = await viaProxy(proxy, `http://127.0.0.1:${port}/some/path?x=1`, { 'proxy-connection': 'keep-alive' });
    expect(reply).toEqual({ status: 201, body: 'hello from target' });
    expect(seen.url).toBe('/some/path?x=1');
    expect(seen.headers?.host).toBe(`127.0.0.1:${port}`);
    expect(seen.headers?.['proxy-connection']).toBeUndefined();
    expect(blocked).toEqual([]);
  });

  it('refuses a private destination with 403, reports it, and never contacts it', async () => {
    let hits = 0;
    const port = await listen(createHttpServer((_req, res) => res.end(String(++hits))));
    const { proxy, blocked } = await proxyWith(false);
    const reply = await viaProxy(proxy, `http://127.0.0.1:${port}/admin`);
    expect(reply.status).toBe(403);
    expect(reply.body).toContain('Blocked by Hearth: 127.0.0.1 is a private');
    expect(hits).toBe(0);
    expect(blocked).toEqual([`http://127.0.0.1:${port}/admin | 127.0.0.1 is a private, loopback or link-local address; private network access is off (tools.browser.allowPrivateNetwork)`]);
  });

  it('connects to the address it checked, not to a fresh DNS answer (no rebinding)', async () => {
    let host: string | undefined;
    const port = await listen(createHttpServer((req, res) => {
      host = req.headers.host;
      res.end('reached');
    }));
    let lookups = 0;
    const { proxy } = await proxyWith(true, async () => {
      lookups += 1;
      return ['127.0.0.1'];
    });
    const reply = await viaProxy(proxy, `http://rebind.example:${port}/`);
    expect(reply).toEqual({ status: 200, body: 'reached' });
    expect(host).toBe(`rebind.example:${port}`);
    expect(lookups).toBe(1);
  });

  it('tunnels an allowed CONNECT and refuses a private one', async () => {
    const echo = createTcpServer((socket) => socket.pipe(socket));
    const port = await listen(echo);
    const open = await proxyWith(true);
    expect(await connectVia(open.proxy, `127.0.0.1:${port}`)).toEqual({ status: 'HTTP/1.1 200 Connection Established', echo: 'ping' });
    const closed = await proxyWith(false);
    expect((await connectVia(closed.proxy, `127.0.0.1:${port}`)).status).toBe('HTTP/1.1 403 Forbidden');
    expect(closed.blocked[0]).toMatch(new RegExp(`^127\\.0\\.0\\.1:${port} \\| 127\\.0\\.0\\.1 is a private`));
    expect((await connectVia(closed.proxy, 'no-port-here')).status).toBe('HTTP/1.1 400 Bad Request');
  });

  it('answers 400 to a request that is not a proxy request', async () => {
    const { proxy } = await proxyWith(true);
    const reply = await fetch(`${proxy.url}/direct`);
    expect(reply.status).toBe(400);
  });
});
