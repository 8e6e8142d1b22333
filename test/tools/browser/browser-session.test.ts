// The browser's lifecycle on real Chromium: lazy launch, idle close, close() on quit, relaunch after a crash,
// its own profile and home in the data folder, and an environment without the parent's secrets.
import { existsSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import type { BrowserTool } from '../../../tools/browser/browser-tool';
import { describeWithFacility } from '../../support/requirements';
import { createTempDirs } from '../../support/temp-dir';
import { waitFor } from '../../support/wait-for';
import { act, browserPid, makeBrowserTool, processAlive } from './browser-harness';
import { startPageServer, type PageServer } from './page-server';

describeWithFacility('chromium', 'browser session lifecycle on real Chromium', () => {
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

  function setUp(
    settings: { idleCloseMs?: number } = {},
    env?: Record<string, string | undefined>,
  ): { tool: BrowserTool; dataDir: string } {
    const dataDir = temp.make('browser-session');
    const tool = makeBrowserTool(dataDir, settings, env ? { env } : {});
    tools.push(tool);
    return { tool, dataDir };
  }

  it('starts nothing until first use, then runs Chromium on a profile inside the data folder', async () => {
    const { tool, dataDir } = setUp();
    expect(tool.availability?.()).toEqual({
      available: true,
      reason: expect.stringContaining('browser: '),
      code: 'browserFound',
      params: { path: expect.any(String) },
    });
    expect(tool.session.isRunning()).toBe(false);
    expect(existsSync(join(dataDir, 'browser'))).toBe(false);
    await act(tool, { action: 'navigate', url: `${server.origin}/` });
    const pid = browserPid(dataDir);
    expect(pid).toBeDefined();
    expect(processAlive(pid!)).toBe(true);
    const commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    expect(commandLine).toContain(`--user-data-dir=${join(dataDir, 'browser', 'profile')}`);
    expect(commandLine).toContain('--proxy-bypass-list=<-loopback>');
    expect(commandLine.some((arg) => /^--proxy-server=http:\/\/127\.0\.0\.1:\d+$/.test(arg))).toBe(true);
  });

  it('gives the browser an environment without the parent secrets and with its own HOME', async () => {
    const parentEnv = {
      PATH: process.env.PATH,
      LANG: 'C.UTF-8',
      HOME: '/root',
      OPENAI_API_KEY: 'sk-test-should-not-leak',
      HEARTH_SECRET_TOKEN: 'hunter2-should-not-leak',
      DBUS_SESSION_BUS_ADDRESS: 'unix:path=/tmp/should-not-leak',
    };
    const { tool, dataDir } = setUp({}, parentEnv);
    await act(tool, { action: 'navigate', url: `${server.origin}/` });
    const pid = browserPid(dataDir)!;
    const environ = readFileSync(`/proc/${pid}/environ`, 'utf8');
    expect(environ).not.toContain('should-not-leak');
    expect(environ).not.toContain('OPENAI_API_KEY');
    expect(environ).not.toContain('DBUS_SESSION_BUS_ADDRESS');
    expect(environ.split('\0')).toContain(`HOME=${join(dataDir, 'browser', 'home')}`);
    expect(environ.split('\0')).toContain('LANG=C.UTF-8');
  });

  it('closes the browser after the idle period, and starts it again when needed', async () => {
    const { tool, dataDir } = setUp({ idleCloseMs: 1_000 });
    await act(tool, { action: 'navigate', url: `${server.origin}/` });
    const pid = browserPid(dataDir)!;
    expect(processAlive(pid)).toBe(true);
    await waitFor(() => !processAlive(pid), { message: 'the browser process to end', timeout: 20_000 });
    expect(tool.session.isRunning()).toBe(false);
    expect(browserPid(dataDir)).toBeUndefined();

    const again = await act(tool, { action: 'navigate', url: `${server.origin}/form.html` });
    expect(again.ok).toBe(true);
    const second = browserPid(dataDir);
    expect(second).toBeDefined();
    expect(second).not.toBe(pid);
  });

  it('does not close while an action is still running', async () => {
    const { tool, dataDir } = setUp({ idleCloseMs: 1_000 });
    await act(tool, { action: 'navigate', url: `${server.origin}/` });
    const pid = browserPid(dataDir)!;
    // The idle timer on a fake clock: a short use schedules it there, then a held action must clear it, so time moved
    // well past the idle limit closes nothing. The clock is real again before anything else talks to the browser.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let release = (): void => undefined;
    try {
      await tool.session.use(() => Promise.resolve());
      const held = tool.session.use(() => new Promise<void>((resolve) => (release = resolve)));
      vi.advanceTimersByTime(5_000);
      expect(tool.session.isRunning()).toBe(true);
      vi.useRealTimers();
      expect(processAlive(pid)).toBe(true);
      release();
      await held;
    } finally {
      vi.useRealTimers();
      release();
    }
    await waitFor(() => !processAlive(pid), { message: 'the browser to close once idle', timeout: 20_000 });
  });

  it('close() (app quit) ends the browser process and its guard proxy', async () => {
    const { tool, dataDir } = setUp();
    await act(tool, { action: 'navigate', url: `${server.origin}/` });
    const pid = browserPid(dataDir)!;
    const commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    const proxyPort = Number(/--proxy-server=http:\/\/127\.0\.0\.1:(\d+)/.exec(commandLine)?.[1]);
    await tool.close();
    expect(processAlive(pid)).toBe(false);
    expect(tool.session.isRunning()).toBe(false);
    // A raw connection: an HTTP client would also fail against the live proxy (407), which would prove nothing.
    const refused = await new Promise<string>((resolve) => {
      const socket = connect(proxyPort, '127.0.0.1', () => (socket.destroy(), resolve('connected')));
      socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    });
    expect(refused).toBe('ECONNREFUSED');
    expect(await act(tool, { action: 'tabs' })).toMatchObject({
      ok: true,
      content: 'The browser is not running; no tabs are open.',
    });
  });

  it('recovers when the browser process dies', async () => {
    const { tool, dataDir } = setUp();
    await act(tool, { action: 'navigate', url: `${server.origin}/` });
    const pid = browserPid(dataDir)!;
    process.kill(pid, 'SIGKILL');
    await waitFor(() => !tool.session.isRunning(), { message: 'the session to stop running', timeout: 20_000 });
    const result = await act(tool, { action: 'navigate', url: `${server.origin}/form.html` });
    expect(result.ok).toBe(true);
    expect(result.content).toContain('Title: Order form');
  });

  it('says when there is no previous page, and closing the last tab shuts the browser down', async () => {
    const { tool, dataDir } = setUp();
    expect(await act(tool, { action: 'back' })).toMatchObject({ ok: false, errorType: 'no_history' });
    const pid = browserPid(dataDir)!;
    const closed = await act(tool, { action: 'close' });
    expect(closed.content).toBe('Closed tab 0. No tabs were left, so the browser was shut down.');
    expect(processAlive(pid)).toBe(false);
  });

  it('reports cancellation as a failure', async () => {
    const { tool } = setUp();
    const controller = new AbortController();
    controller.abort();
    expect(await act(tool, { action: 'navigate', url: `${server.origin}/` }, controller.signal)).toMatchObject({
      ok: false,
      errorType: 'aborted',
    });
  });
});
