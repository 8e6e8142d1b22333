// Small helpers shared by the fake LLM server's own tests: a user message, raw SDK chunk collection, delta views.
import type OpenAI from 'openai';
import type { ChatCompletionChunk } from 'openai/resources/chat/completions';

export const user = (content: string) => [{ role: 'user' as const, content }];

/** Streams one request with `create({ stream: true })` and returns every raw chunk the SDK yielded. */
export async function rawChunks(
  client: OpenAI,
  params: { signal?: AbortSignal; includeUsage?: boolean } = {},
): Promise<ChatCompletionChunk[]> {
  const stream_options = params.includeUsage ? { include_usage: true } : undefined;
  const stream = await client.chat.completions.create(
    { model: 'fake-model', messages: user('hi'), stream: true, stream_options },
    { signal: params.signal },
  );
  const chunks: ChatCompletionChunk[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return chunks;
}

export const deltas = (chunks: ChatCompletionChunk[]) => chunks.flatMap((c) => c.choices.map((choice) => choice.delta));

export const toolDeltas = (chunks: ChatCompletionChunk[]) => deltas(chunks).flatMap((d) => d.tool_calls ?? []);

/** Resolves to the rejection reason, or null when the promise fulfilled. */
export const rejectionOf = (promise: Promise<unknown>): Promise<unknown> =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );
