// The Content-Security-Policy every window gets, both as a response header and in index.html's meta tag.
// No remote scripts, images only from the app itself, data: and blob: (remote markdown images are never loaded).
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');
