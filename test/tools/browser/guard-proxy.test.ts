// The guard proxy on its own, with real sockets: it forwards allowed HTTP requests and CONNECT tunnels to the
// address the policy checked, and refuses (and reports) everything the policy forbids; local clients without this
// session's proxy credentials get 407 and nothing reaches the target.
import { createServer as createHttpServer, request, type IncomingHttpHeaders } from 'node:http';
import { createServer as createTcpServer, connect, type AddressInfo, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startGuardProxy, type GuardProxy } from '../../../tools/browser/guard-proxy';
import { createAddressClassifier } from '../../../tools/browser/private-addresses';
import { proxyAuthorization } from '../../../tools/browser/proxy-credentials';
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

async function proxyWith(
  allowPrivate: boolean,
  lookup?: (host: string) => Promise<string[]>,
): Promise<{ proxy: GuardProxy; blocked: string[]; unauthorized: string[] }> {
  const blocked: string[] = [];
  const unauthorized: string[] = [];
  const policy = createUrlPolicy({ allowPrivateNetwork: () => allowPrivate, classify: standard, lookup });
  const proxy = await startGuardProxy({
    policy,
    onBlocked: (target, reason) => blocked.push(`${target} | ${reason}`),
    onUnauthorized: (target) => unauthorized.push(target),
  });
  closers.push(() => proxy.close());
  return { proxy, blocked, unauthorized };
}

/** The header the launched browser sends; `auth: null` sends none, a string sends that instead. */
function authHeader(proxy: GuardProxy, auth: string | null | undefined): Record<string, string> {
  if (auth === null) return {};
  return { 'proxy-authorization': auth ?? proxyAuthorization(proxy.credentials) };
}

function viaProxy(
  proxy: GuardProxy,
  target: string,
  headers: Record<string, string> = {},
  auth?: string | null,
): Promise<{ status: number; body: string; challenge?: string }> {
  const { port } = new URL(proxy.url);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: target,
        headers: {
          host: target.startsWith('/') ? '127.0.0.1' : new URL(target).host,
          ...authHeader(proxy, auth),
          ...headers,
        },
      },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        const challenge = res.headers['proxy-authenticate'];
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, ...(challenge ? { challenge } : {}) }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

function connectVia(
  proxy: GuardProxy,
  authority: string,
  auth?: string | null,
): Promise<{ status: string; echo?: string }> {
  const { port } = new URL(proxy.url);
  const extra = Object.entries(authHeader(proxy, auth))
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () =>
      socket.write(`CONNECT ${authority} HTTP/1.1\r\nHost: ${authority}\r\n${extra}\r\n`),
    );
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
    expect(blocked).toEqual([
      `http://127.0.0.1:${port}/admin | 127.0.0.1 is a private, loopback or link-local address; private network access is off (tools.browser.allowPrivateNetwork)`,
    ]);
  });

  it('connects to the address it checked, not to a fresh DNS answer (no rebinding)', async () => {
    let host: string | undefined;
    const port = await listen(
      createHttpServer((req, res) => {
        host = req.headers.host;
        res.end('reached');
      }),
    );
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
    expect(await connectVia(open.proxy, `127.0.0.1:${port}`)).toEqual({
      status: 'HTTP/1.1 200 Connection Established',
      echo: 'ping',
    });
    const closed = await proxyWith(false);
    expect((await connectVia(closed.proxy, `127.0.0.1:${port}`)).status).toBe('HTTP/1.1 403 Forbidden');
    expect(closed.blocked[0]).toMatch(new RegExp(`^127\\.0\\.0\\.1:${port} \\| 127\\.0\\.0\\.1 is a private`));
    expect((await connectVia(closed.proxy, 'no-port-here')).status).toBe('HTTP/1.1 400 Bad Request');
  });

  it('refuses IPv6 spellings that embed 127.0.0.1, for requests and tunnels', async () => {
    let hits = 0;
    const port = await listen(createHttpServer((_req, res) => res.end(String(++hits))));
    const { proxy, blocked } = await proxyWith(false);
    for (const host of [
      '[::ffff:0:7f00:1]',
      '[2002:7f00:1::]',
      '[64:ff9b::7f00:1]',
      '[::7f00:1]',
      '[2001:0:7f00:1::]',
    ]) {
      expect((await viaProxy(proxy, `http://${host}:${port}/`)).status, host).toBe(403);
      expect((await connectVia(proxy, `${host}:${port}`)).status, host).toBe('HTTP/1.1 403 Forbidden');
    }
    expect(hits).toBe(0);
    expect(blocked).toHaveLength(10);
  });

  it('answers 400 to a request that is not a proxy request, and 407 to one without credentials', async () => {
    const { proxy } = await proxyWith(true);
    expect((await viaProxy(proxy, '/direct')).status).toBe(400);
    expect((await viaProxy(proxy, '/direct', {}, null)).status).toBe(407);
  });
});

describe('guard proxy credentials', () => {
  it("refuses local clients without this session's credentials with 407, and nothing reaches the target", async () => {
    let hits = 0;
    const port = await listen(createHttpServer((_req, res) => res.end(String(++hits))));
    const echo = createTcpServer((socket) => {
      hits += 1;
      socket.pipe(socket);
    });
    const echoPort = await listen(echo);
    const { proxy, unauthorized } = await proxyWith(true);
    const other = await proxyWith(true);
    const wrong = [
      null,
      'Basic ' + Buffer.from('hearth:guess').toString('base64'),
      proxyAuthorization({ ...proxy.credentials, password: proxy.credentials.password.slice(0, -1) + 'x' }),
      proxyAuthorization(other.proxy.credentials),
      `Bearer ${proxy.credentials.password}`,
    ];
    for (const auth of wrong) {
      const reply = await viaProxy(proxy, `http://127.0.0.1:${port}/secret`, {}, auth);
      expect(reply, String(auth)).toMatchObject({ status: 407, challenge: 'Basic realm="Hearth"' });
      expect((await connectVia(proxy, `127.0.0.1:${echoPort}`, auth)).status).toBe(
        'HTTP/1.1 407 Proxy Authentication Required',
      );
    }
    expect(hits).toBe(0);
    expect(unauthorized).toHaveLength(wrong.length * 2);
    expect(await viaProxy(proxy, `http://127.0.0.1:${port}/secret`)).toMatchObject({ status: 200, body: '1' });
  });

  it('makes a new secret for every session', async () => {
    const first = await proxyWith(true);
    const second = await proxyWith(true);
    expect(first.proxy.credentials.password).not.toBe(second.proxy.credentials.password);
    expect(first.proxy.credentials.password.length).toBeGreaterThanOrEqual(40);
  });
});
