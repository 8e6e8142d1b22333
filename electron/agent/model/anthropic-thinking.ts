// Claude's extended thinking in a Messages API request: `thinking: {type: "enabled", budget_tokens}` when a budget is
// set, and each answer's thinking blocks (`thinking_blocks` on the loop's assistant message, from
// shared/thinking-blocks.ts) put back first in its content, signatures unchanged, as the API requires with tool use.
import type { ContentBlockParam, ThinkingConfigEnabled } from '@anthropic-ai/sdk/resources/messages';
import type {
  ChatCompletionAssistantMessageParam,
  ChatCompletionMessageParam,
} from 'openai/resources/chat/completions';
import type { ThinkingBlock } from '../../shared/thinking-blocks';

/** The loop's assistant message with the thinking blocks its answer carried (ignored by OpenAI-compatible servers). */
export type AssistantWithThinking = ChatCompletionAssistantMessageParam & { thinking_blocks?: ThinkingBlock[] };

/** The API's smallest budget. */
export const MIN_THINKING_BUDGET = 1_024;

/**
 * Thinking for this request, or none: no budget, or a tool-use turn already under way whose answer carries no
 * thinking blocks (it came from a run without thinking or another provider) — the API refuses thinking switched on
 * in the middle of a tool-use turn.
 */
export function thinkingFor(
  messages: readonly ChatCompletionMessageParam[],
  budget: number | undefined,
): ThinkingConfigEnabled | undefined {
  if (!budget || budget <= 0) return undefined;
  const lastAssistant = messages.findLast((message) => message.role === 'assistant') as
    AssistantWithThinking | undefined;
  const last = messages.at(-1);
  const midToolTurn = last?.role === 'tool' && lastAssistant && (lastAssistant.tool_calls?.length ?? 0) > 0;
  if (midToolTurn && !(lastAssistant.thinking_blocks?.length ?? 0)) return undefined;
  return { type: 'enabled', budget_tokens: Math.max(MIN_THINKING_BUDGET, budget) };
}

/** The answer's blocks with its thinking first (only while thinking is on: the API refuses them otherwise). */
export function withThinkingBlocks(
  blocks: ContentBlockParam[],
  message: AssistantWithThinking,
  thinking: ThinkingConfigEnabled | undefined,
): ContentBlockParam[] {
  if (!thinking || !message.thinking_blocks?.length) return blocks;
  return [...message.thinking_blocks, ...blocks];
}
