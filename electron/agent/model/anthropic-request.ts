// Turns the loop's provider-neutral request (Chat Completions messages and function tools) into a Messages API request:
// system prompt and tool definitions marked for prompt caching, tool calls as `tool_use`, results as `tool_result`
// blocks in one user turn, image data URLs as base64 image blocks, and roles merged so user and assistant alternate.
// Extended thinking (anthropic-thinking.ts) when a budget is set: an answer's thinking blocks go back before its tool_use.
import type {
  ContentBlockParam,
  ImageBlockParam,
  MessageCreateParamsStreaming,
  MessageParam,
  Tool,
} from '@anthropic-ai/sdk/resources/messages';
import type { ChatCompletionContentPart, ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { ModelRequest } from './model-client';
import { thinkingFor, withThinkingBlocks, type AssistantWithThinking } from './anthropic-thinking';

const CACHED = { type: 'ephemeral' } as const;
/** Claude 3 models (not 3.5 / 3.7) answer at most 4,096 tokens; later ones take 8,192 and more. */
const CLAUDE_3_OUTPUT_LIMIT = /claude-3-(?:opus|sonnet|haiku)-/;

export function maxOutputTokensFor(model: string): number {
  return CLAUDE_3_OUTPUT_LIMIT.test(model) ? 4_096 : 8_192;
}

export function toAnthropicRequest(
  request: ModelRequest,
  model: string,
  options: { thinkingBudget?: number | undefined } = {},
): MessageCreateParamsStreaming {
  const thinking = thinkingFor(request.messages, options.thinkingBudget);
  const systemTexts: string[] = [];
  const messages: MessageParam[] = [];
  const push = (role: 'user' | 'assistant', blocks: ContentBlockParam[]): void => {
    if (blocks.length === 0) return;
    const last = messages.at(-1);
    if (last?.role === role) (last.content as ContentBlockParam[]).push(...blocks);
    else messages.push({ role, content: blocks });
  };
  for (const message of request.messages) {
    if (message.role === 'system' || message.role === 'developer') systemTexts.push(plainText(message.content));
    else if (message.role === 'user') push('user', userBlocks(message.content));
    else if (message.role === 'assistant')
      push('assistant', withThinkingBlocks(assistantBlocks(message), message as AssistantWithThinking, thinking));
    else if (message.role === 'tool')
      push('user', [{ type: 'tool_result', tool_use_id: message.tool_call_id, content: plainText(message.content) }]);
  }
  // The Messages API wants the conversation to open with the person; an empty first turn never reaches it.
  if (messages[0]?.role !== 'user') messages.unshift({ role: 'user', content: [{ type: 'text', text: '(continue)' }] });
  const system = systemTexts.filter((text) => text.trim() !== '').join('\n\n');
  const tools = (request.tools ?? []).map((tool, index, all): Tool => ({
    name: tool.function.name,
    description: tool.function.description ?? '',
    input_schema: { type: 'object', ...(tool.function.parameters ?? {}) } as Tool['input_schema'],
    // One breakpoint after the last tool caches every definition (they come before the system prompt).
    ...(index === all.length - 1 ? { cache_control: CACHED } : {}),
  }));
  return {
    model,
    // Thinking counts against max_tokens, which must stay above its budget.
    max_tokens: maxOutputTokensFor(model) + (thinking ? thinking.budget_tokens : 0),
    stream: true,
    messages,
    ...(system ? { system: [{ type: 'text', text: system, cache_control: CACHED }] } : {}),
    ...(tools.length > 0 ? { tools } : {}),
    ...(thinking ? { thinking } : {}),
  };
}

function plainText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content
    .map((part: { type?: string; text?: string }) => (part.type === 'text' && part.text ? part.text : ''))
    .join('\n');
}

function userBlocks(content: string | ChatCompletionContentPart[]): ContentBlockParam[] {
  if (typeof content === 'string') return content === '' ? [] : [{ type: 'text', text: content }];
  return content.flatMap((part): ContentBlockParam[] => {
    if (part.type === 'text') return part.text === '' ? [] : [{ type: 'text', text: part.text }];
    if (part.type === 'image_url') return [imageBlock(part.image_url.url)];
    return [];
  });
}

function imageBlock(url: string): ImageBlockParam {
  const data = /^data:(image\/[a-z+.-]+);base64,(.*)$/is.exec(url);
  if (!data) return { type: 'image', source: { type: 'url', url } };
  const mediaType = data[1]!.toLowerCase() as 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';
  return { type: 'image', source: { type: 'base64', media_type: mediaType, data: data[2]! } };
}

function assistantBlocks(message: Extract<ChatCompletionMessageParam, { role: 'assistant' }>): ContentBlockParam[] {
  const text = plainText(message.content ?? '');
  const blocks: ContentBlockParam[] = text.trim() === '' ? [] : [{ type: 'text', text }];
  for (const call of message.tool_calls ?? []) {
    if (call.type !== 'function') continue;
    blocks.push({
      type: 'tool_use',
      id: call.id,
      name: call.function.name,
      input: parseInput(call.function.arguments),
    });
  }
  return blocks;
}

/** Arguments the loop already checked are JSON objects; anything else goes back as an empty input. */
function parseInput(text: string): Record<string, unknown> {
  try {
    const value = JSON.parse(text || '{}') as unknown;
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}
