// A model per conversation through the real runtime and the fake model: the choice is saved on the conversation,
// every later run in it uses it (also after a restart on the same data folder), and a new chat starts on the default.
import { describe, expect, it } from 'vitest';
import type { Prompter } from '../../electron/agent/approvals/prompter';
import type { RunRequest } from '../../electron/agent/chat/session';
import type { HearthRuntime } from '../../electron/runtime/create-runtime';
import { useRuntimeFixture } from '../support/runtime-fixture';

const fixture = useRuntimeFixture();
const allow: Prompter = { ask: async (request) => ({ decision: 'allow', argsHash: request.argsHash }) };
const chatModels = () =>
  fixture.server.requests.filter((request) => request.path.endsWith('/chat/completions')).map((r) => r.model);

async function run(runtime: HearthRuntime, request: Omit<RunRequest, 'prompter'>) {
  const started = runtime.session.send({ prompter: allow, ...request });
  if (!started.ok) throw new Error(started.error);
  const summary = await started.run.done;
  expect(summary.reason, summary.error?.message).toBe('done');
  return summary.conversationId;
}

describe('model per conversation', () => {
  it('is used by every later run in the conversation, after a restart too; new chats start on the default', async () => {
    const dataDir = fixture.folder('model-choice');
    const first = await fixture.open({ dataDir });
    fixture.server.script({ kind: 'text', text: 'one' }, { kind: 'text', text: 'two' });
    const chosen = await run(first, { text: 'hello', model: { provider: 'custom', model: 'fake-model-large' } });
    await run(first, { conversationId: chosen, text: 'again' });
    expect(first.conversations.get(chosen)).toMatchObject({ modelProvider: 'custom', model: 'fake-model-large' });
    await first.close();

    const second = await fixture.open({ dataDir });
    fixture.server.script({ kind: 'text', text: 'three' }, { kind: 'text', text: 'four' });
    await run(second, { conversationId: chosen, text: 'after the restart' });
    const fresh = await run(second, { text: 'a new chat' });
    expect(chatModels()).toEqual(['fake-model-large', 'fake-model-large', 'fake-model-large', 'fake-model']);
    // The default is only the starting point: the new chat keeps the model it started with.
    expect(second.conversations.get(fresh)).toMatchObject({ modelProvider: 'custom', model: 'fake-model' });
  });

  it('a choice made later in a conversation replaces its model for that run and the next ones', async () => {
    const runtime = await fixture.open();
    fixture.server.script({ kind: 'text', text: 'a' }, { kind: 'text', text: 'b' }, { kind: 'text', text: 'c' });
    const id = await run(runtime, { text: 'start' });
    await run(runtime, { conversationId: id, text: 'switch', model: { provider: 'custom', model: 'other-model' } });
    await run(runtime, { conversationId: id, text: 'stay' });
    expect(chatModels()).toEqual(['fake-model', 'other-model', 'other-model']);
  });

  it('a conversation naming a provider this version does not know runs on the default model', async () => {
    const runtime = await fixture.open();
    const conversation = runtime.conversations.create({ model: { provider: 'retired-provider', model: 'old' } });
    fixture.server.script({ kind: 'text', text: 'ok' });
    await run(runtime, { conversationId: conversation.id, text: 'hi' });
    expect(chatModels()).toEqual(['fake-model']);
  });
});

describe('a provider that is not set up', () => {
  it('answers with how to set one up, without sending anything', async () => {
    const runtime = await fixture.open({ overrides: {} });
    runtime.settingsStore.set('provider.active', 'openai');
    const started = runtime.session.send({ text: 'hello?', prompter: allow });
    if (!started.ok) throw new Error(started.error);
    const summary = await started.run.done;
    expect(summary.error?.kind).toBe('not_configured');
    expect(summary.error?.message).toMatch(/needs an API key.*Settings → Model/);
    expect(chatModels()).toEqual([]);
    const stored = runtime.conversations.listMessages(summary.conversationId);
    expect(stored.map((m) => [m.role, m.status])).toEqual([
      ['user', 'complete'],
      ['assistant', 'error'],
    ]);
  });

  it('a chat started before setup moves to the model set up since (it was never answered); an answered one stays', async () => {
    const runtime = await fixture.open({ overrides: {} });
    runtime.settingsStore.set('provider.active', 'openai');
    const unanswered = runtime.session.send({ text: 'before setup', prompter: allow });
    if (!unanswered.ok) throw new Error(unanswered.error);
    expect((await unanswered.run.done).error?.kind).toBe('not_configured');
    const id = unanswered.run.conversationId;
    expect(runtime.conversations.get(id)).toMatchObject({ modelProvider: 'openai' });

    // Setup done since: the fake server is the active (keyless) provider.
    runtime.settingsStore.set('provider.custom', {
      ...runtime.settings().provider.custom,
      baseUrl: fixture.server.url,
      model: 'fake-model',
    });
    runtime.settingsStore.set('provider.active', 'custom');
    fixture.server.script({ kind: 'text', text: 'now I can answer' });
    await run(runtime, { conversationId: id, text: 'after setup' });
    expect(chatModels()).toEqual(['fake-model']);
    expect(runtime.conversations.get(id)).toMatchObject({ modelProvider: 'custom', model: 'fake-model' });

    // A conversation that was answered keeps its model even when that provider stops working.
    const answered = runtime.conversations.create({ model: { provider: 'openai', model: 'gpt-4o-mini' } });
    runtime.conversations.appendMessage({ conversationId: answered.id, role: 'user', content: 'hi' });
    runtime.conversations.appendMessage({ conversationId: answered.id, role: 'assistant', content: 'hello' });
    const kept = runtime.session.send({ conversationId: answered.id, text: 'still there?', prompter: allow });
    if (!kept.ok) throw new Error(kept.error);
    expect((await kept.run.done).error?.kind).toBe('not_configured');
    expect(runtime.conversations.get(answered.id)).toMatchObject({ modelProvider: 'openai', model: 'gpt-4o-mini' });
    expect(chatModels()).toEqual(['fake-model']);
  });
});
