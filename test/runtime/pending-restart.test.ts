// Issue 39 in-process: a question open when the runtime closes (APP_CLOSED) stays in the database, its app_closed result
// unstored; the next runtime over the same folder lists it, and dismissing it ends the run without calling the model.
import { describe, expect, it } from 'vitest';
import { createPendingApprovals } from '../../electron/agent/approvals/pending-approvals';
import { createHearthRuntime } from '../../electron/runtime/create-runtime';
import { createSessionSecretStore } from '../../electron/secrets/session-secret-store';
import { useRuntimeFixture } from '../support/runtime-fixture';
import { waitFor } from '../support/wait-for';

const fixture = useRuntimeFixture();

describe('a question open when Hearth closes', () => {
  it('is kept across the restart, and dismissing it ends the run cleanly', async () => {
    const dataDir = fixture.folder('pending-restart');
    const first = await createHearthRuntime({
      dataDir,
      env: { PATH: process.env.PATH, HOME: dataDir },
      platform: process.platform,
      secretStore: createSessionSecretStore(),
      overrides: { baseUrl: fixture.server.url, model: 'fake-model' },
    });
    fixture.server.script({
      kind: 'tool_calls',
      calls: [{ name: 'ask_user', arguments: { question: 'Which colour?' } }],
    });
    const window = createPendingApprovals();
    const started = first.session.send({ text: 'paint the fence', prompter: window.prompter });
    if (!started.ok) throw new Error(started.error);
    await waitFor(() => window.list().length === 1, 'the question to wait');
    await Promise.all([first.close(), started.run.done]);
    expect((await started.run.done).reason).toBe('aborted');

    const second = await fixture.open({ dataDir });
    const pending = second.session.pending!;
    const [kept] = pending.list();
    expect(kept).toMatchObject({ kind: 'question', request: { question: { text: 'Which colour?' } } });
    const conversationId = started.run.conversationId;
    expect(second.conversations.listMessages(conversationId).filter((m) => m.role === 'tool')).toEqual([]);

    const modelCalls = fixture.server.requests.length;
    const ended = pending.answer({
      callId: kept!.callId,
      response: { decision: 'deny', argsHash: kept!.argsHash, unanswered: 'cancelled' },
    });
    if (!ended.ok) throw new Error(ended.error);
    expect((await ended.run.done).reason).toBe('aborted');
    expect(fixture.server.requests.length).toBe(modelCalls);
    const tools = second.conversations.listMessages(conversationId).filter((m) => m.role === 'tool');
    expect(tools).toHaveLength(1);
    expect(tools[0]).toMatchObject({ toolCallId: kept!.callId, status: 'error', error: 'cancelled' });
    expect(pending.list()).toEqual([]);
  });
});
