// Test helper: runs the openai SDK's chat.completions.stream() and keeps the raw chunks, the final completion or the error.
// Also joins choice 0's raw content and reasoning_content deltas (finalChatCompletion() drops reasoning_content).
import type OpenAI from 'openai';
import type { ChatCompletion, ChatCompletionChunk } from 'openai/resources/chat/completions';
import type { ChatCompletionStreamParams } from 'openai/lib/ChatCompletionStream';

export interface CollectedChatStream {
  chunks: ChatCompletionChunk[];
  final: ChatCompletion | null;
  error: unknown;
  /** choice 0's `content` deltas joined ('' when none). */
  rawContent: string;
  /** choice 0's `reasoning_content` deltas joined ('' when none). */
  rawReasoning: string;
}

export async function collectChatStream(
  client: OpenAI,
  params: ChatCompletionStreamParams,
  options: { signal?: AbortSignal } = {},
): Promise<CollectedChatStream> {
  const chunks: ChatCompletionChunk[] = [];
  const stream = client.chat.completions.stream(params, { signal: options.signal });
  stream.on('chunk', (chunk) => chunks.push(chunk));
  let final: ChatCompletion | null = null;
  let error: unknown = null;
  try {
    final = await stream.finalChatCompletion();
  } catch (caught) {
    error = caught;
  }
  return {
    chunks,
    final,
    error,
    rawContent: joinDeltas(chunks, 'content'),
    rawReasoning: joinDeltas(chunks, 'reasoning_content'),
  };
}

function joinDeltas(chunks: ChatCompletionChunk[], field: 'content' | 'reasoning_content'): string {
  let joined = '';
  for (const chunk of chunks) {
    for (const choice of chunk.choices ?? []) {
      const value = (choice.delta as Record<string, unknown> | undefined)?.[field];
      if (choice.index === 0 && typeof value === 'string') joined += value;
    }
  }
  return joined;
}
