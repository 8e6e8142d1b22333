// One model call of a run: trims the history to the context budget, streams deltas as events, and on a
// context-length rejection retries exactly once with a history trimmed twice as hard.
import type { ChatCompletionFunctionTool, ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { AgentEvent } from '../../shared/agent-events';
import type { ContextShare } from '../../shared/message-usage';
import { estimateTokens, trimHistory, type TrimResult } from '../context/context-window';
import { historyBudget, retryHistoryBudget } from '../context/context-budget';
import { toModelMessages, type HistoryMessage, type ToolMode } from '../context/history';
import type { ModelClient, ModelNotice, ModelTurn, TokenUsage } from '../model/model-client';

export interface ModelTurnInput {
  runId: string;
  messageId: string;
  model: ModelClient;
  history: readonly HistoryMessage[];
  systemPrompt: string;
  toolMode: ToolMode;
  toolDefinitions: ChatCompletionFunctionTool[];
  contextTokens: number;
  /** Whether the model takes images (attachments and tool images as image parts, else notes). */
  takesImages?: boolean;
  signal: AbortSignal;
  emit: (event: AgentEvent) => void;
}

export const CONTEXT_RETRY_REASON =
  'The conversation was too long for the model; retrying once with a shorter history.';

/** A model call's result, with how its request split (complete turns only). */
export type ModelTurnResult = ModelTurn & { contextShare?: ContextShare };

export async function runModelTurn(input: ModelTurnInput): Promise<ModelTurnResult> {
  const { runId, messageId, emit } = input;
  const callbacks = {
    signal: input.signal,
    onTextDelta: (delta: string) => emit({ type: 'text_delta', runId, messageId, delta }),
    onReasoningDelta: (delta: string) => emit({ type: 'reasoning_delta', runId, messageId, delta }),
    onRetry: (notice: { attempt: number; delayMs: number; reason: string }) =>
      emit({ type: 'retry', runId, ...notice }),
    onNotice: (notice: ModelNotice) => emit({ type: 'notice', runId, ...notice }),
  };
  const send = async (history: readonly HistoryMessage[]): Promise<ModelTurnResult> => {
    const messages = toModelMessages(history, {
      toolMode: input.toolMode,
      systemPrompt: input.systemPrompt,
      takesImages: input.takesImages === true,
    });
    const turn = await input.model.streamChat(
      { messages, ...(input.toolDefinitions.length > 0 ? { tools: input.toolDefinitions } : {}) },
      callbacks,
    );
    if (turn.status !== 'complete') return turn;
    const contextShare = requestShare(messages, input.toolDefinitions);
    return turn.usage
      ? { ...turn, contextShare }
      : { ...turn, usage: estimateTurnUsage(messages, input.toolDefinitions, turn), contextShare };
  };

  // The last resort after compaction (one turn alone too long, a window too small to summarize in): never silent.
  const noteTrim = (trim: TrimResult): void => {
    const text = trimNotice(trim);
    if (text) emit({ type: 'notice', runId, kind: 'context_trimmed', message: text });
  };
  const budget = historyBudget(input.contextTokens, input.systemPrompt, input.toolDefinitions);
  const first = trimHistory(input.history, budget);
  noteTrim(first);
  const result = await send(first.messages);
  if (result.status !== 'error' || result.error.kind !== 'context_length' || input.signal.aborted) return result;
  emit({ type: 'retry', runId, attempt: 1, delayMs: 0, reason: CONTEXT_RETRY_REASON });
  const harder = trimHistory(input.history, retryHistoryBudget(budget, first.tokens));
  noteTrim(harder);
  return send(harder.messages);
}

/** What a trim left out of this request, in words (undefined when nothing was). The stored messages are untouched. */
export function trimNotice(trim: Pick<TrimResult, 'dropped' | 'elided'>): string | undefined {
  if (trim.dropped === 0 && trim.elided === 0) return undefined;
  const parts = [
    ...(trim.dropped > 0 ? [`${trim.dropped} older message${trim.dropped === 1 ? ' was' : 's were'} left out`] : []),
    ...(trim.elided > 0 ? [`${trim.elided} older tool output${trim.elided === 1 ? ' was' : 's were'} shortened`] : []),
  ];
  return `To fit the model's context window, ${parts.join(' and ')} in this request; the conversation keeps them all.`;
}

const messageTokens = (message: ChatCompletionMessageParam): number =>
  4 +
  estimateTokens(typeof message.content === 'string' ? message.content : JSON.stringify(message.content ?? '')) +
  ('tool_calls' in message && message.tool_calls ? estimateTokens(JSON.stringify(message.tool_calls)) : 0);

/** What the request carried, by Hearth's estimate: the system prompt, the tool definitions, the conversation. */
function requestShare(
  messages: readonly ChatCompletionMessageParam[],
  toolDefinitions: readonly ChatCompletionFunctionTool[],
): ContextShare {
  const system = messages.filter((message) => message.role === 'system');
  const systemTokens = system.reduce((sum, message) => sum + messageTokens(message), 0);
  const all = messages.reduce((sum, message) => sum + messageTokens(message), 0);
  const toolTokens = toolDefinitions.length > 0 ? estimateTokens(JSON.stringify(toolDefinitions)) : 0;
  return { systemTokens, toolTokens, historyTokens: all - systemTokens };
}

/** Hearth's own count for a call the server reported no usage for (marked estimated). */
function estimateTurnUsage(
  messages: readonly ChatCompletionMessageParam[],
  toolDefinitions: readonly ChatCompletionFunctionTool[],
  turn: Extract<ModelTurn, { status: 'complete' }>,
): TokenUsage {
  const prompt =
    messages.reduce((sum, message) => sum + messageTokens(message), 0) +
    (toolDefinitions.length > 0 ? estimateTokens(JSON.stringify(toolDefinitions)) : 0);
  const completion =
    estimateTokens(turn.text) +
    estimateTokens(turn.reasoning) +
    turn.toolCalls.reduce((sum, call) => sum + estimateTokens(call.name) + estimateTokens(call.arguments), 0);
  return { promptTokens: prompt, completionTokens: completion, estimated: true };
}
