// Projects, a conversation's model, local server detection and the first-run status over a real runtime and its
// invoke handlers (SQLite in a temp folder, real file tools, the fake model): a chat in a project works in the
// project's folder and reads its HEARTH.md; deleting a project keeps its chats; bad input is refused, nothing changes.
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createPendingApprovals } from '../../electron/agent/approvals/pending-approvals';
import { createHearthRuntime, type HearthRuntime, type RuntimeOptions } from '../../electron/runtime/create-runtime';
import { createInvokeHandlers } from '../../electron/runtime/handlers/index';
import { createSessionSecretStore } from '../../electron/secrets/session-secret-store';
import type { AgentEvent } from '../../electron/shared/agent-events';
import { createInvokeDispatcher } from '../../electron/shared/invoke-dispatch';
import { startFakeLlmServer, type FakeLlmServer } from '../support/fake-llm-server';
import { dataOf } from '../support/invoke-result';
import { createTempDirs } from '../support/temp-dir';
import { waitFor } from '../support/wait-for';
import { callerId } from '../../electron/shared/caller-id';

const temp = createTempDirs();
const caller = { id: callerId.window(1) };
let llm: FakeLlmServer;
const runtimes: HearthRuntime[] = [];

beforeAll(async () => {
  llm = await startFakeLlmServer({ models: ['fake-model', 'fake-model-large'] });
});
afterEach(async () => {
  await Promise.all(runtimes.splice(0).map((runtime) => runtime.close()));
  llm.reset();
});
afterAll(async () => {
  await llm.close();
  temp.cleanup();
});

async function setup(options: Partial<RuntimeOptions> = {}) {
  const dataDir = temp.make('projects-data');
  const events: AgentEvent[] = [];
  const runtime = await createHearthRuntime({
    dataDir,
    env: { PATH: process.env.PATH, HOME: dataDir },
    platform: process.platform,
    secretStore: createSessionSecretStore(),
    overrides: { baseUrl: llm.url, model: 'fake-model' },
    onEvent: (event) => events.push(event),
    ...options,
  });
  runtimes.push(runtime);
  const handlers = createInvokeHandlers({ runtime, approvals: createPendingApprovals(), version: 'test' });
  const dispatch = createInvokeDispatcher(handlers);
  const invoke = (channel: string, payload: unknown = {}) => dispatch(channel, payload, caller);
  /** chat:send, then waits for the run's agent_end. */
  const send = async (payload: Record<string, unknown>) => {
    const started = dataOf(await invoke('chat:send', payload)) as { runId: string; conversationId: string };
    await waitFor(
      () => events.some((event) => event.type === 'agent_end' && event.runId === started.runId),
      'the run to end',
    );
    return started.conversationId;
  };
  return { runtime, invoke, send, events };
}

/** Waits for the millisecond clock to pass its current value, so the next write has a later timestamp. */
async function clockMovesOn(): Promise<void> {
  const now = Date.now();
  await waitFor(() => Date.now() > now, 'the clock to move on');
}

const chatRequests = () => llm.requests.filter((request) => request.path.endsWith('/chat/completions'));

describe('projects', () => {
  it('a chat started in a project works in its folder: its HEARTH.md and its files', async () => {
    const { invoke, send } = await setup();
    const folder = temp.make('garden-project');
    writeFileSync(join(folder, 'HEARTH.md'), 'Answer like a gardener.');
    writeFileSync(join(folder, 'plants.txt'), 'roses, tulips');
    const project = dataOf(await invoke('projects:add', { name: '  Garden  ', folder })) as {
      id: string;
      name: string;
    };
    expect(project.name).toBe('Garden');

    llm.script(
      { kind: 'tool_calls', calls: [{ name: 'read_file', arguments: { path: 'plants.txt' } }] },
      { kind: 'text', text: 'Roses and tulips.' },
    );
    const conversationId = await send({ text: 'what grows here?', projectId: project.id });
    const system = String(chatRequests()[0]!.messages[0]!.content);
    expect(system).toContain('Answer like a gardener.');
    const toolMessage = (chatRequests()[1]!.messages as { role: string; content: string }[]).find(
      (m) => m.role === 'tool',
    );
    expect(toolMessage?.content).toContain('roses, tulips');
    const list = dataOf(await invoke('chat:list')) as { id: string; projectId: string | null }[];
    expect(list.find((c) => c.id === conversationId)?.projectId).toBe(project.id);
  });

  it('refuses bad input with a clear error and stores nothing', async () => {
    const { runtime, invoke } = await setup();
    const missing = await invoke('projects:add', { name: 'Ghost', folder: join(temp.make('x'), 'does-not-exist') });
    expect(missing).toMatchObject({ ok: false, error: { kind: 'refused', message: /There is no folder/ } });
    const relative = await invoke('projects:add', { name: 'Rel', folder: 'some/where' });
    expect(relative).toMatchObject({ ok: false, error: { kind: 'refused', message: /absolute path/ } });
    const nameless = await invoke('projects:add', { name: '   ', folder: temp.make('y') });
    expect(nameless).toMatchObject({ ok: false, error: { kind: 'refused', message: /name/ } });
    // The home folder (here the data folder's HOME) would take away the sandbox's protection.
    const home = await invoke('projects:add', { name: 'Everything', folder: runtime.dataDir });
    expect(home).toMatchObject({
      ok: false,
      error: { kind: 'refused', message: /cannot be your home folder.*Pick a folder/ },
    });
    expect(await invoke('projects:add', { name: 'Root', folder: '/' })).toMatchObject({ ok: false });
    expect(dataOf(await invoke('projects:list'))).toEqual([]);
    const gone = await invoke('chat:send', { text: 'hi', projectId: 'no-such-project' });
    expect(gone).toMatchObject({ ok: false, error: { kind: 'not_found' } });
    expect(chatRequests()).toEqual([]);
  });

  it('moves a chat in and out, renames, and removing a project keeps its chats ungrouped', async () => {
    const { runtime, invoke } = await setup();
    const folder = temp.make('taxes');
    const project = dataOf(await invoke('projects:add', { name: 'Taxes', folder })) as { id: string };
    const chat = runtime.conversations.create({ title: 'Receipts' });
    dataOf(await invoke('chat:move', { conversationId: chat.id, projectId: project.id }));
    expect(runtime.conversations.get(chat.id)?.projectId).toBe(project.id);
    expect(await invoke('chat:move', { conversationId: chat.id, projectId: 'nope' })).toMatchObject({
      ok: false,
      error: { kind: 'not_found' },
    });
    expect(runtime.conversations.get(chat.id)?.projectId).toBe(project.id);
    expect(dataOf(await invoke('projects:rename', { projectId: project.id, name: 'Taxes 2026' }))).toMatchObject({
      name: 'Taxes 2026',
    });
    dataOf(await invoke('projects:remove', { projectId: project.id }));
    expect(await invoke('projects:remove', { projectId: project.id })).toMatchObject({
      ok: false,
      error: { kind: 'not_found' },
    });
    expect(runtime.conversations.get(chat.id)).toMatchObject({ title: 'Receipts', projectId: null });
    dataOf(await invoke('chat:move', { conversationId: chat.id, projectId: null }));
  });

  it('a quick-ask chat starts in the last used project; a chat window chat without one in none', async () => {
    const { runtime, invoke, send } = await setup();
    const older = dataOf(await invoke('projects:add', { name: 'Older', folder: temp.make('older') })) as { id: string };
    await clockMovesOn();
    const recent = dataOf(await invoke('projects:add', { name: 'Recent', folder: temp.make('recent') })) as {
      id: string;
    };
    llm.script({ kind: 'text', text: 'a' }, { kind: 'text', text: 'b' }, { kind: 'text', text: 'c' });
    await clockMovesOn();
    await send({ text: 'use the older one', projectId: older.id });
    const quick = await send({ text: 'quick question', kind: 'quick' });
    expect(runtime.conversations.get(quick)?.projectId).toBe(older.id);
    const plain = await send({ text: 'a plain chat' });
    expect(runtime.conversations.get(plain)?.projectId).toBeNull();
    expect(recent.id).not.toBe(older.id);
  });
});

describe('model per conversation over IPC', () => {
  it('chat:send with a model starts the chat on it; chat:set-model changes it for the next runs', async () => {
    const { runtime, invoke, send } = await setup();
    llm.script({ kind: 'text', text: 'one' }, { kind: 'text', text: 'two' });
    const id = await send({ text: 'hi', model: { provider: 'custom', model: 'fake-model-large' } });
    dataOf(await invoke('chat:set-model', { conversationId: id, model: { provider: 'custom', model: 'fake-model' } }));
    await send({ text: 'again', conversationId: id });
    expect(chatRequests().map((r) => r.model)).toEqual(['fake-model-large', 'fake-model']);
    const bad = await invoke('chat:set-model', { conversationId: id, model: { provider: 'nope', model: 'x' } });
    expect(bad).toMatchObject({ ok: false, error: { kind: 'invalid_request' } });
    expect(
      await invoke('chat:set-model', { conversationId: 'gone', model: { provider: 'custom', model: 'x' } }),
    ).toMatchObject({ ok: false, error: { kind: 'not_found' } });
    expect(runtime.conversations.get(id)).toMatchObject({ modelProvider: 'custom', model: 'fake-model' });
  });
});

describe('local servers and the first run', () => {
  it('provider:detect lists the servers that answer, with their models, and leaves out the silent ones', async () => {
    const closedPort = await freePort();
    const { invoke } = await setup({
      localServers: { ollama: llm.url, lmstudio: `http://127.0.0.1:${closedPort}/v1` },
    });
    const found = dataOf(await invoke('provider:detect')) as { servers: unknown[] };
    expect(found.servers).toEqual([
      { provider: 'ollama', label: 'Ollama', baseUrl: llm.url, models: ['fake-model', 'fake-model-large'] },
    ]);
  });

  it('setup:status: needed on a fresh install without a key; not after "Choose later", which leaves a hint', async () => {
    const { runtime, invoke } = await setup({ overrides: {} });
    expect(dataOf(await invoke('setup:status'))).toMatchObject({
      needed: true,
      status: 'pending',
      providerReady: false,
      hint: expect.stringContaining('needs an API key'),
    });
    await runtime.setSetting('setup.status', 'skipped');
    expect(dataOf(await invoke('setup:status'))).toMatchObject({
      needed: false,
      status: 'skipped',
      providerReady: false,
    });
    await runtime.setSetting('provider.active', 'ollama');
    await runtime.setSetting('provider.ollama.model', 'llama3.1');
    expect(dataOf(await invoke('setup:status'))).toEqual({ needed: false, status: 'skipped', providerReady: true });
    await runtime.secretStore.set('openai', 'sk-test-0000000000000000000000');
    await runtime.setSetting('provider.active', 'openai');
    await runtime.setSetting('setup.status', 'pending');
    expect(dataOf(await invoke('setup:status'))).toMatchObject({ needed: false, providerReady: true });
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
