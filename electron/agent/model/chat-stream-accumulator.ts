// Hearth's own accumulator for `chat.completions.create({ stream: true })` chunks: choice 0's text (content or
// refusal), reasoning (`reasoning_content` / `reasoning`), tool-call fragments merged by index (servers may interleave
// them), the finish reason and the usage chunk. Pure; test/fixtures/openai-sse keeps it honest.
import type { ChatCompletionChunk } from 'openai/resources/chat/completions';

export interface AccumulatedToolCall {
  /** Empty when the server never sent one (the model client generates one). */
  id: string;
  name: string;
  arguments: string;
}

/** What one chunk added to choice 0, for the consumer to forward as it arrives. */
export interface ChunkDeltas {
  text: string;
  reasoning: string;
  /** The chunk carried tool-call fragments. */
  toolCall: boolean;
}

export interface ChatStreamAccumulator {
  /** Merges one chunk and returns what it added. */
  add(chunk: ChatCompletionChunk): ChunkDeltas;
  readonly text: string;
  readonly reasoning: string;
  /** Choice 0's last non-empty finish_reason, or null while none came. */
  readonly finishReason: string | null;
  readonly usage: { promptTokens: number; completionTokens: number } | undefined;
  /** Choice 0's tool calls in index order (gaps skipped). */
  toolCalls(): AccumulatedToolCall[];
}

interface ToolCallFragment {
  index?: number;
  id?: string | null;
  function?: { name?: string | null; arguments?: string | null } | null;
}

export function createChatStreamAccumulator(): ChatStreamAccumulator {
  let text = '';
  let reasoning = '';
  let finishReason: string | null = null;
  let usage: { promptTokens: number; completionTokens: number } | undefined;
  const calls: AccumulatedToolCall[] = [];

  const mergeToolCalls = (fragments: readonly ToolCallFragment[]): void => {
    for (const fragment of fragments) {
      const index = typeof fragment.index === 'number' ? fragment.index : calls.length;
      const call = (calls[index] ??= { id: '', name: '', arguments: '' });
      if (fragment.id) call.id = fragment.id;
      const fn = fragment.function;
      if (fn?.name) call.name = fn.name;
      if (fn?.arguments) call.arguments += fn.arguments;
    }
  };

  return {
    add(chunk) {
      const added: ChunkDeltas = { text: '', reasoning: '', toolCall: false };
      const reported = chunk.usage;
      if (reported && typeof reported.prompt_tokens === 'number' && typeof reported.completion_tokens === 'number')
        usage = { promptTokens: reported.prompt_tokens, completionTokens: reported.completion_tokens };
      for (const choice of chunk.choices ?? []) {
        if (choice.index !== 0) continue;
        if (choice.finish_reason) finishReason = choice.finish_reason;
        const delta = (choice.delta ?? {}) as Record<string, unknown>;
        const thought =
          typeof delta.reasoning_content === 'string'
            ? delta.reasoning_content
            : typeof delta.reasoning === 'string'
              ? delta.reasoning
              : '';
        const said =
          typeof delta.content === 'string' ? delta.content : typeof delta.refusal === 'string' ? delta.refusal : '';
        reasoning += thought;
        text += said;
        added.reasoning += thought;
        added.text += said;
        if (Array.isArray(delta.tool_calls) && delta.tool_calls.length > 0) {
          added.toolCall = true;
          mergeToolCalls(delta.tool_calls as ToolCallFragment[]);
        }
      }
      return added;
    },
    get text() {
      return text;
    },
    get reasoning() {
      return reasoning;
    },
    get finishReason() {
      return finishReason;
    },
    get usage() {
      return usage;
    },
    toolCalls: () =>
      calls.filter((call): call is AccumulatedToolCall => call !== undefined).map((call) => ({ ...call })),
  };
}
