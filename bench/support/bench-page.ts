// Builds bench/page (the real renderer mounted over the bench api) with Vite, serves it on 127.0.0.1 and starts
// Chromium through playwright-core: the harness for the streaming and long-conversation parts.
import { createReadStream, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { extname, join, normalize } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import type { Plugin } from 'vite';
import { buildWebPage, repoRoot } from './vite-bundle';

export const CHROMIUM_PATH = '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-gpu',
];
const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

export interface BenchPage {
  url: string;
  browser: Browser;
  close: () => Promise<void>;
}

/** Every import of renderer/src/markdown/Markdown.tsx (except the switch's own) resolves to bench/page/SwitchableMarkdown.tsx. */
function markdownSwitch(): Plugin {
  const real = join(repoRoot, 'renderer/src/markdown/Markdown.tsx');
  const switchable = join(repoRoot, 'bench/page/SwitchableMarkdown.tsx');
  return {
    name: 'hearth-bench-markdown-switch',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || importer === switchable || !source.includes('Markdown')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === real ? switchable : null;
    },
  };
}

function serve(dir: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://127.0.0.1').pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    );
    const file = join(dir, path === '/' ? 'index.html' : path);
    if (!file.startsWith(dir) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404).end('not found');
      return;
    }
    res.writeHead(200, {
      'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-store',
    });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}`, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

/** Rejects (instead of hanging the bench) when a page does not answer in time. */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not finish within ${Math.round(ms / 1000)} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export function chromiumMissing(): string | null {
  return existsSync(CHROMIUM_PATH) ? null : `Chromium not found at ${CHROMIUM_PATH} (Debian: apt-get install chromium)`;
}

export async function startBenchPage(): Promise<BenchPage> {
  const outDir = mkdtempSync(join(os.tmpdir(), 'hearth-bench-page-'));
  // HEARTH_BENCH_DEV=1: an unminified development build, so React's errors read in full (figures are not comparable).
  const dev = process.env.HEARTH_BENCH_DEV === '1';
  // HEARTH_BENCH_NOMINIFY=1: the production build unminified, so a CPU profile names every function.
  const readable = process.env.HEARTH_BENCH_NOMINIFY === '1';
  await buildWebPage(join(repoRoot, 'bench/page'), outDir, {
    plugins: [markdownSwitch()],
    ...(dev ? { mode: 'development', build: { minify: false } } : readable ? { build: { minify: false } } : {}),
  });
  const server = await serve(outDir);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
  return {
    url: server.url,
    browser,
    close: async () => {
      await browser.close();
      await server.close();
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}
