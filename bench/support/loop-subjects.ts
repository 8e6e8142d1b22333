// The two loops the agent-loop bench compares, against the same fake server and the same echo tool:
// Hearth's runAgentLoop (real OpenAI client, allow-all gate) and a minimal loop written directly on the openai SDK.
import OpenAI from 'openai';
import type { ChatCompletionFunctionTool, ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { z } from 'zod';
import type { ToolCallGate } from '../../electron/agent/approvals/approval-gate';
import { runAgentLoop } from '../../electron/agent/loop/agent-loop';
import { createOpenAiModelClient } from '../../electron/agent/model/openai-stream';
import { defineTool, ok, type AnyTool } from '../../tools/tool';
import { scenarioMessage, type LoopScenario } from './bench-scenario';

const SYSTEM_PROMPT = 'You are a benchmark assistant.';
const MODEL = 'fake-model';

export interface LoopRunResult {
  finalText: string;
  /** Model calls made. */
  turns: number;
  /** Streamed text deltas seen by the consumer. */
  deltas: number;
}

const echoParameters = z.object({ text: z.string() });

export function benchEchoTool(): AnyTool {
  return defineTool({
    name: 'echo',
    label: 'Echo',
    description: 'Repeats the text.',
    parameters: echoParameters,
    risk: 'read',
    execute: async (args) => ok(`echo: ${args.text}`),
  });
}

/** Hearth's gate decides every call; for the bench it allows all (the raw loop has no gate at all). */
export function allowAllGate(): ToolCallGate {
  return {
    check: async (call) => ({ decision: 'allow', by: 'policy', argsHash: call.argsHash ?? '', asked: false }),
  };
}

export async function runHearthLoop(url: string, scenario: LoopScenario): Promise<LoopRunResult> {
  let deltas = 0;
  const outcome = await runAgentLoop({
    runId: 'bench-run',
    conversationId: 'bench-conversation',
    history: [{ role: 'user', content: scenarioMessage(scenario) }],
    systemPrompt: SYSTEM_PROMPT,
    tools: [benchEchoTool()],
    model: createOpenAiModelClient({ baseUrl: url, model: MODEL, maxRetries: 0, idleTimeoutMs: 10_000 }),
    toolMode: 'native',
    gate: allowAllGate(),
    limits: { maxTurns: scenario.steps + 2, toolResultMaxBytes: 32_768, contextTokens: 128_000 },
    workspace: '/tmp',
    background: false,
    signal: new AbortController().signal,
    emit: (event) => {
      if (event.type === 'text_delta') deltas += 1;
    },
  });
  if (outcome.reason !== 'done')
    throw new Error(`Hearth loop ended with ${outcome.reason}: ${outcome.error?.message ?? ''}`);
  return { finalText: outcome.finalText ?? '', turns: outcome.turns, deltas };
}

const echoDefinition: ChatCompletionFunctionTool = {
  type: 'function',
  function: {
    name: 'echo',
    description: 'Repeats the text.',
    parameters: z.toJSONSchema(echoParameters) as Record<string, unknown>,
  },
};

interface PartialCall {
  id: string;
  name: string;
  arguments: string;
}

/** The baseline: create a stream, accumulate content and tool-call fragments by index, run the tool, append, repeat. */
export async function runRawLoop(url: string, scenario: LoopScenario): Promise<LoopRunResult> {
  const client = new OpenAI({ baseURL: url, apiKey: 'no-key', maxRetries: 0 });
  const tool = benchEchoTool();
  const messages: ChatCompletionMessageParam[] = [
    { role: 'system', content: SYSTEM_PROMPT },
    { role: 'user', content: scenarioMessage(scenario) },
  ];
  let deltas = 0;
  for (let turns = 1; ; turns += 1) {
    const stream = await client.chat.completions.create({
      model: MODEL,
      messages,
      tools: [echoDefinition],
      stream: true,
    });
    let text = '';
    const calls: PartialCall[] = [];
    for await (const chunk of stream) {
      const delta = chunk.choices[0]?.delta;
      if (!delta) continue;
      if (delta.content) {
        text += delta.content;
        deltas += 1;
      }
      for (const fragment of delta.tool_calls ?? []) {
        const call = (calls[fragment.index] ??= { id: '', name: '', arguments: '' });
        if (fragment.id) call.id = fragment.id;
        if (fragment.function?.name) call.name += fragment.function.name;
        if (fragment.function?.arguments) call.arguments += fragment.function.arguments;
      }
    }
    if (calls.length === 0) return { finalText: text, turns, deltas };
    messages.push({
      role: 'assistant',
      content: text || null,
      tool_calls: calls.map((call) => ({
        id: call.id,
        type: 'function',
        function: { name: call.name, arguments: call.arguments },
      })),
    });
    for (const call of calls) {
      const args: unknown = JSON.parse(call.arguments);
      const result = await tool.execute(args, {
        callId: call.id,
        signal: new AbortController().signal,
        onUpdate: () => {},
        workspace: '/tmp',
      });
      messages.push({ role: 'tool', tool_call_id: call.id, content: result.content });
    }
  }
}
