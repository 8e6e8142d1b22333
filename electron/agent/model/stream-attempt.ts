// One streamed request to a provider, as both clients (openai-stream.ts, anthropic-stream.ts) track it: what the
// accumulator holds, whether anything reached the consumer (then no retry), and the turn it ends as.
import type { ToolCallRecord } from '../../shared/agent-events';
import type { ModelStreamCallbacks, ModelTurn, ProviderError } from './model-client';

export interface StreamAttempt {
  turn: ModelTurn;
  /** Something reached the consumer (text, reasoning, tool call): a retry would repeat it, so none is made. */
  emitted: boolean;
}

type CompleteTurn = Extract<ModelTurn, { status: 'complete' }>;

/** What both providers' accumulators expose. */
export interface TurnAccumulator {
  text: string;
  reasoning: string;
  usage?: CompleteTurn['usage'];
  finishReason: CompleteTurn['finishReason'];
  thinkingBlocks?: CompleteTurn['thinkingBlocks'];
}

export interface StreamState<A extends TurnAccumulator> {
  accumulator: A;
  receivedData: boolean;
  emitted: boolean;
}

/** Passes what one chunk or event added on to the consumer, noting that something was emitted. */
export function forwardAdded(
  added: { reasoning?: string; text?: string; toolCall?: unknown },
  state: { emitted: boolean },
  callbacks: ModelStreamCallbacks,
): void {
  if (added.reasoning) {
    state.emitted = true;
    callbacks.onReasoningDelta(added.reasoning);
  }
  if (added.text) {
    state.emitted = true;
    callbacks.onTextDelta(added.text);
  }
  if (added.toolCall) state.emitted = true;
}

export function partialTurn(state: StreamState<TurnAccumulator>): { text: string; reasoning: string } {
  return { text: state.accumulator.text, reasoning: state.accumulator.reasoning };
}

/** The attempt's end: an error turn keeping the partial text, or the complete turn with its tool calls. */
export function finishAttempt(
  state: StreamState<TurnAccumulator>,
  error: ProviderError | undefined,
  toolCalls: () => ToolCallRecord[],
): StreamAttempt {
  if (error) return { turn: { status: 'error', ...partialTurn(state), toolCalls: [], error }, emitted: state.emitted };
  const usage = state.accumulator.usage;
  const thinking = state.accumulator.thinkingBlocks;
  return {
    turn: {
      status: 'complete',
      ...partialTurn(state),
      toolCalls: toolCalls(),
      finishReason: state.accumulator.finishReason,
      ...(usage ? { usage } : {}),
      ...(thinking && thinking.length > 0 ? { thinkingBlocks: thinking } : {}),
    },
    emitted: state.emitted,
  };
}
