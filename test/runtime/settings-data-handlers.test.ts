// The settings screen's memory, job and window channels over a real runtime (SQLite in a temp folder, the session
// secret store, the cron tools through the approval gate, the scheduler's run-now, the fake model for agent jobs):
// provenance, search, edits the store refuses, jobs in words with next and last runs, on/off, run now, delete.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createInvokeHandlers } from '../../electron/runtime/handlers/index';
import { createPendingApprovals } from '../../electron/agent/approvals/pending-approvals';
import type { Prompter } from '../../electron/agent/approvals/prompter';
import { createHearthRuntime, type HearthRuntime } from '../../electron/runtime/create-runtime';
import { createSessionSecretStore } from '../../electron/secrets/session-secret-store';
import type { InvokeHandlers } from '../../electron/shared/contract';
import { createInvokeDispatcher } from '../../electron/shared/invoke-dispatch';
import { startFakeLlmServer, type FakeLlmServer } from '../support/fake-llm-server';
import { createTempDirs } from '../support/temp-dir';
import { callerId } from '../../electron/shared/caller-id';

const temp = createTempDirs();
const caller = { id: callerId.window(1) };
let llm: FakeLlmServer;
const runtimes: HearthRuntime[] = [];

const allowAll: Prompter = { ask: async (request) => ({ decision: 'allow', argsHash: request.argsHash }) };

beforeAll(async () => {
  llm = await startFakeLlmServer();
});
afterEach(async () => {
  await Promise.all(runtimes.splice(0).map((runtime) => runtime.close()));
  llm.reset();
});
afterAll(async () => {
  await llm.close();
  temp.cleanup();
});

async function setup(options: { openMainWindow?: Parameters<typeof createInvokeHandlers>[0]['openMainWindow'] } = {}) {
  const dataDir = temp.make('settings-data');
  const secretStore = createSessionSecretStore();
  const runtime = await createHearthRuntime({
    dataDir,
    env: { PATH: process.env.PATH, HOME: dataDir },
    platform: process.platform,
    secretStore,
    overrides: { baseUrl: llm.url, model: 'fake-model' },
  });
  runtimes.push(runtime);
  const handlers: InvokeHandlers = createInvokeHandlers({
    runtime,
    approvals: createPendingApprovals(),
    version: 'test',
    ...options,
  });
  return { runtime, handlers, secretStore, dispatch: createInvokeDispatcher(handlers) };
}

async function addJob(runtime: HearthRuntime, args: Record<string, unknown>) {
  const result = await runtime.callTool('cron_add', JSON.stringify(args), {
    prompter: allowAll,
    signal: new AbortController().signal,
  });
  expect(result.ok, result.content).toBe(true);
  return runtime.jobs.list().at(-1)!;
}

describe('memory channels', () => {
  it('lists memories newest first with where each came from, page by page', async () => {
    const { runtime, handlers } = await setup();
    const trip = runtime.conversations.create({ title: 'Trip planning' });
    const gone = runtime.conversations.create({ title: 'Deleted chat' });
    const seeds = [
      { content: 'Has no conversation behind it', conversationId: null },
      { content: 'Came from a chat that was deleted', conversationId: gone.id },
      { content: 'Prefers window seats on flights to Lisbon', conversationId: trip.id, tags: ['travel', 'Flights'] },
    ];
    for (const seed of seeds) expect(runtime.memories.add(seed).ok).toBe(true);
    runtime.conversations.remove(gone.id);

    const first = await handlers['memory:list']({ limit: 2 }, caller);
    expect(first.total).toBe(3);
    expect(first.nextOffset).toBe(2);
    expect(first.items.map((item) => [item.content, item.conversationTitle, item.tags])).toEqual([
      ['Prefers window seats on flights to Lisbon', 'Trip planning', ['travel', 'flights']],
      ['Came from a chat that was deleted', null, []],
    ]);
    expect(first.items[0]).toMatchObject({ conversationId: trip.id });
    expect(first.items[1]).toMatchObject({ conversationId: gone.id, conversationTitle: null });
    expect(first.items[0]!.createdAt).toBeGreaterThan(0);
    const second = await handlers['memory:list']({ offset: 2, limit: 2 }, caller);
    expect(second.items.map((item) => [item.content, item.conversationId])).toEqual([
      ['Has no conversation behind it', null],
    ]);
    expect(second.nextOffset).toBeNull();
  });

  it('searches every word, the last one as a prefix (search as you type)', async () => {
    const { runtime, handlers } = await setup();
    runtime.memories.add({ content: 'Prefers window seats on flights to Lisbon' });
    runtime.memories.add({ content: 'Allergic to peanuts' });
    runtime.memories.add({ content: 'Window cleaner comes on Fridays' });
    const hits = await handlers['memory:list']({ query: 'window lis' }, caller);
    expect(hits.items.map((item) => item.content)).toEqual(['Prefers window seats on flights to Lisbon']);
    expect(hits.total).toBeNull();
    const paged = await handlers['memory:list']({ query: 'window', limit: 1 }, caller);
    expect(paged.items).toHaveLength(1);
    expect(paged.nextOffset).toBe(1);
    const rest = await handlers['memory:list']({ query: 'window', limit: 1, offset: 1 }, caller);
    expect(rest.items).toHaveLength(1);
    expect(rest.nextOffset).toBeNull();
    expect(new Set([paged.items[0]!.id, rest.items[0]!.id]).size).toBe(2);
    expect((await handlers['memory:list']({ query: '   ' }, caller)).total).toBe(3);
    expect((await handlers['memory:list']({ query: 'zebra' }, caller)).items).toEqual([]);
  });

  it('edits content and tags, and passes the store’s refusals through without repeating a secret', async () => {
    const { runtime, handlers, secretStore, dispatch } = await setup();
    const trip = runtime.conversations.create({ title: 'Trip planning' });
    const added = runtime.memories.add({ content: 'Likes tea', conversationId: trip.id });
    if (!added.ok) throw new Error(added.error);
    const { id } = added.memory;

    const edited = await handlers['memory:edit'](
      { id, content: '  Likes green tea, no sugar ', tags: ['Drinks'] },
      caller,
    );
    expect(edited).toMatchObject({
      id,
      content: 'Likes green tea, no sugar',
      tags: ['drinks'],
      conversationTitle: 'Trip planning',
    });

    const shaped = 'sk-proj-Zx8Kq2Lm9Vb4Nc7Hd1Jf6Tg3';
    const refused = await dispatch('memory:edit', { id, content: `My key is ${shaped}` }, caller);
    if (refused.ok) throw new Error('accepted a secret');
    expect(refused.error.kind).toBe('refused');
    expect(refused.error.message).toMatch(/looks like it contains a secret/);
    expect(refused.error.message).not.toContain(shaped);

    await secretStore.set('custom', 'correct-horse-battery-staple-42');
    const known = await dispatch(
      'memory:edit',
      { id, content: 'wifi password correct-horse-battery-staple-42' },
      caller,
    );
    expect(known).toMatchObject({ ok: false, error: { kind: 'refused' } });
    expect(JSON.stringify(known)).not.toContain('correct-horse-battery-staple-42');

    const large = await dispatch('memory:edit', { id, content: 'x'.repeat(9_000) }, caller);
    expect(large).toMatchObject({
      ok: false,
      error: { kind: 'refused', message: expect.stringMatching(/too long .*8 KB/) },
    });
    const tags = await dispatch('memory:edit', { id, content: 'Likes tea', tags: ['a'.repeat(41)] }, caller);
    expect(tags).toMatchObject({
      ok: false,
      error: { kind: 'refused', message: expect.stringMatching(/tag is too long/) },
    });
    expect(runtime.memories.get(id)?.content).toBe('Likes green tea, no sugar');

    expect(await dispatch('memory:edit', { id: 9_999, content: 'x' }, caller)).toEqual({
      ok: false,
      error: { kind: 'not_found', message: 'There is no memory #9999.' },
    });
  });

  it('deletes a memory once; bad payloads never reach the handlers', async () => {
    const { runtime, handlers, dispatch } = await setup();
    const added = runtime.memories.add({ content: 'Temporary fact' });
    if (!added.ok) throw new Error(added.error);
    expect(await dispatch('memory:delete', { id: added.memory.id }, caller)).toEqual({ ok: true, data: null });
    expect(await dispatch('memory:delete', { id: added.memory.id }, caller)).toEqual({
      ok: false,
      error: { kind: 'not_found', message: 'That memory was already gone.' },
    });
    expect(runtime.memories.count()).toBe(0);
    const invalid = (message: RegExp) => ({
      ok: false,
      error: { kind: 'invalid_request', message: expect.stringMatching(message) },
    });
    expect(await dispatch('memory:delete', { id: '1' }, caller)).toEqual(
      invalid(/^Invalid request for memory:delete: id/),
    );
    expect(await dispatch('memory:edit', { id: 1, content: 'x', extra: true }, caller)).toEqual(
      invalid(/^Invalid request/),
    );
    expect(await dispatch('memory:list', { limit: 5_000 }, caller)).toEqual(
      invalid(/^Invalid request for memory:list: limit/),
    );
    expect(await dispatch('jobs:set-enabled', { id: 'a', enabled: 'yes' }, caller)).toEqual(
      invalid(/^Invalid request/),
    );
    expect(await dispatch('no:such-channel', {}, caller)).toEqual(invalid(/^Unknown channel/));
    // A handler's unexpected error is `failed`, never a rejection.
    const broken = createInvokeDispatcher({
      ...handlers,
      'memory:list': () => Promise.reject(new Error('disk on fire')),
    });
    expect(await broken('memory:list', {}, caller)).toEqual({
      ok: false,
      error: { kind: 'failed', message: 'disk on fire' },
    });
  });
});

describe('job channels', () => {
  it("shows an agent job's grants in words, including one given after untrusted content", async () => {
    const { runtime, handlers } = await setup();
    await addJob(runtime, {
      name: 'Morning pull',
      schedule: '0 7 * * *',
      timezone: 'Europe/Berlin',
      prompt: 'Pull the notes repository and summarize what changed.',
      tools: ['shell', 'write_file'],
      grants: [
        { tool: 'shell', match: { kind: 'prefix', value: 'git pull' }, afterUntrusted: true },
        { tool: 'write_file' },
      ],
    });
    const [view] = (await handlers['jobs:list']({}, caller)).jobs;
    expect(view?.action).toMatchObject({
      kind: 'agent',
      grants: ['shell (prefix "git pull", even after reading untrusted content)', 'write_file (any call)'],
    });
  });

  it('describes a job in words with its next three runs, and turns it off and on', async () => {
    const { runtime, handlers, dispatch } = await setup();
    const job = await addJob(runtime, {
      name: 'Stand-up',
      schedule: '0 9 * * 1-5',
      timezone: 'Europe/Berlin',
      message: 'Stand-up in 5 minutes',
    });
    const listed = await handlers['jobs:list']({}, caller);
    expect(listed.paused).toBe(false);
    expect(listed.jobs).toHaveLength(1);
    const view = listed.jobs[0]!;
    expect(view).toMatchObject({
      id: job.id,
      name: 'Stand-up',
      schedule: 'At 09:00, Monday through Friday (Europe/Berlin)',
      scheduleDetail: 'cron "0 9 * * 1-5" (Europe/Berlin)',
      action: { kind: 'remind', message: 'Stand-up in 5 minutes' },
      enabled: true,
      running: false,
      lastRuns: [],
    });
    expect(view.disabledReason).toBeUndefined();
    expect(view.nextRuns).toHaveLength(3);
    const now = Date.now();
    for (const next of view.nextRuns) {
      expect(next.at).toBeGreaterThan(now);
      expect(next.when).toMatch(/^(Mon|Tue|Wed|Thu|Fri) \d{1,2} \w{3} \d{4}, 09:00 \(Europe\/Berlin\)$/);
    }

    expect(await handlers['jobs:set-enabled']({ id: job.id, enabled: false }, caller)).toBeNull();
    const off = (await handlers['jobs:list']({}, caller)).jobs[0]!;
    expect(off).toMatchObject({ enabled: false, disabledReason: 'turned off', nextRuns: [] });
    expect(await handlers['jobs:set-enabled']({ id: job.id, enabled: true }, caller)).toBeNull();
    expect((await handlers['jobs:list']({}, caller)).jobs[0]).toMatchObject({ enabled: true });
    expect(await dispatch('jobs:set-enabled', { id: 'nope', enabled: true }, caller)).toEqual({
      ok: false,
      error: { kind: 'not_found', message: expect.stringContaining('"nope"') },
    });
  });

  it('refuses to turn on a one-shot job whose time has passed', async () => {
    const { runtime, handlers, dispatch } = await setup();
    const job = runtime.jobs.create({
      name: 'Old dentist reminder',
      schedule: { kind: 'at', at: '2020-03-01T10:00' },
      timezone: 'UTC',
      action: { kind: 'remind', message: 'Dentist' },
    });
    runtime.jobs.update(job.id, { enabled: false });
    const view = (await handlers['jobs:list']({}, caller)).jobs[0]!;
    expect(view.schedule).toBe('Once, Sun 1 Mar 2020, 10:00 (UTC)');
    const result = await dispatch('jobs:set-enabled', { id: job.id, enabled: true }, caller);
    expect(result).toEqual({
      ok: false,
      error: {
        kind: 'refused',
        message: '"Old dentist reminder" cannot be turned on: its time has passed. Ask Hearth to reschedule it.',
      },
    });
    expect(runtime.jobs.get(job.id)?.enabled).toBe(false);
  });

  it('runs a reminder now and shows it among the last runs; the global pause is the scheduler.paused setting', async () => {
    const { runtime, handlers } = await setup();
    const job = await addJob(runtime, {
      name: 'Water plants',
      schedule: '0 18 * * *',
      timezone: 'UTC',
      message: 'Water the plants',
    });
    expect(await handlers['settings:set']({ path: 'scheduler.paused', value: true }, caller)).toBeNull();
    expect((await handlers['jobs:list']({}, caller)).paused).toBe(true);

    const ran = await handlers['jobs:run-now']({ id: job.id }, caller);
    expect(ran).toMatchObject({
      status: 'ok',
      trigger: 'manual',
      output: 'Reminder posted: Water the plants',
      error: null,
    });
    expect(ran.when).toMatch(/\(UTC\)$/);
    expect(ran.summary).toMatch(/\[manual\] ok: Reminder posted: Water the plants$/);
    const scheduled = runtime.conversations.get(ran.conversationId!);
    expect(scheduled?.kind).toBe('scheduled');
    expect(
      runtime.conversations
        .listMessages(scheduled!.id)
        .map((message) => message.content)
        .join('\n'),
    ).toContain('Water the plants');

    const view = (await handlers['jobs:list']({}, caller)).jobs[0]!;
    expect(view.lastRuns.map((run) => [run.id, run.status])).toEqual([[ran.id, 'ok']]);
    await expect(handlers['jobs:run-now']({ id: 'missing' }, caller)).rejects.toMatchObject({ kind: 'not_found' });
    expect(await handlers['settings:set']({ path: 'scheduler.paused', value: false }, caller)).toBeNull();
    expect((await handlers['jobs:list']({}, caller)).paused).toBe(false);
  });

  it('runs an agent job now against the model and records its answer, or its error', async () => {
    const { runtime, handlers } = await setup();
    expect(runtime.settingsStore.set('agent.maxRetries', 0).ok).toBe(true);
    const job = await addJob(runtime, {
      name: 'Daily digest',
      schedule: '0 7 * * *',
      timezone: 'UTC',
      prompt: 'Summarise my day',
      tools: ['datetime'],
    });
    llm.script({ kind: 'text', text: 'Digest: nothing scheduled today.' });
    const ok = await handlers['jobs:run-now']({ id: job.id }, caller);
    expect(ok).toMatchObject({ status: 'ok', output: expect.stringContaining('Digest: nothing scheduled today.') });
    llm.script({
      kind: 'http_error',
      status: 500,
      body: { error: { message: 'model overloaded', type: 'server_error' } },
    });
    const failed = await handlers['jobs:run-now']({ id: job.id }, caller);
    expect(failed).toMatchObject({ status: 'error', error: expect.any(String) });
    const view = (await handlers['jobs:list']({}, caller)).jobs[0]!;
    expect(view.action).toEqual({ kind: 'agent', prompt: 'Summarise my day', tools: ['datetime'] });
    expect(view.lastRuns.map((run) => run.status)).toEqual(['error', 'ok']);
  });

  it('deletes a job (its runs kept for an undo until the purge)', async () => {
    const { runtime, handlers, dispatch } = await setup();
    const job = await addJob(runtime, { name: 'Temp', schedule: '*/30 * * * *', timezone: 'UTC', message: 'ping' });
    await handlers['jobs:run-now']({ id: job.id }, caller);
    expect(await handlers['jobs:delete']({ id: job.id }, caller)).toBeNull();
    expect((await handlers['jobs:list']({}, caller)).jobs).toEqual([]);
    expect(runtime.jobs.runs.list(job.id)).toHaveLength(1);
    expect(runtime.jobs.purgeDeleted(Number.MAX_SAFE_INTEGER)).toBe(1);
    expect(runtime.jobs.runs.list(job.id)).toEqual([]);
    expect(await dispatch('jobs:delete', { id: job.id }, caller)).toMatchObject({
      ok: false,
      error: { kind: 'not_found' },
    });
  });
});

describe('window:open-main', () => {
  it('is "not available" without a window manager, and otherwise opens an existing conversation', async () => {
    const plain = await setup();
    expect(await plain.dispatch('window:open-main', {}, caller)).toEqual({
      ok: false,
      error: { kind: 'unavailable', message: 'not available' },
    });
    const opened: (string | undefined)[] = [];
    const { runtime, dispatch } = await setup({
      openMainWindow: (conversationId) => (opened.push(conversationId), { ok: true }),
    });
    const conversation = runtime.conversations.create({ title: 'Quick one', kind: 'quick' });
    expect(await dispatch('window:open-main', { conversationId: conversation.id }, caller)).toEqual({
      ok: true,
      data: null,
    });
    expect(await dispatch('window:open-main', { conversationId: 'deleted' }, caller)).toEqual({
      ok: false,
      error: { kind: 'not_found', message: 'That conversation no longer exists.' },
    });
    expect(opened).toEqual([conversation.id]);
  });
});
