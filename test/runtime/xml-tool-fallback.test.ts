// A local model that refuses `tools` (Ollama's 400 "… does not support tools"): the run retries at once in XML tool
// mode and succeeds, the person is told once, the refusal is remembered for that base URL + model, and the next run
// goes straight to XML. Real runtime, real tools, the fake model serving the recorded Ollama error body.
import { describe, expect, it } from 'vitest';
import type { Prompter } from '../../electron/agent/approvals/prompter';
import type { AgentEvent } from '../../electron/shared/agent-events';
import { useRuntimeFixture } from '../support/runtime-fixture';

const fixture = useRuntimeFixture();
const allow: Prompter = { ask: async (request) => ({ decision: 'allow', argsHash: request.argsHash }) };
const chat = () => fixture.server.requests.filter((request) => request.path.endsWith('/chat/completions'));
const systemText = (index: number): string => String(chat()[index]!.messages[0]?.content ?? '');

describe('XML tool mode fallback', () => {
  it('a server rejecting tools leads to a successful XML run, remembered for the next run', async () => {
    const dataDir = fixture.folder('xml-fallback');
    const events: AgentEvent[] = [];
    const runtime = await fixture.open({ dataDir, onEvent: (event) => events.push(event) });
    fixture.server.script(
      { kind: 'fixture', file: 'e4-400-ollama-does-not-support-tools.json' },
      {
        kind: 'text',
        text: 'Let me check.\n<tool_call>{"name": "datetime", "arguments": {"timezone": "UTC"}}</tool_call>',
      },
      { kind: 'text', text: 'It is daytime in UTC.' },
    );
    const started = runtime.session.send({ text: 'what time is it in UTC?', prompter: allow });
    if (!started.ok) throw new Error(started.error);
    const summary = await started.run.done;
    expect(summary.reason, summary.error?.message).toBe('done');
    expect(summary.finalText).toBe('It is daytime in UTC.');

    expect(chat()).toHaveLength(3);
    expect(chat()[0]!.tools.length).toBeGreaterThan(0);
    expect(chat()[1]!.tools).toEqual([]);
    expect(chat()[2]!.tools).toEqual([]);
    expect(systemText(1)).toContain('<tool_call>');
    // The tool ran and its result went back in XML mode's user-role <tool_result> block.
    const lastMessages = chat()[2]!.messages as { role: string; content: string }[];
    expect(lastMessages.some((m) => m.role === 'user' && m.content.includes('<tool_result'))).toBe(true);
    const notices = events.filter((event) => event.type === 'notice');
    expect(notices).toEqual([
      expect.objectContaining({ kind: 'xml_tool_mode', message: expect.stringContaining('XML tool mode') }),
    ]);
    // Nothing of the refused attempt is stored as an error: one answer with a tool call, its result, the answer.
    const stored = runtime.conversations.listMessages(summary.conversationId);
    expect(stored.map((m) => [m.role, m.status])).toEqual([
      ['user', 'complete'],
      ['assistant', 'complete'],
      ['tool', 'complete'],
      ['assistant', 'complete'],
    ]);
    expect(runtime.modelQuirks.has({ baseUrl: fixture.server.url, model: 'fake-model' }, 'no_native_tools')).toBe(true);
    await runtime.close();

    // A restart: the next run goes straight to XML (no tools sent, no second notice).
    events.length = 0;
    fixture.server.reset();
    const again = await fixture.open({ dataDir, onEvent: (event) => events.push(event) });
    fixture.server.script({ kind: 'text', text: 'Hello again.' });
    const next = again.session.send({ text: 'hi', prompter: allow });
    if (!next.ok) throw new Error(next.error);
    expect((await next.run.done).reason).toBe('done');
    expect(chat()).toHaveLength(1);
    expect(chat()[0]!.tools).toEqual([]);
    expect(systemText(0)).toContain('<tool_call>');
    expect(events.some((event) => event.type === 'notice')).toBe(false);
  });

  it('another model on the same server still gets native tools', async () => {
    const runtime = await fixture.open();
    runtime.modelQuirks.note({ baseUrl: fixture.server.url, model: 'fake-model' }, 'no_native_tools');
    fixture.server.script({ kind: 'text', text: 'ok' });
    const started = runtime.session.send({
      text: 'hi',
      prompter: allow,
      model: { provider: 'custom', model: 'fake-model-large' },
    });
    if (!started.ok) throw new Error(started.error);
    expect((await started.run.done).reason).toBe('done');
    expect(chat()[0]!.tools.length).toBeGreaterThan(0);
  });
});
