// Every run's stream opens with agent_start and closes with exactly one agent_end (loop/run-events.ts), whatever the
// run is: a reply, "Summarize now", a direct tool call, a reply whose model fails, and one whose model cannot even be
// built (an exception, ended as an `internal` error). Real SQLite and the fake model.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createChatSession } from '../../electron/agent/chat/session';
import { runEvents } from '../../electron/agent/loop/run-events';
import type { AgentEvent } from '../../electron/shared/agent-events';
import { defaultSettings } from '../../electron/shared/settings-schema';
import { createConversationStore } from '../../electron/storage/conversations';
import { closeDatabase, openDatabase } from '../../electron/storage/database';
import { createToolset } from '../../tools/registry';
import { useRuntimeFixture } from '../support/runtime-fixture';

const fixture = useRuntimeFixture();

/** Each run's events in order, by run id. */
function byRun(events: readonly AgentEvent[]): Map<string, AgentEvent['type'][]> {
  const runs = new Map<string, AgentEvent['type'][]>();
  for (const event of events) runs.set(event.runId, [...(runs.get(event.runId) ?? []), event.type]);
  return runs;
}

function expectWellFormed(types: AgentEvent['type'][] | undefined): void {
  expect(types?.[0]).toBe('agent_start');
  expect(types?.at(-1)).toBe('agent_end');
  expect(types?.filter((type) => type === 'agent_start')).toHaveLength(1);
  expect(types?.filter((type) => type === 'agent_end')).toHaveLength(1);
}

describe('run start and end events', () => {
  it('open and close the stream of a reply, a compaction, a direct tool call and a failing model', async () => {
    const events: AgentEvent[] = [];
    const runtime = await fixture.open({ onEvent: (event) => events.push(event) });
    runtime.settingsStore.set('agent.maxRetries', 0);
    fixture.server.script({ kind: 'text', text: 'One.' }, { kind: 'text', text: 'Two.' });
    const first = runtime.session.send({ text: 'first' });
    if (!first.ok) throw new Error(first.error);
    await first.run.done;
    const id = first.run.conversationId;
    const second = runtime.session.send({ conversationId: id, text: 'second' });
    if (!second.ok) throw new Error(second.error);
    await second.run.done;

    fixture.server.script({ kind: 'text', text: 'The user said first.' });
    const compact = runtime.session.compact({ conversationId: id });
    if (!compact.ok) throw new Error(compact.error);
    expect((await compact.run.done).reason).toBe('done');

    fixture.server.script({
      kind: 'http_error',
      status: 500,
      body: { error: { message: 'boom', type: 'server_error' } },
    });
    const failing = runtime.session.send({ conversationId: id, text: 'third' });
    if (!failing.ok) throw new Error(failing.error);
    expect((await failing.run.done).reason).toBe('error');

    const direct: AgentEvent[] = [];
    const result = await runtime.callTool('datetime', '{"timezone":"UTC"}', {
      signal: new AbortController().signal,
      onEvent: (event) => direct.push(event),
    });
    expect(result.ok).toBe(true);

    const runs = byRun(events);
    for (const started of [first, second, compact, failing]) expectWellFormed(runs.get(started.run.runId));
    expect(events.findLast((event) => event.runId === failing.run.runId)).toMatchObject({
      type: 'agent_end',
      reason: 'error',
    });
    expect([...byRun(direct).values()]).toHaveLength(1);
    expectWellFormed([...byRun(direct).values()][0]);
  });

  it('close the stream when the model cannot be built, with the run opened first', async () => {
    const folder = fixture.folder('run-events');
    const { db } = openDatabase(path.join(folder, 'hearth.db'));
    try {
      const settings = defaultSettings();
      const events: AgentEvent[] = [];
      const session = createChatSession({
        conversations: createConversationStore(db),
        settings: () => settings,
        toolset: () => createToolset(settings, []),
        modelClient: () => Promise.reject(new Error('the keychain is locked')),
        createGate: () => {
          throw new Error('no tool runs without a model');
        },
        workspace: () => folder,
        timeZone: () => 'UTC',
        onEvent: (event) => events.push(event),
      });
      const started = session.send({ text: 'hello' });
      if (!started.ok) throw new Error(started.error);
      expect(await started.run.done).toMatchObject({
        reason: 'error',
        error: { kind: 'internal', message: 'the keychain is locked' },
      });
      expect(events.map((event) => event.type)).toEqual(['agent_start', 'agent_end']);
      expect(session.isRunning(started.run.conversationId)).toBe(false);
    } finally {
      closeDatabase(db);
    }
  });

  it('emit each of start and end once, starting a run that ends before it started', () => {
    const events: AgentEvent[] = [];
    const run = runEvents((event) => events.push(event), { runId: 'r1', conversationId: 'c1', now: () => 5 });
    run.end({ reason: 'aborted' });
    run.end({ reason: 'done', finalText: 'late' });
    run.start();
    expect(events).toEqual([
      { type: 'agent_start', runId: 'r1', conversationId: 'c1', at: 5 },
      { type: 'agent_end', runId: 'r1', reason: 'aborted' },
    ]);
    expect(run.ended).toBe(true);
  });
});
