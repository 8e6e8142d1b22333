// The Content-Security-Policy every window gets, both as a response header and in index.html's meta tag.
// No remote scripts, images only from the app itself, data: and blob: (remote markdown images are never loaded);
// frames only from main's loopback MCP App view server.
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  // Read aloud plays the spoken answer from a blob: URL (renderer/src/voice/read-aloud-store.ts).
  "media-src 'self' blob:",
  "connect-src 'self'",
  // MCP App views, each on the loopback origin main serves them from (electron/runtime/mcp-apps/app-view-server.ts).
  'frame-src http://127.0.0.1:*',
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The policy sent as a header. Under `electron-vite dev` only, React's refresh preamble is inline and HMR uses a
 * websocket to the dev server, so those two are allowed there (the same relaxation electron.vite.config.ts applies
 * to the meta tag). Built apps always get the strict policy.
 */
export function contentSecurityPolicyFor(devServerUrl: string | undefined): string {
  if (!devServerUrl) return contentSecurityPolicy;
  let origin: string;
  try {
    origin = new URL(devServerUrl).origin;
  } catch {
    return contentSecurityPolicy;
  }
  const socket = origin.replace(/^http/, 'ws');
  return contentSecurityPolicy
    .replace("script-src 'self'", "script-src 'self' 'unsafe-inline'")
    .replace("connect-src 'self'", `connect-src 'self' ${origin} ${socket}`);
}
