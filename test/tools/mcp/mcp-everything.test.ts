// The real @modelcontextprotocol/server-everything over stdio, wired into the real runtime as a ToolSource: its tools
// join the toolset as everything__*, calls go through the real approval gate, images and structured content map onto
// tool results, its environment holds nothing of Hearth's, and a SIGKILLed server is restarted for the next call.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createHearthRuntime, type HearthRuntime } from '../../../electron/runtime/create-runtime';
import { createSessionSecretStore } from '../../../electron/secrets/session-secret-store';
import type { McpServerStatus, McpToolSource } from '../../../tools/mcp/mcp-tool-source';
import { createTempDirs } from '../../support/temp-dir';
import { everythingServer, processAlive, recordingPrompter } from './mcp-test-support';
import { waitFor } from '../../support/wait-for';

const temp = createTempDirs();
const CANARY = 'hearth-canary-value-7f3a91';
let runtime: HearthRuntime;
let source: McpToolSource;

const status = (): McpServerStatus | undefined => source.servers().find((server) => server.name === 'everything');
const call = (name: string, args: unknown, prompter = recordingPrompter()) =>
  runtime.callTool(name, JSON.stringify(args), { prompter, signal: new AbortController().signal });

beforeAll(async () => {
  process.env.HEARTH_CANARY_SECRET = CANARY;
  const dataDir = temp.make('mcp-everything');
  const secretStore = createSessionSecretStore();
  await secretStore.set('mcp.everything.env.greeting', 'hello-from-config');
  runtime = await createHearthRuntime({
    dataDir,
    env: process.env,
    platform: process.platform,
    secretStore,
    sourceOptions: { mcp: { backoff: { baseMs: 50, maxMs: 200 } } },
  });
  source = runtime.mcp;
  const written = runtime.settingsStore.set('mcp.servers.everything', {
    transport: 'stdio',
    command: process.execPath,
    args: [everythingServer, 'stdio'],
    env: { GREETING: { secret: 'mcp.everything.env.greeting' } },
  });
  expect(written.ok).toBe(true);
});

afterEach(() => runtime.settingsStore.set('policy.mode', 'supervised'));

afterAll(async () => {
  await runtime.close();
  delete process.env.HEARTH_CANARY_SECRET;
  temp.cleanup();
});

describe('MCP: server-everything over stdio', () => {
  it('lists its tools into the toolset as everything__<tool>, with cleaned schemas and risk exec', async () => {
    runtime.toolset(); // first sight: the lazy server is started to learn its tools
    await waitFor(() => status()?.state === 'running', {
      message: 'the server to run',
      timeout: 20_000,
      observe: status,
    });
    const names = runtime
      .toolset()
      .tools.map((tool) => tool.name)
      .filter((name) => name.startsWith('everything__'));
    expect(names).toEqual(
      expect.arrayContaining([
        'everything__echo',
        'everything__get-env',
        'everything__get-tiny-image',
        'everything__get-structured-content',
      ]),
    );
    const echo = runtime.toolset().tools.find((tool) => tool.name === 'everything__echo');
    expect(echo?.risk).toBe('exec');
    expect(echo?.description).toMatch(/echo/i);
    const entry = runtime.toolset().catalogue.find((tool) => tool.name === 'everything__echo');
    expect(entry).toMatchObject({ enabled: true, available: true, conditional: true });
    expect(status()?.tools.every((tool) => !tool.changed)).toBe(true); // first sight is accepted as is
  });

  it('calls echo through the approval gate: supervised mode asks, a denial never reaches the server', async () => {
    const allow = recordingPrompter('allow');
    const result = await call('everything__echo', { message: 'hi from Hearth' }, allow);
    expect(result).toMatchObject({ ok: true, content: 'Echo: hi from Hearth' });
    expect(allow.asked).toHaveLength(1);
    expect(allow.asked[0]).toMatchObject({
      tool: 'everything__echo',
      risk: 'exec',
      args: { message: 'hi from Hearth' },
    });
    expect(allow.asked[0]?.notes?.join(' ')).toContain('MCP server "everything"');

    const deny = recordingPrompter('deny');
    const denied = await call('everything__echo', { message: 'no' }, deny);
    expect(denied.ok).toBe(false);
    expect(denied.errorType).toBe('denied');

    const invalid = await call('everything__echo', { wrong: 1 }, allow);
    expect(invalid).toMatchObject({ ok: false, errorType: 'invalid_args' });
    expect(allow.asked).toHaveLength(1); // bad arguments never reach the gate
  });

  it('maps the image result onto ToolResult.images and structured content onto details', async () => {
    const image = await call('everything__get-tiny-image', {});
    expect(image.ok).toBe(true);
    expect(image.content).toContain("Here's the image you requested");
    expect(image.images).toHaveLength(1);
    expect(image.images?.[0]?.mimeType).toBe('image/png');
    expect(
      Buffer.from(image.images?.[0]?.data ?? '', 'base64')
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');

    const structured = await call('everything__get-structured-content', { location: 'New York' });
    expect(structured.ok).toBe(true);
    expect(structured.details).toMatchObject({
      structuredContent: expect.objectContaining({ temperature: expect.any(Number) }),
    });
  });

  it("its get-env tool shows none of Hearth's environment: only the configured variable plus PATH, HOME and LANG", async () => {
    expect(process.env.HEARTH_CANARY_SECRET).toBe(CANARY);
    const result = await call('everything__get-env', {});
    expect(result.ok).toBe(true);
    expect(result.content).not.toContain(CANARY);
    const env = JSON.parse(result.content) as Record<string, string>;
    // PWD is the server's working directory, set by bwrap when the server runs isolated (see mcp-isolation.test.ts).
    expect(Object.keys(env).filter((name) => !['GREETING', 'PATH', 'HOME', 'LANG', 'PWD'].includes(name))).toEqual([]);
    expect(env.PWD === undefined || env.PWD === process.cwd()).toBe(true);
    expect(env).toMatchObject({ PATH: expect.any(String) });
    expect(env.HEARTH_CANARY_SECRET).toBeUndefined();
    expect(env.GREETING).toBe('[REDACTED]'); // present in the child; a configured secret value is redacted from results
    expect(result.content).not.toContain('hello-from-config');
  });

  it('a changed config restarts the server lazily: stopped with its known tools, started by the first call; per-tool risk applies', async () => {
    runtime.settingsStore.set('mcp.servers.everything.toolRisk', { echo: 'read' });
    try {
      expect(runtime.toolset().tools.find((tool) => tool.name === 'everything__echo')?.risk).toBe('read');
      await waitFor(() => status()?.state === 'stopped', {
        message: 'the old process to be replaced by a stopped handle',
        timeout: 20_000,
        observe: status,
      });
      expect(status()?.pid).toBeNull();
      const prompter = recordingPrompter();
      const result = await call('everything__echo', { message: 'quiet' }, prompter);
      expect(result).toMatchObject({ ok: true, content: 'Echo: quiet' });
      expect(prompter.asked).toHaveLength(0);
    } finally {
      runtime.settingsStore.set('mcp.servers.everything.toolRisk', {});
    }
  });

  it('a server killed mid-session is restarted with backoff and the next call succeeds', async () => {
    await call('everything__echo', { message: 'warm up' });
    const before = await waitFor(() => (status()?.state === 'running' ? status() : undefined), {
      message: 'a running server with a pid',
      timeout: 20_000,
      observe: status,
    });
    const pid = before.pid as number;
    expect(processAlive(pid)).toBe(true);
    process.kill(pid, 'SIGKILL');
    const after = await waitFor(
      () => {
        const now = status();
        return now?.state === 'running' && now.pid !== pid ? now : undefined;
      },
      { message: 'the restart', timeout: 20_000, observe: status },
    );
    expect(after.restarts).toBe(1);
    expect(processAlive(pid)).toBe(false);
    const result = await call('everything__echo', { message: 'after the crash' });
    expect(result).toMatchObject({ ok: true, content: 'Echo: after the crash' });
  });

  it('switching the server off takes its tools out of the toolset (with the reason) and stops its process', async () => {
    const pid = (await waitFor(() => status()?.pid ?? undefined, {
      message: 'a pid',
      timeout: 20_000,
      observe: status,
    })) as number;
    runtime.settingsStore.set('mcp.servers.everything.enabled', false);
    try {
      const toolset = runtime.toolset();
      expect(toolset.tools.some((tool) => tool.name.startsWith('everything__'))).toBe(false);
      expect(toolset.catalogue.find((tool) => tool.name === 'everything__echo')?.reason).toContain(
        'mcp.servers.everything.enabled',
      );
      await waitFor(() => !processAlive(pid), { message: 'the process to exit', timeout: 20_000, observe: () => pid });
      const result = await call('everything__echo', { message: 'off' });
      expect(result).toMatchObject({ ok: false, errorType: 'unavailable' });
    } finally {
      runtime.settingsStore.set('mcp.servers.everything.enabled', true);
    }
  });

  it('passes progress on as live updates, and a cancelled call leaves the server usable', async () => {
    const updates: string[] = [];
    runtime.settingsStore.set('mcp.servers.everything.toolRisk', { 'trigger-long-running-operation': 'read' });
    try {
      const progressed = await runtime.callTool(
        'everything__trigger-long-running-operation',
        JSON.stringify({ duration: 0.4, steps: 4 }),
        {
          signal: new AbortController().signal,
          onEvent: (event) => {
            if (event.type === 'tool_call_update') updates.push(event.chunk);
          },
        },
      );
      expect(progressed).toMatchObject({
        ok: true,
        content: expect.stringContaining('Long running operation completed'),
      });
      expect(updates.join('')).toContain('1 / 4'); // the last step's progress may race the result

      const controller = new AbortController();
      const cancelled = runtime.callTool(
        'everything__trigger-long-running-operation',
        JSON.stringify({ duration: 600, steps: 2 }),
        { signal: controller.signal },
      );
      await waitFor(() => status()?.state === 'running', {
        message: 'the server to run the call',
        timeout: 20_000,
        observe: status,
      });
      controller.abort();
      expect((await cancelled).ok).toBe(false);
      expect(await call('everything__echo', { message: 'still here' })).toMatchObject({
        ok: true,
        content: 'Echo: still here',
      });
    } finally {
      runtime.settingsStore.set('mcp.servers.everything.toolRisk', {});
    }
  });

  it('a call that outlives callTimeoutMs (no progress in between) fails with a timeout', async () => {
    runtime.settingsStore.set('mcp.servers.everything.callTimeoutMs', 1_000);
    try {
      const result = await call('everything__trigger-long-running-operation', { duration: 5, steps: 1 });
      expect(result).toMatchObject({ ok: false, errorType: 'timeout' });
      expect(result.content).toContain('did not answer the call to trigger-long-running-operation in time');
    } finally {
      runtime.settingsStore.set('mcp.servers.everything.callTimeoutMs', 120_000);
    }
  });

  it('close() stops the child process', async () => {
    runtime.toolset();
    await call('everything__echo', { message: 'last' });
    const pid = status()?.pid as number;
    expect(processAlive(pid)).toBe(true);
    await source.close();
    await waitFor(() => !processAlive(pid), { message: 'the process to exit', timeout: 10_000, observe: () => pid });
  });
});
