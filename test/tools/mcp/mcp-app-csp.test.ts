// The MCP App view's Content-Security-Policy: built only from the declared origins, each directive 'none' when
// nothing was declared, and an entry that is not a plain origin (a smuggled directive, a path, a scheme) dropped.
import { expect, it } from 'vitest';
import { mcpAppContentSecurityPolicy, safeOrigins } from '../../../tools/mcp/mcp-app-csp';

const none = { connectDomains: [], resourceDomains: [], frameDomains: [], baseUriDomains: [] };

it('allows nothing beyond the document itself when nothing is declared', () => {
  const directives = mcpAppContentSecurityPolicy(none).split('; ');
  expect(directives).toEqual([
    "default-src 'none'",
    "script-src 'unsafe-inline'",
    "style-src 'unsafe-inline'",
    'img-src data: blob:',
    'font-src data:',
    'media-src data: blob:',
    "connect-src 'none'",
    "frame-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "object-src 'none'",
    "worker-src 'none'",
  ]);
});

it('puts each declared list in its directives', () => {
  const policy = mcpAppContentSecurityPolicy({
    connectDomains: ['https://api.example.com', 'wss://live.example.com:8443'],
    resourceDomains: ['https://*.cdn.example'],
    frameDomains: ['https://www.youtube.com/'],
    baseUriDomains: [],
  });
  expect(policy).toContain('connect-src https://api.example.com wss://live.example.com:8443;');
  expect(policy).toContain("script-src 'unsafe-inline' https://*.cdn.example;");
  expect(policy).toContain('img-src data: blob: https://*.cdn.example;');
  expect(policy).toContain('frame-src https://www.youtube.com;');
});

it('drops what is not a plain origin', () => {
  expect(
    safeOrigins([
      "https://ok.example; script-src 'unsafe-eval'",
      'https://a.example/path',
      '*',
      'javascript:alert(1)',
      "'unsafe-eval'",
      'http://127.0.0.1:*',
      'https://ok.example',
      'https://ok.example',
    ]),
  ).toEqual(['http://127.0.0.1:*', 'https://ok.example']);
});
