// The browser's URL policy end to end on real Chromium: refused schemes and private hosts before navigation, and
// — for a page that is itself allowed — private-network requests it makes (img, fetch, WebSocket, a redirect)
// blocked before they reach the private server. Here 127.0.0.1 plays "the public internet" (an injected
// classifier says so) and 127.0.0.2 is the private network, so both ends are real servers we can watch.
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import type { BrowserTool } from '../../../tools/browser/browser-tool';
import { createAddressClassifier } from '../../../tools/browser/private-addresses';
import { describeWithFacility } from '../../support/requirements';
import { createTempDirs } from '../../support/temp-dir';
import { waitFor } from '../../support/wait-for';
import { act, browserPid, makeBrowserTool } from './browser-harness';
import { startCountingServer, startPageServer, type CountingServer, type PageServer } from './page-server';

const standard = createAddressClassifier();
const loopbackOneIsPublic = (address: string): 'private' | 'public' =>
  address === '127.0.0.1' ? 'public' : standard(address);

describeWithFacility('chromium', 'browser URL policy on real Chromium', () => {
  const temp = createTempDirs();
  let privateServer: CountingServer;
  let server: PageServer;
  const tools: BrowserTool[] = [];

  beforeAll(async () => {
    privateServer = await startCountingServer('127.0.0.2');
    server = await startPageServer('127.0.0.1', privateServer.origin);
  });
  afterEach(async () => {
    for (const tool of tools.splice(0)) await tool.close();
  });
  afterAll(async () => {
    await server?.close();
    await privateServer?.close();
    temp.cleanup();
  });

  function tool(
    settings: { allowPrivateNetwork: boolean },
    classify = standard,
  ): { tool: BrowserTool; dataDir: string } {
    const dataDir = temp.make('browser-policy');
    const made = makeBrowserTool(dataDir, settings, { classifyAddress: classify });
    tools.push(made);
    return { tool: made, dataDir };
  }

  it.each([
    ['file:///etc/passwd', 'the file: scheme is not allowed'],
    ['javascript:alert(document.cookie)', 'the javascript: scheme is not allowed'],
    ['data:text/html,<h1>hi</h1>', 'the data: scheme is not allowed'],
    ['chrome://settings', 'the chrome: scheme is not allowed'],
    ['view-source:https://example.org/', 'the view-source: scheme is not allowed'],
    ['about:config', 'the about: scheme is not allowed'],
    ['ftp://example.org/file', 'the ftp: scheme is not allowed'],
  ])('refuses %s before anything starts', async (url, reason) => {
    const { tool: browser, dataDir } = tool({ allowPrivateNetwork: true });
    const result = await act(browser, { action: 'navigate', url });
    expect(result).toMatchObject({ ok: false, errorType: 'blocked' });
    expect(result.content).toContain(reason);
    expect(browser.session.isRunning()).toBe(false);
    expect(browserPid(dataDir)).toBeUndefined();
  });

  it.each([
    'http://127.0.0.1:{port}/',
    'http://localhost:{port}/',
    'http://[::1]:{port}/',
    'http://169.254.169.254/latest/meta-data/',
    'http://10.0.0.1/',
    'http://2130706433:{port}/',
  ])('refuses the private address %s when private network access is off', async (template) => {
    const { tool: browser } = tool({ allowPrivateNetwork: false });
    const url = template.replace('{port}', new URL(server.origin).port);
    const before = server.requests.length;
    const result = await act(browser, { action: 'navigate', url });
    expect(result).toMatchObject({ ok: false, errorType: 'blocked' });
    expect(result.content).toMatch(/private, loopback or link-local|loopback host/);
    expect(result.content).toContain('tools.browser.allowPrivateNetwork');
    expect(server.requests.length).toBe(before);
  });

  it('allows about:blank', async () => {
    const { tool: browser } = tool({ allowPrivateNetwork: false });
    const result = await act(browser, { action: 'navigate', url: 'about:blank' });
    expect(result.ok).toBe(true);
    expect(result.content).toContain('URL: about:blank');
  });

  it('blocks the private-network requests of an allowed page: img, fetch, WebSocket and a redirected img', async () => {
    privateServer.hits.length = 0;
    const { tool: browser } = tool({ allowPrivateNetwork: false }, loopbackOneIsPublic);
    const result = await act(browser, { action: 'navigate', url: `${server.origin}/private-requests.html` });
    expect(result.ok).toBe(true);
    expect(server.requests).toContain('/private-requests.html');
    expect(server.requests).toContain('/redirect-to-private/from-redirected-img');
    const snapshot = await act(browser, { action: 'snapshot' });
    expect(snapshot.content).toContain('fetch was stopped');
    const all = `${result.content}\n${snapshot.content}`;
    expect(all).toContain(`Blocked request: ${privateServer.origin}/from-img (127.0.0.2 is a private`);
    expect(all).toContain(`Blocked request: ${privateServer.origin}/from-fetch`);
    expect(all).toContain(`Blocked request: ${privateServer.origin}/from-redirected-img`);
    expect(all).toContain(`Blocked request: ws://127.0.0.2:${privateServer.port}/from-websocket`);
    expect(privateServer.hits).toEqual([]);
  });

  it('the same page does reach the private server when private network access is on (the block above is real)', async () => {
    privateServer.hits.length = 0;
    const { tool: browser } = tool({ allowPrivateNetwork: true }, loopbackOneIsPublic);
    const result = await act(browser, { action: 'navigate', url: `${server.origin}/private-requests.html` });
    expect(result.ok).toBe(true);
    await waitFor(() => privateServer.hits.length >= 4, {
      message: 'four hits on the private server',
      timeout: 20_000,
    });
    expect(privateServer.hits).toEqual(
      expect.arrayContaining([
        'GET /from-img',
        'GET /from-fetch',
        'GET /from-redirected-img',
        'UPGRADE /from-websocket',
      ]),
    );
    expect(result.content).not.toContain('Blocked request');
  });

  it('blocks a navigation that redirects to a private host and resets the tab', async () => {
    privateServer.hits.length = 0;
    const { tool: browser } = tool({ allowPrivateNetwork: false }, loopbackOneIsPublic);
    const result = await act(browser, { action: 'navigate', url: `${server.origin}/redirect-to-private/secret-admin` });
    expect(result).toMatchObject({ ok: false, errorType: 'blocked' });
    expect(result.content).toContain('The page went to a blocked address, so the tab was reset to about:blank.');
    expect(result.content).toContain(`${privateServer.origin}/secret-admin`);
    expect(privateServer.hits).toEqual([]);
    expect((await act(browser, { action: 'snapshot' })).content).toContain('URL: about:blank');
  });
});
