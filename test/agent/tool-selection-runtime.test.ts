// Many tools, small prompts, end to end: the real runtime with 60 enabled tools against the fake model. Each request
// carries at most TOOL_SELECTION_CAP (32) tool schemas including the one the conversation needs; find_tools brings in others for the next
// call of the same run, and the conversation keeps them. Prints the prompt tokens the selection saves.
import { beforeAll, describe, expect, it } from 'vitest';
import { estimateTokens } from '../../electron/agent/context/context-window';
import type { Prompter } from '../../electron/agent/approvals/prompter';
import type { HearthRuntime } from '../../electron/runtime/create-runtime';
import { toProviderToolSchema } from '../../tools/json-schema';
import type { AnyTool } from '../../tools/tool';
import { TOOL_SELECTION_CAP } from '../../tools/tool-selection';
import type { RecordedRequest } from '../support/fake-llm-server';
import { createManyTools } from '../support/many-tools';
import { useRuntimeFixture } from '../support/runtime-fixture';

const ENABLED = 60;
const fixture = useRuntimeFixture();
let builtInCount = 0;

const openRuntime = (extraTools: AnyTool[]): Promise<HearthRuntime> =>
  fixture.open({ label: 'tool-selection', extraTools: () => ({ tools: extraTools }) });

/** A runtime whose toolset holds exactly 60 enabled tools: the built-ins plus generated topic tools. */
async function openSixtyToolRuntime(): Promise<HearthRuntime> {
  const runtime = await openRuntime(createManyTools(ENABLED - builtInCount));
  expect(runtime.toolset().tools).toHaveLength(ENABLED);
  return runtime;
}

const allow: Prompter = { ask: async (request) => ({ decision: 'allow', argsHash: request.argsHash }) };
const sentNames = (request: RecordedRequest): string[] =>
  request.tools.map((tool: { function: { name: string } }) => tool.function.name);
const chatRequests = (): RecordedRequest[] =>
  fixture.server.requests.filter((request) => request.path.endsWith('/chat/completions'));

async function ask(runtime: HearthRuntime, text: string, conversationId?: string): Promise<string> {
  const started = runtime.session.send({ text, prompter: allow, ...(conversationId ? { conversationId } : {}) });
  if (!started.ok) throw new Error(started.error);
  const summary = await started.run.done;
  expect(summary.error).toBeUndefined();
  expect(summary.reason).toBe('done');
  return started.run.conversationId;
}

beforeAll(async () => {
  builtInCount = (await openRuntime([])).toolset().tools.length;
});

describe('tool selection over the runtime (60 enabled tools)', () => {
  it('sends at most the cap of schemas, with the one the question needs, and saves prompt tokens', async () => {
    const runtime = await openSixtyToolRuntime();
    fixture.server.script({ kind: 'text', text: 'High tide is at 14:02.' });
    await ask(runtime, 'When is high tide in Brest harbour?');
    const [request] = chatRequests();
    const names = sentNames(request!);
    expect(names.length).toBeLessThanOrEqual(TOOL_SELECTION_CAP);
    expect(names).toContain('tide_times');
    expect(names).toContain('find_tools');
    expect(names).not.toContain('github__create_issue');
    const system = request!.messages[0];
    expect(system.content).toMatch(/more tools are enabled than this request shows/);

    const withoutSelection = estimateTokens(
      JSON.stringify(runtime.toolset().tools.map((tool) => toProviderToolSchema(tool, 'conservative'))),
    );
    const withSelection = estimateTokens(JSON.stringify(request!.tools));
    console.log(
      `tool selection: ${names.length} of ${ENABLED} tool schemas sent; ~${withSelection} tokens instead of ~${withoutSelection} ` +
        `(saves ~${withoutSelection - withSelection} prompt tokens per request, ${Math.round((100 * (withoutSelection - withSelection)) / withoutSelection)}%)`,
    );
    expect(withSelection).toBeLessThan(withoutSelection);
  });

  it('leaves an unrelated tool out, and find_tools adds it to the next request of the same run and to the conversation', async () => {
    const runtime = await openSixtyToolRuntime();
    fixture.server.script(
      { kind: 'tool_calls', calls: [{ name: 'find_tools', arguments: { query: 'tide' } }] },
      { kind: 'tool_calls', calls: [{ name: 'tide_times', arguments: { query: 'Brest' } }] },
      { kind: 'text', text: 'Done planning.' },
    );
    const conversationId = await ask(runtime, 'Plan my sailing trip along the coast for Saturday.');
    const [first, second, third] = chatRequests();
    expect(sentNames(first!)).not.toContain('tide_times');
    expect(sentNames(first!)).toContain('find_tools');
    expect(sentNames(second!)).toContain('tide_times');
    expect(sentNames(second!).length).toBeLessThanOrEqual(TOOL_SELECTION_CAP);
    const found = second!.messages.find((message: { role: string }) => message.role === 'tool');
    expect(found.content).toMatch(/tide_times: High and low tide times for a harbour/);
    const tideResult = third!.messages.filter((message: { role: string }) => message.role === 'tool').at(-1);
    expect(tideResult.content).toMatch(/tide_times result for/);

    // The next run in the same conversation keeps what find_tools added, though nothing there mentions tides.
    fixture.server.reset();
    fixture.server.script({ kind: 'text', text: 'Sure.' });
    await ask(runtime, 'Thanks, and pack a sandwich list.', conversationId);
    expect(sentNames(chatRequests()[0]!)).toContain('tide_times');
  });

  it('runs an enabled tool the model calls without it being sent', async () => {
    const runtime = await openSixtyToolRuntime();
    fixture.server.script(
      { kind: 'tool_calls', calls: [{ name: 'moon_phase', arguments: { query: 'tonight' } }] },
      { kind: 'text', text: 'Full moon.' },
    );
    await ask(runtime, 'Hello there, how are you?');
    const [first, second] = chatRequests();
    expect(sentNames(first!)).not.toContain('moon_phase');
    const result = second!.messages.find((message: { role: string }) => message.role === 'tool');
    expect(result.content).toMatch(/moon_phase result for/);
  });

  it('with the cap or fewer tools enabled (the built-ins alone), sends every one and no find_tools', async () => {
    const runtime = await openRuntime([]);
    expect(runtime.toolset().tools.length).toBeLessThanOrEqual(TOOL_SELECTION_CAP);
    fixture.server.script({ kind: 'text', text: 'Hi.' });
    await ask(runtime, 'When is high tide in Brest harbour?');
    const names = sentNames(chatRequests()[0]!);
    expect(names).toEqual(runtime.toolset().tools.map((tool) => tool.name));
    expect(names).not.toContain('find_tools');
  });
});
