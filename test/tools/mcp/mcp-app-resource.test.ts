// Where a tool names its MCP App view and how its resource is read: only `ui://` addresses, only HTML of the MCP App
// type, the declared domains kept as lists (anything else ignored), a view too large or without content refused.
import { expect, it } from 'vitest';
import { readMcpAppResource, uiResourceUriOf } from '../../../tools/mcp/mcp-app-resource';

it('finds the view in _meta.ui.resourceUri or the older flat key, and only a ui:// one', () => {
  expect(uiResourceUriOf({ ui: { resourceUri: 'ui://a/view.html' } })).toBe('ui://a/view.html');
  expect(uiResourceUriOf({ 'ui/resourceUri': 'ui://b/view.html' })).toBe('ui://b/view.html');
  expect(uiResourceUriOf({ ui: { resourceUri: 'https://evil.example/view.html' } })).toBeUndefined();
  expect(uiResourceUriOf(undefined)).toBeUndefined();
  expect(uiResourceUriOf({ ui: { resourceUri: 42 } })).toBeUndefined();
});

it('reads the HTML and the declared domains of an MCP App resource', () => {
  const read = readMcpAppResource('ui://a/view.html', {
    contents: [
      {
        uri: 'ui://a/view.html',
        mimeType: 'text/html; profile=mcp-app',
        text: '<p>hi</p>',
        _meta: { ui: { csp: { connectDomains: ['https://api.example', 7], frameDomains: 'nope' } } },
      },
    ],
  });
  expect(read).toEqual({
    ok: true,
    uri: 'ui://a/view.html',
    html: '<p>hi</p>',
    domains: { connectDomains: ['https://api.example'], resourceDomains: [], frameDomains: [], baseUriDomains: [] },
  });
});

it('refuses what is not an MCP App view', () => {
  const as = (entry: Record<string, unknown>) =>
    readMcpAppResource('ui://a/view.html', { contents: [{ uri: 'ui://a/view.html', ...entry }] as never });
  expect(as({ mimeType: 'text/html', text: '<p>plain html</p>' })).toMatchObject({ ok: false });
  expect(as({ mimeType: 'text/html;profile=mcp-app' })).toMatchObject({ ok: false });
  expect(as({ mimeType: 'text/html;profile=mcp-app', text: 'x'.repeat(5_000_001) })).toMatchObject({ ok: false });
  expect(readMcpAppResource('ui://a/view.html', { contents: [] })).toMatchObject({ ok: false });
});
