// activity:list over a real runtime (SQLite and the audit log in a temp folder, real file tools, the fake model): the
// calls a run made come back newest first with why each was decided, a rule-allowed call names its rule until it is
// revoked over rules:revoke, a pre-approved tool's call says so, secrets stay redacted, and the per-tool figures count.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createPendingApprovals } from '../../../electron/agent/approvals/pending-approvals';
import { createInvokeHandlers } from '../../../electron/runtime/handlers/index';
import type { ActivityPage } from '../../../electron/shared/activity-contract';
import type { AgentEvent } from '../../../electron/shared/agent-events';
import { callerId } from '../../../electron/shared/caller-id';
import { createInvokeDispatcher } from '../../../electron/shared/invoke-dispatch';
import { dataOf } from '../../support/invoke-result';
import { useRuntimeFixture } from '../../support/runtime-fixture';
import { waitFor } from '../../support/wait-for';

const fixture = useRuntimeFixture();
const secret = 'sk-activity-0000000000000000000000';

async function setup() {
  const workspace = fixture.folder('activity-workspace');
  writeFileSync(join(workspace, 'notes.txt'), 'plant garlic in October');
  const events: AgentEvent[] = [];
  const runtime = await fixture.open({
    label: 'activity-data',
    overrides: { baseUrl: fixture.server.url, model: 'fake-model', workspace, mode: 'supervised' },
    onEvent: (event) => events.push(event),
  });
  await runtime.secretStore.set('openai', secret);
  const dispatch = createInvokeDispatcher(
    createInvokeHandlers({ runtime, approvals: createPendingApprovals(), version: 'test' }),
  );
  const invoke = (channel: string, payload: unknown = {}) => dispatch(channel, payload, { id: callerId.window(1) });
  const send = async (text: string) => {
    const started = dataOf(await invoke('chat:send', { text })) as { runId: string; conversationId: string };
    await waitFor(() => events.some((e) => e.type === 'agent_end' && e.runId === started.runId), 'the run to end');
    return started.conversationId;
  };
  return { runtime, invoke, send, workspace };
}

describe('activity:list', () => {
  it('lists the calls of a run with the decision, the rule to revoke, the outcome and per-tool figures', async () => {
    const { runtime, invoke, send, workspace } = await setup();
    const added = runtime.rules.add({ tool: 'write_file', match: { kind: 'any' }, scope: 'forever' });
    if (!added.ok) throw new Error(added.error);
    // The person's own notes: files read there leave the run's rules in force (else the write after them would ask).
    dataOf(await invoke('settings:set', { path: 'trust.folders', value: [workspace] }));
    // One call per turn, so the log's order is the calls' order.
    fixture.server.script(
      { kind: 'tool_calls', calls: [{ id: 'c1', name: 'read_file', arguments: { path: 'notes.txt' } }] },
      { kind: 'tool_calls', calls: [{ id: 'c2', name: 'read_file', arguments: { path: 'missing.txt' } }] },
      {
        kind: 'tool_calls',
        calls: [{ id: 'c3', name: 'write_file', arguments: { path: 'plan.txt', content: `key ${secret}` } }],
      },
      {
        kind: 'tool_calls',
        calls: [{ id: 'c4', name: 'memory_store', arguments: { content: 'garden plan written' } }],
      },
      { kind: 'text', text: 'Done.' },
    );
    const conversationId = await send('plan the garden');
    fixture.server.script({ kind: 'text', text: 'Nothing to do.' });
    const other = await send('hello');

    const page = dataOf(await invoke('activity:list', {})) as ActivityPage;
    expect(page.entries.map((entry) => [entry.callId, entry.tool])).toEqual([
      ['c4', 'memory_store'],
      ['c3', 'write_file'],
      ['c2', 'read_file'],
      ['c1', 'read_file'],
    ]);
    const [remembered, write, missing, read] = page.entries;
    // memory_store is pre-approved by default (policy.preapproved).
    expect(remembered).toMatchObject({ decision: 'allow', by: 'rule', preapproved: true });
    expect(remembered!.rule).toBeUndefined();
    expect(write).toMatchObject({
      conversationId,
      decision: 'allow',
      by: 'rule',
      ok: true,
      rule: { id: added.rule.id },
    });
    expect(write!.reason).toMatch(/^Allowed by a rule: any write_file call/);
    expect(JSON.stringify(page)).not.toContain(secret);
    expect(missing).toMatchObject({ decision: 'allow', by: 'policy', ok: false, errorType: expect.any(String) });
    expect(read).toMatchObject({ decision: 'allow', by: 'policy', ok: true, latencyMs: expect.any(Number) });
    expect(read!.rule).toBeUndefined();
    expect(page.stats).toEqual([
      { tool: 'read_file', calls: 2, denied: 0, errors: 1, errorRate: 0.5, p95Ms: expect.any(Number) },
      { tool: 'memory_store', calls: 1, denied: 0, errors: 0, errorRate: 0, p95Ms: expect.any(Number) },
      { tool: 'write_file', calls: 1, denied: 0, errors: 0, errorRate: 0, p95Ms: expect.any(Number) },
    ]);
    expect(page.nextCursor).toBeNull();

    const first = dataOf(await invoke('activity:list', { conversationId, limit: 2 })) as ActivityPage;
    expect(first.entries.map((entry) => entry.callId)).toEqual(['c4', 'c3']);
    const rest = dataOf(await invoke('activity:list', { conversationId, before: first.nextCursor })) as ActivityPage;
    expect(rest.entries.map((entry) => entry.callId)).toEqual(['c2', 'c1']);
    expect(rest.stats).toBeNull();
    expect((dataOf(await invoke('activity:list', { conversationId: other })) as ActivityPage).entries).toEqual([]);

    expect(await invoke('rules:revoke', { ruleId: added.rule.id })).toEqual({ ok: true, data: null });
    const after = dataOf(await invoke('activity:list', {})) as ActivityPage;
    expect(after.entries[1]).toMatchObject({ callId: 'c3', by: 'rule' });
    expect(after.entries[1]!.rule).toBeUndefined();
    expect(await invoke('activity:list', { before: 'x' })).toMatchObject({
      ok: false,
      error: { kind: 'invalid_request' },
    });
  }, 60_000);
});
