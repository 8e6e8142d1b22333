// Turns stored conversation messages into the OpenAI chat messages sent to the model, for native tool calling or the
// XML fallback. Keeps the wire valid: every assistant tool call gets exactly one result, orphans are dropped.
import type { ChatCompletionContentPart, ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { MessageStatus, ToolCallRecord } from '../../shared/agent-events';
import { assistantDetailsOf } from '../../shared/message-details';
import type { AssistantWithThinking } from '../model/anthropic-thinking';
import { formatXmlToolResults, renderXmlToolCall, type XmlToolResult } from '../model/xml-dispatch';
import {
  toolImagesContent,
  toolImagesNotShownNote,
  userContent,
  type LoadedAttachment,
  type ToolImagePart,
} from './attachment-parts';
import { keepNewestImages, MAX_IMAGES_PER_REQUEST } from './image-budget';

/** The fields of a stored message the model needs (StoredMessage satisfies it). */
export interface HistoryMessage {
  role: 'system' | 'user' | 'assistant' | 'tool';
  content: string;
  reasoning?: string | null;
  toolCalls?: ToolCallRecord[] | null;
  toolCallId?: string | null;
  toolName?: string | null;
  status?: MessageStatus;
  /** User messages: the attached files, loaded for the request (agent/context/attachment-parts.ts). */
  attachments?: readonly LoadedAttachment[];
  /** Tool messages: images the tool returned (shown to a model that takes images in an extra user message). */
  images?: readonly ToolImagePart[];
  /** Assistant messages: the stored details (Claude's thinking blocks go back with the tool calls). */
  details?: unknown;
}

export type ToolMode = 'native' | 'xml';

export interface ToModelMessagesOptions {
  toolMode: ToolMode;
  /** Sent first as the system message when given. */
  systemPrompt?: string;
  /** Whether the model takes images (agent/model/vision-models.ts); without it, images become notes that say so. */
  takesImages?: boolean;
  /** The most images the request carries (the newest; older ones become notes). Default MAX_IMAGES_PER_REQUEST. */
  maxImages?: number;
}

type CollectedResult = XmlToolResult & { images?: readonly ToolImagePart[] };

export const MISSING_RESULT_CONTENT = 'No result: this tool call did not run (the run was stopped before it).';

export function toModelMessages(
  stored: readonly HistoryMessage[],
  options: ToModelMessagesOptions,
): ChatCompletionMessageParam[] {
  const out: ChatCompletionMessageParam[] = [];
  if (options.systemPrompt) out.push({ role: 'system', content: options.systemPrompt });
  const takesImages = options.takesImages === true;
  const history = takesImages ? keepNewestImages(stored, options.maxImages ?? MAX_IMAGES_PER_REQUEST) : stored;
  for (let i = 0; i < history.length; i += 1) {
    const message = history[i]!;
    if (message.role === 'user') {
      pushUser(
        out,
        message.attachments?.length ? userContent(message.content, message.attachments, takesImages) : message.content,
      );
    } else if (message.role === 'assistant') {
      const calls = message.toolCalls ?? [];
      const results = calls.length > 0 ? withImageNotes(collectResults(history, i + 1, calls), takesImages) : [];
      if (calls.length > 0) i += countFollowingToolMessages(history, i + 1);
      if (options.toolMode === 'native') pushNativeAssistant(out, message, calls, results);
      else pushXmlAssistant(out, message, calls, results);
      // Tool messages carry text only: a tool's images follow as a user message labelled with the call.
      if (takesImages)
        for (const result of results)
          if (result.images?.length)
            pushUser(out, toolImagesContent({ id: result.callId, name: result.name }, result.images));
    }
    // Stored system notices are not replayed (the system prompt is built fresh), and a tool message that does not
    // follow its assistant message is an orphan the API would reject.
  }
  return out;
}

type UserContent = string | ChatCompletionContentPart[];
const asParts = (content: UserContent): ChatCompletionContentPart[] =>
  typeof content === 'string' ? [{ type: 'text', text: content }] : content;

/** Several user messages in a row are merged: strict chat templates require alternating roles. */
function pushUser(out: ChatCompletionMessageParam[], content: UserContent): void {
  const last = out[out.length - 1];
  if (last?.role === 'user' && typeof last.content === 'string' && typeof content === 'string') {
    last.content = `${last.content}\n\n${content}`;
    return;
  }
  if (last?.role === 'user' && last.content !== undefined) {
    last.content = [...asParts(last.content as UserContent), ...asParts(content)];
    return;
  }
  out.push({ role: 'user', content });
}

/** For a model without image input, a tool's text says plainly that its images could not be shown. */
function withImageNotes(results: CollectedResult[], takesImages: boolean): CollectedResult[] {
  if (takesImages) return results;
  return results.map((result) =>
    result.images?.length
      ? { ...result, content: `${result.content}\n${toolImagesNotShownNote(result.images.length)}` }
      : result,
  );
}

function pushNativeAssistant(
  out: ChatCompletionMessageParam[],
  message: HistoryMessage,
  calls: ToolCallRecord[],
  results: XmlToolResult[],
): void {
  if (calls.length === 0) {
    if (message.content !== '') pushAssistantText(out, message.content);
    return;
  }
  const thinking = assistantDetailsOf(message.details).thinkingBlocks;
  const assistant: AssistantWithThinking = {
    role: 'assistant',
    content: message.content === '' ? null : message.content,
    tool_calls: calls.map((call) => ({
      id: call.id,
      type: 'function' as const,
      function: { name: call.name, arguments: call.arguments },
    })),
    ...(thinking?.length ? { thinking_blocks: thinking } : {}),
  };
  out.push(assistant);
  for (const result of results) out.push({ role: 'tool', tool_call_id: result.callId, content: result.content });
}

function pushXmlAssistant(
  out: ChatCompletionMessageParam[],
  message: HistoryMessage,
  calls: ToolCallRecord[],
  results: XmlToolResult[],
): void {
  let content = message.content;
  if (calls.length > 0 && !/<tool_call\b/i.test(content)) {
    content = [content, ...calls.map(renderXmlToolCall)].filter((part) => part !== '').join('\n');
  }
  if (content !== '') pushAssistantText(out, content);
  if (results.length > 0) pushUser(out, formatXmlToolResults(results));
}

/**
 * An answer right after another plain answer (the continuation of one cut off at the model's limit) is joined to it:
 * strict chat templates require alternating roles, and the two are one answer.
 */
function pushAssistantText(out: ChatCompletionMessageParam[], content: string): void {
  const last = out[out.length - 1];
  if (last?.role === 'assistant' && typeof last.content === 'string' && !('tool_calls' in last && last.tool_calls)) {
    last.content = `${last.content}${content}`;
    return;
  }
  out.push({ role: 'assistant', content });
}

function countFollowingToolMessages(history: readonly HistoryMessage[], start: number): number {
  let count = 0;
  while (history[start + count]?.role === 'tool') count += 1;
  return count;
}

/** One result per call, in the calls' order; a call with no stored result gets a placeholder. */
function collectResults(history: readonly HistoryMessage[], start: number, calls: ToolCallRecord[]): CollectedResult[] {
  const byId = new Map<string, HistoryMessage>();
  for (let j = start; history[j]?.role === 'tool'; j += 1) {
    const tool = history[j]!;
    if (tool.toolCallId && !byId.has(tool.toolCallId)) byId.set(tool.toolCallId, tool);
  }
  return calls.map((call) => {
    const stored = byId.get(call.id);
    return {
      callId: call.id,
      name: call.name,
      content: stored ? stored.content : MISSING_RESULT_CONTENT,
      ok: stored ? stored.status !== 'error' : false,
      ...(stored?.images?.length ? { images: stored.images } : {}),
    };
  });
}
