// A real JSON API on 127.0.0.1 (random port) for http_request's tests: `/echo` answers with the request it got
// (method, path, query, headers, body), `/big` a large JSON list, `/status/N` an error document, `/redirect?to=URL`
// a redirect (status from `code`), `/slow` never answers. Every request is recorded with its body.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface JsonApiStandIn {
  origin: string;
  port: number;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

export async function startJsonApiStandIn(): Promise<JsonApiStandIn> {
  const requests: RecordedRequest[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const url = new URL(req.url ?? '/', 'http://stand-in');
      requests.push({ method: req.method ?? '', path: url.pathname + url.search, headers: req.headers, body });
      const json = (status: number, value: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(value));
      if (url.pathname === '/echo') {
        return json(200, {
          method: req.method,
          path: url.pathname,
          query: Object.fromEntries(url.searchParams),
          headers: req.headers,
          body,
        });
      }
      if (url.pathname === '/big') {
        res.setHeader('link', '</big?page=2>; rel="next"');
        res.setHeader('x-ratelimit-remaining', '59');
        res.setHeader('x-internal-trace', 'not-for-the-model');
        return json(
          200,
          Array.from({ length: 5_000 }, (_, id) => ({ id, name: `item ${id}`, tags: ['a', 'b'] })),
        );
      }
      const status = /^\/status\/(\d{3})$/.exec(url.pathname);
      if (status) return json(Number(status[1]), { error: 'not_found', message: 'No such thing.' });
      if (url.pathname === '/redirect') {
        return res
          .writeHead(Number(url.searchParams.get('code') ?? 302), { location: url.searchParams.get('to') ?? '/echo' })
          .end();
      }
      if (url.pathname === '/text') return res.writeHead(200, { 'content-type': 'text/plain' }).end('plain words');
      if (url.pathname === '/slow') return; // never answers
      json(404, { error: 'unknown path' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
