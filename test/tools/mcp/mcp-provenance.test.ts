// Where MCP results came from, with a real MCP server (our SDK-built fixture) in the real runtime: the adapter marks
// every answer of the server (its results and its own errors) as read from the MCP server by name, with the links in
// it; the setting `trust.mcpServers` clears the mark for that server only; Hearth's own failures stay trusted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHearthRuntime, type HearthRuntime } from '../../../electron/runtime/create-runtime';
import { createSessionSecretStore } from '../../../electron/secrets/session-secret-store';
import type { ToolContext, ToolResult } from '../../../tools/tool';
import { createTempDirs } from '../../support/temp-dir';
import { waitFor } from '../../support/wait-for';
import { driftServer } from './mcp-test-support';

const temp = createTempDirs();
let runtime: HearthRuntime;

beforeAll(async () => {
  runtime = await createHearthRuntime({
    dataDir: temp.make('mcp-provenance'),
    env: process.env,
    platform: process.platform,
    secretStore: createSessionSecretStore(),
  });
  for (const name of ['notes', 'other']) {
    const written = runtime.settingsStore.set(`mcp.servers.${name}`, {
      transport: 'stdio',
      command: process.execPath,
      args: [driftServer],
    });
    expect(written.ok).toBe(true);
  }
  runtime.toolset();
  const running = () => runtime.mcp.servers().filter((server) => server.state === 'running').length;
  await waitFor(() => running() === 2, { message: 'both servers to run', timeout: 20_000, observe: running });
});

afterAll(async () => {
  await runtime.close();
  temp.cleanup();
});

/** `checked: false` skips Hearth's own argument check, so the server itself answers a bad call. */
async function call(name: string, args: Record<string, unknown>, checked = true): Promise<ToolResult> {
  const tool = runtime.toolset().tools.find((candidate) => candidate.name === name);
  if (!tool) throw new Error(`no tool ${name}`);
  const ctx: ToolContext = {
    callId: 'call-1',
    signal: new AbortController().signal,
    onUpdate: () => undefined,
    workspace: temp.make('mcp-provenance-ws'),
  };
  return tool.execute(checked ? tool.parameters.parse(args) : args, ctx);
}

describe('MCP results carry the server as their source', () => {
  it("marks a result as read from the MCP server by name, with the links in the server's text", async () => {
    const result = await call('notes__greet', { name: 'https://garden.example/news' });
    expect(result).toMatchObject({ ok: true, content: 'Hello, https://garden.example/news!' });
    expect(result.source).toEqual({ kind: 'mcp', label: 'notes', links: ['https://garden.example/news'] });
  });

  it("marks the server's own error answer too (its words reach the model)", async () => {
    const result = await call('notes__greet', { name: '' }, false);
    expect(result).toMatchObject({ ok: false, errorType: 'mcp_error' });
    expect(result.source).toMatchObject({ kind: 'mcp', label: 'notes' });
  });

  it('a server the person trusts (trust.mcpServers) gives unmarked results; the others stay marked', async () => {
    expect(runtime.settingsStore.set('trust.mcpServers', ['notes']).ok).toBe(true);
    try {
      const trusted = await call('notes__greet', { name: 'Ada' });
      expect(trusted).toMatchObject({ ok: true, content: 'Hello, Ada!' });
      expect(trusted.source).toBeUndefined();
      expect((await call('other__greet', { name: 'Ada' })).source).toEqual({ kind: 'mcp', label: 'other' });
    } finally {
      runtime.settingsStore.set('trust.mcpServers', []);
    }
    expect((await call('notes__greet', { name: 'Ada' })).source).toEqual({ kind: 'mcp', label: 'notes' });
  });

  it('leaves a failure Hearth writes itself unmarked: the server stopped during the call', async () => {
    const result = await call('other__crash', {});
    expect(result).toMatchObject({ ok: false, errorType: 'mcp_closed' });
    expect(result.source).toBeUndefined();
  });
});
