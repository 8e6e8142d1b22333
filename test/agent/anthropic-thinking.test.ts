// Claude's extended thinking in a Messages API request (agent/model/anthropic-thinking.ts through
// agent/model/anthropic-request.ts): the budget asked for, thinking blocks first in their answer, and no thinking
// switched on in the middle of a tool-use turn whose answer carried none (the API refuses that).
import { describe, expect, it } from 'vitest';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { toAnthropicRequest } from '../../electron/agent/model/anthropic-request';
import type { ThinkingBlock } from '../../electron/shared/thinking-blocks';

const block: ThinkingBlock = { type: 'thinking', thinking: 'Check the clock.', signature: 'c2lnbmVk' };
const toolTurn = (thinking?: ThinkingBlock[]): ChatCompletionMessageParam[] => [
  { role: 'user', content: 'What time is it?' },
  {
    role: 'assistant',
    content: null,
    tool_calls: [{ id: 'toolu_1', type: 'function', function: { name: 'datetime', arguments: '{}' } }],
    ...(thinking ? { thinking_blocks: thinking } : {}),
  } as ChatCompletionMessageParam,
  { role: 'tool', tool_call_id: 'toolu_1', content: '10:00' },
];

describe('extended thinking in the request', () => {
  it('asks for the budget (at least 1,024) with max_tokens above it, and sends the blocks back first', () => {
    const request = toAnthropicRequest({ messages: toolTurn([block]) }, 'claude-sonnet-4-5', { thinkingBudget: 4_000 });
    expect(request.thinking).toEqual({ type: 'enabled', budget_tokens: 4_000 });
    expect(request.max_tokens).toBeGreaterThan(4_000);
    expect(request.messages[1]!.content).toEqual([
      block,
      { type: 'tool_use', id: 'toolu_1', name: 'datetime', input: {} },
    ]);
  });

  it('no budget: no thinking, and kept blocks are not sent', () => {
    const request = toAnthropicRequest({ messages: toolTurn([block]) }, 'claude-sonnet-4-5');
    expect(request.thinking).toBeUndefined();
    expect(request.messages[1]!.content).toEqual([{ type: 'tool_use', id: 'toolu_1', name: 'datetime', input: {} }]);
  });

  it('a tool-use turn under way without thinking blocks stays without thinking', () => {
    const request = toAnthropicRequest({ messages: toolTurn() }, 'claude-sonnet-4-5', { thinkingBudget: 2_048 });
    expect(request.thinking).toBeUndefined();
  });
});
