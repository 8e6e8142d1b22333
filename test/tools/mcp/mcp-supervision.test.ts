// Supervision of a real MCP server process (our SDK-built fixture): a crash is followed by a restart with backoff;
// three crashes within five minutes (on an injected clock) mark the server failed with its last stderr lines, and
// calls then fail fast without starting it; crashes spread over more than five minutes do not; restart() recovers.
import { afterEach, describe, expect, it } from 'vitest';
import { createSessionSecretStore } from '../../../electron/secrets/session-secret-store';
import { closeDatabase, openDatabase, type Db } from '../../../electron/storage/database';
import { createSettingsStore } from '../../../electron/storage/settings';
import { createMcpToolSource, type McpServerStatus, type McpToolSource } from '../../../tools/mcp/mcp-tool-source';
import type { AnyTool } from '../../../tools/tool';
import { createTempDirs } from '../../support/temp-dir';
import { driftServer, processAlive } from './mcp-test-support';
import { createToolDefinitionStore } from '../../../electron/storage/tool-definitions';
import { waitFor } from '../../support/wait-for';

const temp = createTempDirs();
const open: { db: Db; source: McpToolSource }[] = [];

afterEach(async () => {
  for (const { db, source } of open.splice(0)) {
    await source.close();
    closeDatabase(db);
  }
  temp.cleanup();
});

function setup() {
  const clock = { now: 1_000_000 };
  const { db } = openDatabase(`${temp.make('mcp-supervision')}/hearth.db`);
  const settings = createSettingsStore(db);
  expect(
    settings.set('mcp.servers.fx', {
      transport: 'stdio',
      command: process.execPath,
      args: [driftServer],
      startup: 'eager',
    }).ok,
  ).toBe(true);
  const source = createMcpToolSource({
    definitions: createToolDefinitionStore(db),
    settings: () => settings.get().settings,
    secretStore: createSessionSecretStore(),
    env: process.env,
    now: () => clock.now,
    backoff: { baseMs: 20, maxMs: 80 },
  });
  open.push({ db, source });
  const status = (): McpServerStatus => source.servers()[0] as McpServerStatus;
  const tool = (name: string): AnyTool => {
    const found = source.entries().find((entry) => entry.tool.name === name)?.tool;
    if (!found) throw new Error(`no tool ${name}`);
    return found;
  };
  const run = (name: string, args: unknown = {}) =>
    tool(name).execute(args, {
      callId: 'c',
      signal: new AbortController().signal,
      onUpdate: () => undefined,
      workspace: '/tmp',
    });
  return { clock, source, status, run };
}

describe('MCP supervision', () => {
  it('restarts after each crash, then marks the server failed on the third crash within 5 minutes', async () => {
    const { clock, status, run } = setup();
    await waitFor(() => status().state === 'running', {
      message: 'the eager server to run',
      timeout: 20_000,
      observe: status,
    });

    for (let crash = 1; crash <= 2; crash += 1) {
      const pid = status().pid as number;
      const result = await run('fx__crash');
      expect(result).toMatchObject({ ok: false, errorType: 'mcp_closed' });
      expect(result.content).toContain('stopped during the call');
      await waitFor(() => status().state === 'running' && status().pid !== pid, {
        message: `restart ${crash}`,
        timeout: 20_000,
        observe: status,
      });
      expect(status().restarts).toBe(crash);
      expect(processAlive(pid)).toBe(false);
      clock.now += 60_000; // one minute between crashes: all three fall inside the window
    }
    expect(await run('fx__greet', { name: 'Ada' })).toMatchObject({ ok: true, content: 'Hello, Ada!' });

    await run('fx__crash');
    const failed = await waitFor(() => (status().state === 'failed' ? status() : undefined), {
      message: 'the failed state',
      timeout: 20_000,
      observe: status,
    });
    expect(failed.reason).toMatch(/crashed 3 times within 5 minutes/);
    expect(failed.reason).toContain('drift-server: crashing on purpose');
    expect(failed.stderrTail).toEqual(expect.arrayContaining(['drift-server: crashing on purpose']));
    expect(failed.pid).toBeNull();

    const fast = await run('fx__greet', { name: 'Ada' });
    expect(fast).toMatchObject({ ok: false, errorType: 'unavailable' });
    expect(fast.content).toContain('crashed 3 times');
    expect(fast.content).toContain('drift-server: crashing on purpose');
    expect(status()).toMatchObject({ state: 'failed', pid: null }); // failing fast started nothing
  });

  it('crashes spread over more than 5 minutes never mark it failed', async () => {
    const { clock, status, run } = setup();
    await waitFor(() => status().state === 'running', {
      message: 'the eager server to run',
      timeout: 20_000,
      observe: status,
    });
    for (let crash = 1; crash <= 4; crash += 1) {
      const pid = status().pid as number;
      await run('fx__crash');
      await waitFor(() => status().state === 'running' && status().pid !== pid, {
        message: `restart ${crash}`,
        timeout: 20_000,
        observe: status,
      });
      clock.now += 6 * 60_000;
    }
    expect(status()).toMatchObject({ state: 'running', restarts: 4 });
    expect(await run('fx__greet', { name: 'Bo' })).toMatchObject({ ok: true, content: 'Hello, Bo!' });
  });

  it('restart() brings a failed server back', async () => {
    const { source, status, run } = setup();
    await waitFor(() => status().state === 'running', {
      message: 'the eager server to run',
      timeout: 20_000,
      observe: status,
    });
    for (let crash = 1; crash <= 3; crash += 1) {
      const pid = status().pid as number;
      await run('fx__crash');
      if (crash < 3)
        await waitFor(() => status().state === 'running' && status().pid !== pid, {
          message: `restart ${crash}`,
          timeout: 20_000,
          observe: status,
        });
    }
    await waitFor(() => status().state === 'failed', { message: 'the failed state', timeout: 20_000, observe: status });
    expect(await source.restart('fx')).toBe(true);
    await waitFor(() => status().state === 'running', {
      message: 'the restarted server',
      timeout: 20_000,
      observe: status,
    });
    expect(status().restarts).toBe(0);
    expect(await run('fx__greet', { name: 'Cy' })).toMatchObject({ ok: true, content: 'Hello, Cy!' });
  });

  it('a command that does not exist fails to start, is retried with backoff, then fails with the reason', async () => {
    const { db } = openDatabase(`${temp.make('mcp-supervision')}/hearth.db`);
    const settings = createSettingsStore(db);
    settings.set('mcp.servers.ghost', {
      transport: 'stdio',
      command: '/nonexistent/mcp-server-binary',
      startup: 'eager',
    });
    const source = createMcpToolSource({
      definitions: createToolDefinitionStore(db),
      settings: () => settings.get().settings,
      secretStore: createSessionSecretStore(),
      env: process.env,
      backoff: { baseMs: 10, maxMs: 20 },
    });
    open.push({ db, source });
    const status = (): McpServerStatus => source.servers()[0] as McpServerStatus;
    const failed = await waitFor(() => (status().state === 'failed' ? status() : undefined), {
      message: 'the failed state',
      timeout: 20_000,
      observe: status,
    });
    expect(failed.reason).toContain('could not start: ');
    expect(failed.reason).toMatch(/ENOENT|No such file or directory/); // spawn's error, or bwrap's line on stderr
    expect(failed.restarts).toBe(2);
    expect(source.entries()).toEqual([]);
  });
});
