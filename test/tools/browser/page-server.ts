// Test web servers on loopback: one serving the fixture pages in pages/ plus a few dynamic routes (form
// submissions, redirects, downloads, a huge page), and a "private" server that only counts who reached it.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

export interface PageServer {
  origin: string;
  /** Bodies of POST /submit, in order. */
  submissions: URLSearchParams[];
  /** Paths requested, in order. */
  requests: string[];
  close(): Promise<void>;
}

export interface CountingServer {
  origin: string;
  host: string;
  port: number;
  hits: string[];
  close(): Promise<void>;
}

const pagesDir = join(import.meta.dirname, 'pages');

async function listen(server: Server, host: string): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => resolve());
  });
  return (server.address() as AddressInfo).port;
}

async function shut(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

/** Serves pages/*.html on `host`; `privateOrigin` fills the {{PRIVATE_ORIGIN}} placeholders. */
export async function startPageServer(host = '127.0.0.1', privateOrigin = 'http://127.0.0.2:9'): Promise<PageServer> {
  const submissions: URLSearchParams[] = [];
  const requests: string[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://page-server.invalid');
    requests.push(url.pathname);
    if (req.method === 'POST' && url.pathname === '/submit') {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        const form = new URLSearchParams(body);
        submissions.push(form);
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(
          `<!doctype html><title>Order received</title><p>Thank you, ${escapeHtml(form.get('name') ?? '')}. Size: ${escapeHtml(form.get('size') ?? '')}.</p>`,
        );
      });
      return;
    }
    if (url.pathname.startsWith('/redirect-to-private/')) {
      res.writeHead(302, { location: `${privateOrigin}/${url.pathname.slice('/redirect-to-private/'.length)}` }).end();
      return;
    }
    if (url.pathname.startsWith('/download/')) {
      res.writeHead(200, {
        'content-type': 'application/octet-stream',
        'content-disposition': 'attachment; filename="report.bin"',
      });
      res.end('REPORT-BYTES');
      return;
    }
    if (url.pathname === '/big') {
      const paragraphs = Array.from(
        { length: 3_000 },
        (_, i) => `<p>Paragraph ${i} with some filler text about nothing in particular. ünïcödé ✓</p>`,
      );
      const buttons = Array.from({ length: 400 }, (_, i) => `<button>Button number ${i}</button>`);
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><title>Big page</title>${paragraphs.join('')}${buttons.join('')}`);
      return;
    }
    const name = url.pathname === '/' ? 'index.html' : url.pathname.slice(1);
    if (!/^[a-z-]+\.html$/.test(name)) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    let page: string;
    try {
      page = readFileSync(join(pagesDir, name), 'utf8');
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    const wsOrigin = privateOrigin.replace(/^http/, 'ws');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(page.replaceAll('{{PRIVATE_ORIGIN}}', privateOrigin).replaceAll('{{PRIVATE_WS_ORIGIN}}', wsOrigin));
  });
  const port = await listen(server, host);
  return { origin: `http://${host}:${port}`, submissions, requests, close: () => shut(server) };
}

/** Answers everything (HTTP and WebSocket upgrades) and records each hit; used as the "private" target. */
export async function startCountingServer(host: string): Promise<CountingServer> {
  const hits: string[] = [];
  const server = createServer((req, res) => {
    hits.push(`${req.method} ${req.url}`);
    res.writeHead(200, { 'content-type': 'text/plain', 'access-control-allow-origin': '*' }).end('private data');
  });
  server.on('upgrade', (req, socket) => {
    hits.push(`UPGRADE ${req.url}`);
    socket.destroy();
  });
  server.on('connect', (req, socket) => {
    hits.push(`CONNECT ${req.url}`);
    socket.destroy();
  });
  const port = await listen(server, host);
  return { origin: `http://${host}:${port}`, host, port, hits, close: () => shut(server) };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Width and height from a PNG's IHDR chunk (bytes 16–23), after checking the signature. */
export function pngSize(png: Buffer): { width: number; height: number } {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (!png.subarray(0, 8).equals(signature) || png.subarray(12, 16).toString('ascii') !== 'IHDR')
    throw new Error('not a PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}
