// Serves MCP App views to the window's sandboxed frames from a loopback origin of their own (not the window's), each
// at an unguessable address, with the Content-Security-Policy built from its declared domains as a response header —
// a header the page cannot remove, and not the window's policy, which a srcdoc or blob frame would inherit.
import type { Server } from 'node:http';
import { nodeCrypto } from '../../../tools/lazy-builtins';

/** Where every view lives: `http://127.0.0.1:<port>/mcp-app/<token>` (the desktop lets frames of this shape load). */
export const MCP_APP_VIEW_PATH = '/mcp-app/';

/** Whether a URL is the shape of a view's address (the desktop keeps that frame's own CSP and lets it load). */
export function isMcpAppViewUrl(url: string): boolean {
  return /^http:\/\/127\.0\.0\.1:\d{1,5}\/mcp-app\/[A-Za-z0-9_-]{32}$/.test(url);
}

export interface AppViewServer {
  /** Serves one document under a new address until released (the oldest go beyond `maxViews`). */
  publish(view: { html: string; contentSecurityPolicy: string }): Promise<string>;
  release(url: string): void;
  close(): Promise<void>;
}

export function createAppViewServer(options: { maxViews?: number } = {}): AppViewServer {
  const maxViews = options.maxViews ?? 64;
  const views = new Map<string, { html: string; contentSecurityPolicy: string }>();
  let listening: Promise<{ server: Server; origin: string }> | undefined;

  const start = async (): Promise<{ server: Server; origin: string }> => {
    const http = process.getBuiltinModule('node:http');
    const server = http.createServer((request, response) => {
      const token = (request.url ?? '').startsWith(MCP_APP_VIEW_PATH)
        ? (request.url ?? '').slice(MCP_APP_VIEW_PATH.length)
        : '';
      const view = request.method === 'GET' ? views.get(token) : undefined;
      if (!view) {
        response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
        return;
      }
      response
        .writeHead(200, {
          'Content-Type': 'text/html; charset=utf-8',
          'Content-Security-Policy': view.contentSecurityPolicy,
          'X-Content-Type-Options': 'nosniff',
          'Referrer-Policy': 'no-referrer',
          'Cache-Control': 'no-store',
        })
        .end(view.html);
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    server.unref();
    const address = server.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;
    return { server, origin: `http://127.0.0.1:${port}` };
  };

  return {
    async publish(view) {
      listening ??= start();
      const { origin } = await listening;
      const token = nodeCrypto().randomBytes(24).toString('base64url');
      views.set(token, view);
      while (views.size > maxViews) views.delete(views.keys().next().value as string);
      return `${origin}${MCP_APP_VIEW_PATH}${token}`;
    },
    release(url) {
      const at = url.indexOf(MCP_APP_VIEW_PATH);
      if (at !== -1) views.delete(url.slice(at + MCP_APP_VIEW_PATH.length));
    },
    async close() {
      views.clear();
      const current = await listening?.catch(() => undefined);
      listening = undefined;
      if (!current) return;
      current.server.closeAllConnections();
      await new Promise<void>((resolve) => current.server.close(() => resolve()));
    },
  };
}
