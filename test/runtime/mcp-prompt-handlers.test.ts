// MCP prompts over a real runtime (SQLite in a temp folder, the real server-everything as a child process): mcp:prompts
// lists the running servers' prompts with their arguments, mcp:prompt gives one prompt's text with its arguments
// filled in; an unknown server is not_found, a missing required argument is the server's refusal (unavailable), a bad
// request is refused before any handler runs, and the saved prompts setting refuses a bad entry naming it.
import { afterAll, afterEach, expect, it } from 'vitest';
import { createPendingApprovals } from '../../electron/agent/approvals/pending-approvals';
import { createHearthRuntime, type HearthRuntime } from '../../electron/runtime/create-runtime';
import { createInvokeHandlers } from '../../electron/runtime/handlers/index';
import { createSessionSecretStore } from '../../electron/secrets/session-secret-store';
import { createInvokeDispatcher } from '../../electron/shared/invoke-dispatch';
import type { McpPromptView } from '../../electron/shared/mcp-prompts-contract';
import { createTempDirs } from '../support/temp-dir';
import { waitFor } from '../support/wait-for';
import { everythingServer } from '../tools/mcp/mcp-test-support';
import { callerId } from '../../electron/shared/caller-id';

const temp = createTempDirs();
const caller = { id: callerId.window(1) };
const runtimes: HearthRuntime[] = [];
afterEach(async () => {
  await Promise.all(runtimes.splice(0).map((runtime) => runtime.close()));
});
afterAll(() => temp.cleanup());

async function setup() {
  const dataDir = temp.make('mcp-prompts');
  const runtime = await createHearthRuntime({
    dataDir,
    env: { PATH: process.env.PATH, HOME: dataDir },
    platform: process.platform,
    secretStore: createSessionSecretStore(),
  });
  runtimes.push(runtime);
  const dispatch = createInvokeDispatcher(
    createInvokeHandlers({ runtime, approvals: createPendingApprovals(), version: 'test' }),
  );
  return { runtime, dispatch };
}

it('lists the running server’s prompts and gives a prompt’s text with its arguments', async () => {
  const { runtime, dispatch } = await setup();
  expect(await dispatch('mcp:prompts', {}, caller)).toEqual({ ok: true, data: [] });
  expect((await runtime.setSetting('mcp.servers.ev', { command: process.execPath, args: [everythingServer] })).ok).toBe(
    true,
  );
  await waitFor(() => runtime.mcp.servers().find((server) => server.name === 'ev')?.state === 'running', {
    message: 'the ev server to run',
    timeout: 30_000,
    observe: () => runtime.mcp.servers(),
  });

  const listed = await dispatch('mcp:prompts', {}, caller);
  expect(listed.ok).toBe(true);
  const prompts = (listed as { data: McpPromptView[] }).data;
  expect(prompts.find((prompt) => prompt.name === 'args-prompt')).toEqual({
    server: 'ev',
    name: 'args-prompt',
    title: 'Arguments Prompt',
    description: 'A prompt with two arguments, one required and one optional',
    arguments: [
      { name: 'city', description: 'Name of the city', required: true },
      { name: 'state', required: false }, // the server sends no description for it
    ],
  });

  expect(
    await dispatch(
      'mcp:prompt',
      { server: 'ev', name: 'args-prompt', arguments: { city: 'Lisbon', state: 'PT' } },
      caller,
    ),
  ).toEqual({ ok: true, data: { text: "What's weather in Lisbon, PT?" } });
  expect(await dispatch('mcp:prompt', { server: 'ev', name: 'simple-prompt', arguments: {} }, caller)).toEqual({
    ok: true,
    data: { text: 'This is a simple prompt without arguments.' },
  });

  const missing = await dispatch('mcp:prompt', { server: 'ev', name: 'args-prompt', arguments: {} }, caller);
  expect(missing).toMatchObject({ ok: false, error: { kind: 'unavailable' } });
  expect(!missing.ok && missing.error.message).toMatch(/^MCP server "ev" could not give the prompt "args-prompt": /);
  expect(await dispatch('mcp:prompt', { server: 'nope', name: 'x', arguments: {} }, caller)).toEqual({
    ok: false,
    error: { kind: 'not_found', message: 'There is no MCP server named "nope".' },
  });
  expect(await dispatch('mcp:prompt', { server: 'ev', name: 'x' }, caller)).toMatchObject({
    ok: false,
    error: { kind: 'invalid_request' },
  });
}, 60_000);

it('saved prompts: a valid list is kept, an entry with a bad name is refused and the list stays', async () => {
  const { runtime } = await setup();
  const saved = [{ name: 'standup', text: 'Standup for {{date}}' }];
  expect((await runtime.setSetting('prompts.saved', saved)).ok).toBe(true);
  const refused = await runtime.setSetting('prompts.saved', [...saved, { name: 'two words', text: 'x' }]);
  expect(refused.ok).toBe(false);
  expect(!refused.ok && refused.error).toMatch(/prompts\.saved\.1\.name/);
  expect(runtime.settings().prompts.saved).toEqual(saved);
});
