// MCP Apps over a real runtime (SQLite in a temp folder, a real MCP App server as a child process): the client
// declares the UI extension; a tool's result names its view; mcp:app-view publishes the view on a loopback address
// with the CSP built from its declared domains (a smuggled directive dropped), gone after mcp:app-view-close; a view's
// tool calls ask through the approval gate naming the app's view as untrusted; an app-only tool is never offered to the
// model nor callable by it, yet its view calls it (a model-only one the reverse); `renderApps: false` refuses both.
import { expect, it } from 'vitest';
import { join } from 'node:path';
import type { PendingApprovals } from '../../electron/agent/approvals/pending-approvals';
import type { HearthRuntime } from '../../electron/runtime/create-runtime';
import { callerId } from '../../electron/shared/caller-id';
import { useHandlerRuntimes } from '../support/handler-runtime';
import { waitFor } from '../support/wait-for';
import { recordingPrompter } from '../tools/mcp/mcp-test-support';

const fixture = join(process.cwd(), 'test/tools/mcp/fixtures/app-view-server.mjs');
const runtimes = useHandlerRuntimes();
const caller = { id: callerId.window(1) };

async function openRuntime(dataDir: string) {
  const prompter = recordingPrompter();
  const approvals: PendingApprovals = { prompter, respond: () => false, list: () => [] };
  return { ...(await runtimes.open(dataDir, approvals)), prompter };
}

async function setup(renderApps = true) {
  const dataDir = runtimes.folder('mcp-apps');
  const { runtime, dispatch, prompter } = await openRuntime(dataDir);
  const written = await runtime.setSetting('mcp.servers.fx', {
    command: process.execPath,
    args: [fixture],
    renderApps,
  });
  expect(written.ok).toBe(true);
  await waitFor(() => (runtime.mcp.servers().find((server) => server.name === 'fx')?.tools.length ?? 0) > 0, {
    message: 'the fixture server to list its tools',
    timeout: 30_000,
    observe: () => runtime.mcp.servers(),
  });
  return { runtime, dispatch, prompter, dataDir };
}

const call = (runtime: HearthRuntime, tool: string) =>
  runtime.callTool(tool, '{}', { prompter: recordingPrompter(), signal: new AbortController().signal });

it('declares the UI extension; a tool with a view names it on its result, one without does not', async () => {
  const { runtime } = await setup();
  const capabilities = JSON.parse((await call(runtime, 'fx__client_capabilities')).content) as Record<string, unknown>;
  expect(capabilities.extensions).toEqual({
    'io.modelcontextprotocol/ui': { mimeTypes: ['text/html;profile=mcp-app'] },
  });
  expect((await call(runtime, 'fx__show')).details).toEqual({
    structuredContent: { count: 3 },
    mcpApp: { server: 'fx', tool: 'show', resourceUri: 'ui://fixture/view.html' },
  });
  expect((await call(runtime, 'fx__plain')).details).toBeUndefined();
});

it('publishes the view with the CSP of its declared domains, and lets it go', async () => {
  const { dispatch } = await setup();
  const published = await dispatch('mcp:app-view', { server: 'fx', resourceUri: 'ui://fixture/view.html' }, caller);
  expect(published).toMatchObject({ ok: true, data: { prefersBorder: true } });
  const { url } = (published as { data: { url: string } }).data;
  expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/mcp-app\/[A-Za-z0-9_-]{32}$/);
  const response = await fetch(url);
  expect(response.status).toBe(200);
  expect(await response.text()).toContain('fixture view');
  const policy = response.headers.get('content-security-policy') ?? '';
  expect(policy).toContain("default-src 'none'");
  expect(policy).toContain('connect-src https://api.example.com;');
  expect(policy).toContain("script-src 'unsafe-inline' https://cdn.example.com;");
  expect(policy).toContain("frame-src 'none'");
  expect(policy).not.toContain('x.example');
  expect(policy).not.toContain('unsafe-eval');

  expect(await dispatch('mcp:app-view-close', { url }, caller)).toEqual({ ok: true, data: null });
  expect((await fetch(url)).status).toBe(404);
  // A view no tool of the server links is not read.
  const unlinked = await dispatch('mcp:app-view', { server: 'fx', resourceUri: 'ui://fixture/other.html' }, caller);
  expect(unlinked).toMatchObject({ ok: false, error: { kind: 'unavailable' } });
});

it('starts a stopped server to read the view of a result from before a restart', async () => {
  const { runtime, dataDir } = await setup();
  await runtime.close();
  const again = await openRuntime(dataDir);
  expect(again.runtime.mcp.servers().find((server) => server.name === 'fx')?.state).toBe('stopped');
  const view = await again.dispatch('mcp:app-view', { server: 'fx', resourceUri: 'ui://fixture/view.html' }, caller);
  expect(view).toMatchObject({ ok: true });
});

it('runs a view’s tools/call through the approval gate as asked for by the app’s view', async () => {
  const { dispatch, prompter } = await setup();
  const answered = await dispatch('mcp:app-call', { server: 'fx', tool: 'show', arguments: {} }, caller);
  expect(answered).toEqual({ ok: true, data: { isError: false, text: 'shown', structuredContent: { count: 3 } } });
  expect(prompter.asked).toHaveLength(1);
  expect(prompter.asked[0]?.untrustedSources).toEqual([{ kind: 'mcp_app', label: 'fx' }]);
  // Only its own server's tools, by their own names.
  const unknown = await dispatch('mcp:app-call', { server: 'fx', tool: 'nope', arguments: {} }, caller);
  expect(unknown).toMatchObject({ ok: false, error: { kind: 'not_found' } });
});

it('an app-only tool is not offered to the model nor callable by it; its view calls it (model-only: the reverse)', async () => {
  const { runtime, dispatch, prompter } = await setup();
  const offered = runtime.toolset().tools.map((tool) => tool.name);
  expect(offered).toContain('fx__show');
  expect(offered).not.toContain('fx__refresh');
  const byModel = await call(runtime, 'fx__refresh');
  expect(byModel.ok).toBe(false);
  expect(byModel.content).not.toContain('refreshed');
  const byView = await dispatch('mcp:app-call', { server: 'fx', tool: 'refresh', arguments: {} }, caller);
  expect(byView).toEqual({ ok: true, data: { isError: false, text: 'refreshed' } });
  expect(prompter.asked.map((asked) => asked.untrustedSources)).toEqual([[{ kind: 'mcp_app', label: 'fx' }]]);
  // A model-only tool: offered to the model, not callable from the view.
  expect(offered).toContain('fx__summary');
  const modelOnly = await dispatch('mcp:app-call', { server: 'fx', tool: 'summary', arguments: {} }, caller);
  expect(modelOnly).toMatchObject({ ok: false, error: { kind: 'not_found' } });
  expect(prompter.asked).toHaveLength(1);
});

it('renderApps off: no view is named, published or called from', async () => {
  const { runtime, dispatch, prompter } = await setup(false);
  expect((await call(runtime, 'fx__show')).details).toEqual({ structuredContent: { count: 3 } });
  const view = await dispatch('mcp:app-view', { server: 'fx', resourceUri: 'ui://fixture/view.html' }, caller);
  expect(view).toMatchObject({ ok: false, error: { kind: 'unavailable' } });
  const called = await dispatch('mcp:app-call', { server: 'fx', tool: 'show', arguments: {} }, caller);
  expect(called).toMatchObject({ ok: false, error: { kind: 'refused' } });
  expect(prompter.asked).toHaveLength(0);
});
