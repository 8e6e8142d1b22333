// A local stand-in for Open-Meteo: a node:http server on 127.0.0.1 replaying recorded-shape bodies from
// open-meteo-bodies/, with a swappable responder per test and a log of every request it received.
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

export interface StubReply {
  status?: number;
  body: string;
  delayMs?: number;
  headers?: Record<string, string>;
}

export type StubResponder = (url: URL) => StubReply;

export interface OpenMeteoStub {
  geocodingUrl: string;
  forecastUrl: string;
  requests: URL[];
  respond: (responder: StubResponder) => void;
  close: () => Promise<void>;
}

const bodiesDir = join(import.meta.dirname, 'open-meteo-bodies');

export function body(name: string): string {
  return readFileSync(join(bodiesDir, `${name}.json`), 'utf8');
}

/** Geocoding answers by the `name` parameter; forecasts return the Berlin body. */
export const defaultResponder: StubResponder = (url) => {
  if (url.pathname === '/v1/search') {
    const name = (url.searchParams.get('name') ?? '').toLowerCase();
    if (name === 'berlin') return { body: body('geocoding-berlin') };
    if (name === 'springfield') return { body: body('geocoding-springfield') };
    return { body: body('geocoding-not-found') };
  }
  if (url.pathname === '/v1/forecast') return { body: body('forecast-berlin') };
  return { status: 404, body: '{"error":true,"reason":"Not Found"}' };
};

export async function startOpenMeteoStub(): Promise<OpenMeteoStub> {
  const requests: URL[] = [];
  let responder = defaultResponder;
  const timers = new Set<NodeJS.Timeout>();
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://stub.invalid');
    requests.push(url);
    const reply = responder(url);
    const send = (): void => {
      res.writeHead(reply.status ?? 200, { 'content-type': 'application/json; charset=utf-8', ...reply.headers });
      res.end(reply.body);
    };
    if (!reply.delayMs) return send();
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!res.destroyed) send();
    }, reply.delayMs);
    timers.add(timer);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    geocodingUrl: `http://127.0.0.1:${port}/v1/search`,
    forecastUrl: `http://127.0.0.1:${port}/v1/forecast`,
    requests,
    respond: (next) => {
      responder = next;
    },
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
