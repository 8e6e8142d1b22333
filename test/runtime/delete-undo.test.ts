// Delete with undo over a real runtime: chat/memory/job deletes hide the item from their lists, the restore channels
// bring it back (a restored job is scheduled again), a second restore is `not_found`; the purge removes for good only
// what was deleted more than the undo window ago, with the conversation's approval rules.
import { nodeCron } from '../../electron/scheduler/node-cron-module';
import { describe, expect, it } from 'vitest';
import { createPendingApprovals } from '../../electron/agent/approvals/pending-approvals';
import { createInvokeHandlers } from '../../electron/runtime/handlers/index';
import { createDeletionPurge, UNDO_WINDOW_MS } from '../../electron/runtime/deletion-purge';
import { createApprovalRuleStore } from '../../electron/storage/approval-rules';
import { createConversationStore } from '../../electron/storage/conversations';
import { createJobStore } from '../../electron/storage/jobs';
import { createMemoryStore } from '../../electron/storage/memories';
import { createInvokeDispatcher } from '../../electron/shared/invoke-dispatch';
import { useRuntimeFixture } from '../support/runtime-fixture';
import { callerId } from '../../electron/shared/caller-id';

const fixture = useRuntimeFixture();
const caller = { id: callerId.window(1) };

async function setup() {
  const runtime = await fixture.open({ label: 'undo', startScheduler: true });
  const handlers = createInvokeHandlers({ runtime, approvals: createPendingApprovals(), version: 'test' });
  return { runtime, handlers, dispatch: createInvokeDispatcher(handlers) };
}

describe('delete with undo', () => {
  it('a deleted conversation leaves the list and comes back with its messages', async () => {
    const { runtime, handlers, dispatch } = await setup();
    const conversation = runtime.conversations.create({ title: 'Trip to Lisbon' });
    runtime.conversations.appendMessage({ conversationId: conversation.id, role: 'user', content: 'pastel de nata' });
    runtime.rules.add({
      tool: 'shell',
      match: { kind: 'any' },
      scope: 'conversation',
      conversationId: conversation.id,
    });
    expect(await dispatch('chat:delete', { conversationId: conversation.id }, caller)).toEqual({
      ok: true,
      data: null,
    });
    expect(await dispatch('chat:list', {}, caller)).toEqual({ ok: true, data: [] });
    expect(await dispatch('chat:search', { query: 'nata' }, caller)).toEqual({ ok: true, data: [] });
    expect(await dispatch('chat:load', { conversationId: conversation.id }, caller)).toMatchObject({ ok: false });

    expect(await dispatch('chat:restore', { conversationId: conversation.id }, caller)).toEqual({
      ok: true,
      data: null,
    });
    // Its "always allow in this conversation" rule comes back with it (only the purge revokes it).
    expect(runtime.rules.list({ conversationId: conversation.id }).map((rule) => rule.tool)).toContain('shell');
    const loaded = await handlers['chat:load']({ conversationId: conversation.id }, caller);
    expect(loaded.messages.map((m) => m.content)).toEqual(['pastel de nata']);
    expect(await dispatch('chat:restore', { conversationId: conversation.id }, caller)).toMatchObject({
      ok: false,
      error: { kind: 'not_found' },
    });
  });

  it('a deleted memory and job come back; the job is scheduled again', async () => {
    const { runtime, handlers, dispatch } = await setup();
    const added = runtime.memories.add({ content: 'Likes green tea' });
    if (!added.ok) throw new Error(added.error);
    await dispatch('memory:delete', { id: added.memory.id }, caller);
    expect(runtime.memories.recall('green tea')).toEqual([]);
    expect(await dispatch('memory:restore', { id: added.memory.id }, caller)).toEqual({ ok: true, data: null });
    expect(runtime.memories.recall('green tea').map((m) => m.id)).toEqual([added.memory.id]);

    const job = runtime.jobs.create({
      name: 'Stretch',
      schedule: { kind: 'cron', expression: '0 9 * * *' },
      timezone: 'UTC',
      action: { kind: 'remind', message: 'Time to stretch' },
    });
    runtime.scheduler.sync();
    const registered = nodeCron().getTasks().size; // node-cron's process-wide registry: what will really fire
    await dispatch('jobs:delete', { id: job.id }, caller);
    expect(nodeCron().getTasks().size).toBe(registered - 1);
    expect((await handlers['jobs:list']({}, caller)).jobs).toEqual([]);
    expect(await dispatch('jobs:restore', { id: job.id }, caller)).toEqual({ ok: true, data: null });
    expect(nodeCron().getTasks().size).toBe(registered);
    const afterRestore = await handlers['jobs:list']({}, caller);
    expect(afterRestore.jobs.map((j) => [j.id, j.enabled, j.nextRuns.length > 0])).toEqual([[job.id, true, true]]);
    expect(await dispatch('jobs:restore', { id: 'nope' }, caller)).toMatchObject({
      ok: false,
      error: { kind: 'not_found' },
    });
  });

  it('the purge removes only what was deleted before the undo window, with the conversation’s rules', async () => {
    const runtime = await fixture.open({ label: 'purge' });
    let clock = 1_000_000;
    const now = () => clock;
    const conversations = createConversationStore(runtime.db, { now });
    const memories = createMemoryStore(runtime.db, { now });
    const jobs = createJobStore(runtime.db, { now });
    const rules = createApprovalRuleStore(runtime.db);
    const filesCleaned: number[] = [];
    const purge = createDeletionPurge({
      conversations,
      memories,
      jobs,
      rules,
      now,
      removeUnreferencedFiles: () => filesCleaned.push(clock),
    });
    const old = conversations.create({ title: 'old' });
    const recent = conversations.create({ title: 'recent' });
    rules.add({ tool: 'shell', match: { kind: 'any' }, scope: 'conversation', conversationId: old.id });
    const memory = memories.add({ content: 'to be forgotten' });
    if (!memory.ok) throw new Error(memory.error);
    conversations.remove(old.id);
    memories.remove(memory.memory.id);
    clock += UNDO_WINDOW_MS / 2;
    conversations.remove(recent.id);
    expect(purge.purgeNow()).toEqual({ conversations: 0, memories: 0, jobs: 0 });
    expect(filesCleaned).toEqual([]);

    clock += UNDO_WINDOW_MS / 2 + 1;
    expect(purge.purgeNow()).toEqual({ conversations: 1, memories: 1, jobs: 0 });
    expect(filesCleaned).toHaveLength(1);
    expect(rules.list().filter((rule) => rule.conversationId === old.id)).toEqual([]);
    expect(conversations.restore(old.id)).toBe(false);
    expect(conversations.restore(recent.id)).toBe(true);
  });
});
