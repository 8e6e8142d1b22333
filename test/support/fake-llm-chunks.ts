// Builders for OpenAI-shaped `chat.completion.chunk` objects and their deltas (text, reasoning, tool calls, usage).
// Pure functions used by fake-llm-steps.ts; they mirror what api.openai.com sends.

/** Fields shared by every chunk of one response. */
export interface ChunkFrame {
  id: string;
  created: number;
  model: string;
}

export type Delta = Record<string, unknown>;

/** A scripted tool call with its id and its arguments as a string. */
export interface ResolvedToolCall {
  id: string;
  name: string;
  arguments: string;
}

export interface Usage {
  prompt_tokens: number;
  completion_tokens: number;
  total_tokens: number;
}

export function makeChunk(frame: ChunkFrame, delta: Delta, finishReason: string | null = null): object {
  return {
    id: frame.id,
    object: 'chat.completion.chunk',
    created: frame.created,
    model: frame.model,
    system_fingerprint: 'fp_fake',
    choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
  };
}

/** The final `choices: []` chunk OpenAI sends when `stream_options.include_usage` is set. */
export function makeUsageChunk(frame: ChunkFrame, usage: Usage): object {
  return {
    id: frame.id,
    object: 'chat.completion.chunk',
    created: frame.created,
    model: frame.model,
    system_fingerprint: 'fp_fake',
    choices: [],
    usage,
  };
}

/** Splits text into pieces of `size` code points (never inside a surrogate pair). */
export function splitText(text: string, size: number): string[] {
  const chars = Array.from(text);
  const step = Math.max(1, Math.floor(size));
  const pieces: string[] = [];
  for (let i = 0; i < chars.length; i += step) pieces.push(chars.slice(i, i + step).join(''));
  return pieces;
}

/** `reasoning_content` deltas, then `content` deltas. */
export function textDeltas(reasoning: string | undefined, text: string | undefined, chunkSize: number): Delta[] {
  const reasoningDeltas = splitText(reasoning ?? '', chunkSize).map((piece) => ({ reasoning_content: piece }));
  const contentDeltas = splitText(text ?? '', chunkSize).map((piece) => ({ content: piece }));
  return [...reasoningDeltas, ...contentDeltas];
}

/** One call's deltas: a header (index, id, type, name, arguments '') then argument fragments (index + arguments only). */
export function singleCallDeltas(call: ResolvedToolCall, index: number, argChunkSize: number): Delta[] {
  const header = { index, id: call.id, type: 'function', function: { name: call.name, arguments: '' } };
  const fragments = splitText(call.arguments, argChunkSize).map((args) => ({ index, function: { arguments: args } }));
  return [header, ...fragments].map((toolCall) => ({ tool_calls: [toolCall] }));
}

/** Deltas for parallel calls: one call after the other, or alternating when `interleave` is set. */
export function toolCallDeltas(calls: ResolvedToolCall[], argChunkSize: number, interleave: boolean): Delta[] {
  const perCall = calls.map((call, index) => singleCallDeltas(call, index, argChunkSize));
  if (!interleave) return perCall.flat();
  const merged: Delta[] = [];
  const longest = Math.max(0, ...perCall.map((deltas) => deltas.length));
  for (let i = 0; i < longest; i++) {
    for (const deltas of perCall) {
      const delta = deltas[i];
      if (delta) merged.push(delta);
    }
  }
  return merged;
}

/** Puts `role: 'assistant'` on the first delta (or sends a lone role delta when there is nothing else). */
export function withRole(deltas: Delta[]): Delta[] {
  const [first, ...rest] = deltas;
  if (!first) return [{ role: 'assistant', content: '' }];
  const content = 'content' in first ? {} : { content: null };
  return [{ role: 'assistant', ...content, ...first }, ...rest];
}

/** Rough token counts (4 characters per token) so usage numbers are plausible and deterministic. */
export function estimateUsage(promptSource: unknown, completionText: string): Usage {
  const promptTokens = Math.max(1, Math.ceil(JSON.stringify(promptSource ?? '').length / 4));
  const completionTokens = Math.max(1, Math.ceil(completionText.length / 4));
  return {
    prompt_tokens: promptTokens,
    completion_tokens: completionTokens,
    total_tokens: promptTokens + completionTokens,
  };
}
