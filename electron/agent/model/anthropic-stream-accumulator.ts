// Hearth's accumulator for the Messages API's streaming events: text and thinking blocks, `tool_use` blocks whose input
// arrives as `input_json_delta` fragments (merged by block index), the stop reason in the Chat Completions words the
// rest of Hearth reads (`max_tokens` → 'length'), and usage with cached input counted. Pure; test/fixtures/anthropic-sse.
import type { RawMessageStreamEvent } from '@anthropic-ai/sdk/resources/messages';
import type { ThinkingBlock } from '../../shared/thinking-blocks';
import type { AccumulatedToolCall, ChunkDeltas } from './chat-stream-accumulator';

export interface AnthropicStreamAccumulator {
  add(event: RawMessageStreamEvent): ChunkDeltas;
  readonly text: string;
  readonly reasoning: string;
  /** Thinking and redacted_thinking blocks in block order, signatures whole (sent back with tool results). */
  readonly thinkingBlocks: ThinkingBlock[];
  /** The stop reason as Chat Completions names it, or null while none came. */
  readonly finishReason: string | null;
  /** True once `message_stop` arrived. */
  readonly stopped: boolean;
  readonly usage: { promptTokens: number; completionTokens: number } | undefined;
  /** The tool_use blocks in block order. */
  toolCalls(): AccumulatedToolCall[];
}

const STOP_REASONS: Record<string, string> = {
  end_turn: 'stop',
  stop_sequence: 'stop',
  max_tokens: 'length',
  tool_use: 'tool_calls',
  refusal: 'content_filter',
  model_context_window_exceeded: 'length',
};

interface UsageCounts {
  input_tokens?: number | null;
  output_tokens?: number | null;
  cache_creation_input_tokens?: number | null;
  cache_read_input_tokens?: number | null;
}

export function createAnthropicStreamAccumulator(): AnthropicStreamAccumulator {
  let text = '';
  let reasoning = '';
  let finishReason: string | null = null;
  let stopped = false;
  let promptTokens: number | undefined;
  let completionTokens: number | undefined;
  const calls = new Map<number, AccumulatedToolCall & { seed: string }>();
  const thinking = new Map<number, ThinkingBlock>();

  const noteUsage = (usage: UsageCounts | null | undefined): void => {
    if (!usage) return;
    const input = [usage.input_tokens, usage.cache_creation_input_tokens, usage.cache_read_input_tokens];
    if (input.some((count) => typeof count === 'number'))
      promptTokens = input.reduce<number>((sum, count) => sum + (typeof count === 'number' ? count : 0), 0);
    if (typeof usage.output_tokens === 'number') completionTokens = usage.output_tokens;
  };

  return {
    add(event) {
      const added: ChunkDeltas = { text: '', reasoning: '', toolCall: false };
      switch (event.type) {
        case 'message_start':
          noteUsage(event.message.usage);
          break;
        case 'content_block_start': {
          const block = event.content_block;
          if (block.type === 'text' && block.text) added.text = block.text;
          else if (block.type === 'thinking') {
            thinking.set(event.index, { type: 'thinking', thinking: block.thinking, signature: block.signature });
            added.reasoning = block.thinking;
          } else if (block.type === 'redacted_thinking')
            thinking.set(event.index, { type: 'redacted_thinking', data: block.data });
          else if (block.type === 'tool_use') {
            // A non-empty `input` here is the whole input (no deltas follow); `{}` is the usual placeholder.
            const seed = Object.keys(block.input ?? {}).length > 0 ? JSON.stringify(block.input) : '';
            calls.set(event.index, { id: block.id, name: block.name, arguments: '', seed });
            added.toolCall = true;
          }
          break;
        }
        case 'content_block_delta': {
          const delta = event.delta;
          if (delta.type === 'text_delta') added.text = delta.text;
          else if (delta.type === 'thinking_delta' || delta.type === 'signature_delta') {
            const kept = thinking.get(event.index);
            if (kept?.type === 'thinking' && delta.type === 'thinking_delta') kept.thinking += delta.thinking;
            if (kept?.type === 'thinking' && delta.type === 'signature_delta') kept.signature += delta.signature;
            if (delta.type === 'thinking_delta') added.reasoning = delta.thinking;
          } else if (delta.type === 'input_json_delta') {
            const call = calls.get(event.index);
            if (call) call.arguments += delta.partial_json;
            added.toolCall = true;
          }
          break;
        }
        case 'message_delta':
          if (event.delta.stop_reason) finishReason = STOP_REASONS[event.delta.stop_reason] ?? event.delta.stop_reason;
          noteUsage(event.usage);
          break;
        case 'message_stop':
          stopped = true;
          break;
        default:
          break;
      }
      text += added.text;
      reasoning += added.reasoning;
      return added;
    },
    get text() {
      return text;
    },
    get reasoning() {
      return reasoning;
    },
    get thinkingBlocks() {
      return [...thinking.entries()].sort(([a], [b]) => a - b).map(([, block]) => block);
    },
    get finishReason() {
      return finishReason;
    },
    get stopped() {
      return stopped;
    },
    get usage() {
      return promptTokens === undefined && completionTokens === undefined
        ? undefined
        : { promptTokens: promptTokens ?? 0, completionTokens: completionTokens ?? 0 };
    },
    toolCalls: () =>
      [...calls.entries()]
        .sort(([a], [b]) => a - b)
        .map(([, call]) => ({ id: call.id, name: call.name, arguments: call.arguments || call.seed || '{}' })),
  };
}
