// Issue 38 item 5 through the real runtime and the fake model standing in for Ollama (/api/show) and LM Studio
// (/api/v0/models): the window a server states drives the small-window tools, a model marked "no tools" gets a request
// without tools (and the chat says so), and a model the server says has no vision gets no image part.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Prompter } from '../../electron/agent/approvals/prompter';
import { smallWindowToolCap } from '../../electron/agent/context/context-budget';
import type { HearthRuntime } from '../../electron/runtime/create-runtime';
import type { AgentEvent } from '../../electron/shared/agent-events';
import type { FakeLocalModel } from '../support/fake-llm-server';
import { useRuntimeFixture } from '../support/runtime-fixture';

const fixture = useRuntimeFixture();
const deny: Prompter = { ask: async (request) => ({ decision: 'deny', argsHash: request.argsHash }) };

type Part = { type: string; text?: string };
const chatRequests = () => fixture.server.requests.filter((request) => request.path.endsWith('/chat/completions'));
const toolNames = (tools: unknown[]) => tools.map((tool) => (tool as { function: { name: string } }).function.name);

/** A runtime whose active provider is `provider` at the fake server, on `model` as the server describes it. */
async function localRuntime(
  provider: 'ollama' | 'lmstudio',
  model: string,
  described: FakeLocalModel,
  events: AgentEvent[] = [],
): Promise<HearthRuntime> {
  fixture.server.describeModel(model, described);
  const runtime = await fixture.open({ overrides: {}, onEvent: (event) => events.push(event) });
  for (const [path, value] of [
    ['provider.active', provider],
    [`provider.${provider}.baseUrl`, fixture.server.url],
    [`provider.${provider}.model`, model],
  ] as const) {
    const saved = await runtime.setSetting(path, value);
    if (!saved.ok) throw new Error(saved.error);
  }
  return runtime;
}

async function ask(runtime: HearthRuntime, text: string, more: { conversationId?: string; image?: string } = {}) {
  const started = runtime.session.send({
    text,
    prompter: deny,
    ...(more.conversationId ? { conversationId: more.conversationId } : {}),
    ...(more.image ? { attachments: [{ sha256: more.image, name: 'red.png' }] } : {}),
  });
  if (!started.ok) return { refused: started.error };
  const summary = await started.run.done;
  expect(summary.reason, summary.error?.message).toBe('done');
  return { conversationId: summary.conversationId };
}

describe('what a model can do, read from its server', () => {
  it("Ollama's num_ctx of 4,096 is the window: few short tools, and Settings sees where it came from", async () => {
    const runtime = await localRuntime('ollama', 'qwen3:4b', {
      capabilities: ['completion', 'tools'],
      contextLength: 40_960,
      numCtx: 4_096,
    });
    fixture.server.script({ kind: 'text', text: 'Hello.' });
    await ask(runtime, 'Hi there');
    const [request] = chatRequests();
    expect(request!.tools.length).toBeGreaterThan(0);
    expect(request!.tools.length).toBeLessThanOrEqual(smallWindowToolCap(4_096)!);
    expect(toolNames(request!.tools)).toContain('find_tools');
    const shows = fixture.server.requests.filter((r) => r.path === '/api/show');
    expect(shows.map((r) => r.body)).toEqual([{ model: 'qwen3:4b' }]);

    const caps = await runtime.modelCapabilities.forModel({ provider: 'ollama', model: 'qwen3:4b' });
    expect(caps).toMatchObject({
      toolCalling: { value: 'native', source: 'server' },
      vision: { value: false, source: 'server' },
      contextTokens: { value: 4_096, source: 'server' },
    });
    // Cached per model: asking again does not ask the server again.
    expect(fixture.server.requests.filter((r) => r.path === '/api/show')).toHaveLength(1);
  });

  it('a model without num_ctx gets its trained length capped at Ollama’s default; a correction wins', async () => {
    const runtime = await localRuntime('ollama', 'big:latest', {
      capabilities: ['completion'],
      contextLength: 131_072,
    });
    const caps = await runtime.modelCapabilities.forModel({ provider: 'ollama', model: 'big:latest' });
    expect(caps.contextTokens).toEqual({ value: 4_096, source: 'server' });
    // No `tools` capability: tools described in the prompt (XML), not native.
    expect(caps.toolCalling).toEqual({ value: 'xml', source: 'server' });
    await runtime.setSetting('provider.ollama.modelOverrides', { 'big:latest': { contextTokens: 65_536 } });
    const corrected = await runtime.modelCapabilities.forModel({ provider: 'ollama', model: 'big:latest' });
    expect(corrected.contextTokens).toEqual({ value: 65_536, source: 'setting' });
    fixture.server.script({ kind: 'text', text: 'Sure.' });
    await ask(runtime, 'Hello');
    const [request] = chatRequests();
    expect(request!.tools).toEqual([]);
    expect(JSON.stringify(request!.messages[0])).toContain('<tool_call');
  });

  it("LM Studio's loaded window, vision type and tool_use capability", async () => {
    const runtime = await localRuntime('lmstudio', 'qwen2.5-vl-7b', {
      capabilities: ['tools', 'vision'],
      contextLength: 32_768,
      numCtx: 8_192,
    });
    const caps = await runtime.modelCapabilities.forModel({ provider: 'lmstudio', model: 'qwen2.5-vl-7b' });
    expect(caps).toMatchObject({
      toolCalling: { value: 'native', source: 'server' },
      vision: { value: true, source: 'server' },
      contextTokens: { value: 8_192, source: 'server' },
    });
    fixture.server.script({ kind: 'text', text: 'Hi.' });
    await ask(runtime, 'Hi');
    // 8,192 is a small window too: at most the small-window cap of tools.
    expect(chatRequests()[0]!.tools.length).toBeLessThanOrEqual(smallWindowToolCap(8_192)!);
  });

  it('a model marked "no tools" gets a request without tools, and the chat says so once', async () => {
    const events: AgentEvent[] = [];
    const runtime = await localRuntime('ollama', 'tiny:1b', { capabilities: ['completion', 'tools'] }, events);
    await runtime.setSetting('provider.ollama.modelOverrides', { 'tiny:1b': { toolCalling: 'none' } });
    fixture.server.script({ kind: 'text', text: 'One.' }, { kind: 'text', text: 'Two.' });
    const first = await ask(runtime, 'First');
    await ask(runtime, 'Second', { conversationId: first.conversationId! });
    for (const request of chatRequests()) {
      expect(request.body.tools).toBeUndefined();
      expect(JSON.stringify(request.messages[0])).not.toContain('<tool_call');
    }
    const notices = events.filter((event) => event.type === 'notice');
    expect(notices.map((event) => event.kind)).toEqual(['tools_unavailable']);
  });

  it('a model its server says has no vision gets no image part, and a new image is refused', async () => {
    const runtime = await localRuntime('ollama', 'llava:7b', { capabilities: ['completion', 'vision'] });
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#ff0000' } })
      .png()
      .toBuffer();
    const added = await runtime.attachments.add({ name: 'red.png', mimeType: 'image/png', bytes: png });
    if (!added.ok) throw new Error(added.error);
    await runtime.modelCapabilities.forModel({ provider: 'ollama', model: 'llava:7b' });
    fixture.server.script({ kind: 'text', text: 'Red.' }, { kind: 'text', text: 'Still red.' });
    const first = await ask(runtime, 'What is it?', { image: added.attachment.sha256 });
    const sentImage = (chatRequests()[0]!.messages.at(-1)!.content as Part[]).map((part) => part.type);
    expect(sentImage).toContain('image_url');

    // The server now says the model has no vision (another model loaded under that name): read again.
    fixture.server.describeModel('llava:7b', { capabilities: ['completion'] });
    const caps = await runtime.modelCapabilities.forModel({ provider: 'ollama', model: 'llava:7b' }, { refresh: true });
    expect(caps.vision).toEqual({ value: false, source: 'server' });
    await ask(runtime, 'And now?', { conversationId: first.conversationId! });
    const again = JSON.stringify(chatRequests()[1]!.messages);
    expect(again).not.toContain('image_url');
    expect(again).toContain('is not shown: this model does not take images');
    const refused = await ask(runtime, 'And this?', {
      conversationId: first.conversationId!,
      image: added.attachment.sha256,
    });
    expect(refused.refused).toBe(
      'llava:7b does not take images (its server says so). Choose a model that does, or correct it in Settings → Model provider.',
    );
  });
});
