// The guard proxy's per-session secret on real Chromium: the browser Hearth launched browses through the proxy (it
// answers the 407 with the session's credentials, which never appear on its command line), while a plain local
// client using the same proxy port is refused with 407 and nothing reaches the target; embedded-IPv4 hosts are refused.
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import type { BrowserTool } from '../../../tools/browser/browser-tool';
import { describeWithFacility } from '../../support/requirements';
import { createTempDirs } from '../../support/temp-dir';
import { act, browserPid, makeBrowserTool } from './browser-harness';
import { startPageServer, type PageServer } from './page-server';

function plainRequest(proxyPort: number, target: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port: proxyPort, path: target, headers: { host: new URL(target).host } },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

function plainConnect(proxyPort: number, authority: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(proxyPort, '127.0.0.1', () =>
      socket.write(`CONNECT ${authority} HTTP/1.1\r\nHost: ${authority}\r\n\r\n`),
    );
    let buffer = '';
    socket.on('data', (chunk) => (buffer += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () => resolve(buffer.split('\r\n')[0] ?? ''));
  });
}

describeWithFacility('chromium', 'guard proxy credentials with real Chromium', () => {
  const temp = createTempDirs();
  let server: PageServer;
  const tools: BrowserTool[] = [];
  beforeAll(async () => {
    server = await startPageServer();
  });
  afterEach(async () => {
    for (const tool of tools.splice(0)) await tool.close();
  });
  afterAll(async () => {
    await server?.close();
    temp.cleanup();
  });

  it('lets the launched browser through and refuses another local client on the same proxy', async () => {
    const dataDir = temp.make('proxy-secret');
    const tool = makeBrowserTool(dataDir);
    tools.push(tool);
    const first = await act(tool, { action: 'navigate', url: `${server.origin}/form.html` });
    expect(first).toMatchObject({ ok: true, content: expect.stringContaining('Title: Order form') });
    const commandLine = readFileSync(`/proc/${browserPid(dataDir)}/cmdline`, 'utf8');
    const proxyPort = Number(/--proxy-server=http:\/\/127\.0\.0\.1:(\d+)/.exec(commandLine)?.[1]);
    expect(proxyPort).toBeGreaterThan(0);
    expect(commandLine).not.toMatch(/hearth-[0-9a-f]{12}|@127\.0\.0\.1/);

    const seenBefore = server.requests.length;
    expect(await plainRequest(proxyPort, `${server.origin}/stolen-by-another-process`)).toBe(407);
    expect(await plainConnect(proxyPort, new URL(server.origin).host)).toBe(
      'HTTP/1.1 407 Proxy Authentication Required',
    );
    expect(server.requests.slice(seenBefore)).toEqual([]);

    const again = await act(tool, { action: 'navigate', url: `${server.origin}/` });
    expect(again.ok).toBe(true);
    expect(server.requests.slice(seenBefore)).toContain('/');
  });

  it('refuses IPv6 spellings of 127.0.0.1 when private network access is off', async () => {
    const tool = makeBrowserTool(temp.make('embedded-v4'), { allowPrivateNetwork: false });
    tools.push(tool);
    const port = new URL(server.origin).port;
    for (const host of ['[::ffff:0:127.0.0.1]', '[2002:7f00:1::]', '[64:ff9b::7f00:1]', '[::127.0.0.1]']) {
      const result = await act(tool, { action: 'navigate', url: `http://${host}:${port}/` });
      expect(result, host).toMatchObject({
        ok: false,
        content: expect.stringMatching(/private, loopback or link-local/),
      });
    }
  });
});
