// The fake server's Anthropic side: turns a ScriptStep into a Messages API reply (POST /v1/messages) — text and
// tool_use blocks as streaming events (`event:` + `data:` frames), errors in Anthropic's envelope, and fixtures from
// test/fixtures/anthropic-sse. Steps that make no sense here (`no_finish`) end the stream without message_stop.
import type { RecordedRequest, ScriptStep } from './fake-llm-types';
import { jsonReply, splitBytes, SSE_HEADERS, type Reply } from './fake-llm-steps';
import { anthropicFixturesDir, loadFixtureResponse } from './sse-fixtures';

export interface AnthropicReplyContext {
  request: RecordedRequest;
  messageId: string;
  callIdPrefix: string;
}

const MAX_HANDLER_DEPTH = 10;

export function anthropicErrorReply(status: number, message: string, type: string): Reply {
  return jsonReply(status, JSON.stringify({ type: 'error', error: { type, message } }));
}

export function buildAnthropicReply(step: ScriptStep, ctx: AnthropicReplyContext, depth = 0): Reply {
  switch (step.kind) {
    case 'handler':
      if (depth >= MAX_HANDLER_DEPTH) throw new Error(`handler steps nested more than ${MAX_HANDLER_DEPTH} deep`);
      return buildAnthropicReply(step.handle(ctx.request), ctx, depth + 1);
    case 'text': {
      const frames = [
        ...thinkingFrames(0, step.reasoning, step.chunkSize ?? 4),
        ...textFrames(step.reasoning ? 1 : 0, step.text, step.chunkSize ?? 4),
      ];
      const stop = step.finishReason === 'length' ? 'max_tokens' : 'end_turn';
      return stream(ctx, frames, step.finishReason === null ? null : stop, step.delayMs ?? 0);
    }
    case 'tool_calls': {
      // Thinking (with its signature) first, then the text, then the tool_use blocks, as Claude answers.
      const frames = [...thinkingFrames(0, step.reasoning, 4)];
      if (step.text) frames.push(...textFrames(step.reasoning ? 1 : 0, step.text, 4));
      const first = (step.reasoning ? 1 : 0) + (step.text ? 1 : 0);
      step.calls.forEach((call, i) => {
        const args = typeof call.arguments === 'string' ? call.arguments : JSON.stringify(call.arguments);
        const id = call.id ?? `${ctx.callIdPrefix}_${i}`;
        frames.push(...toolUseFrames(first + i, id, call.name, args, step));
      });
      return stream(ctx, frames, 'tool_use', step.delayMs ?? 0);
    }
    case 'http_error':
      return jsonReply(
        step.status,
        typeof step.body === 'string' ? step.body : JSON.stringify(step.body),
        step.headers,
      );
    case 'cut':
    case 'stall': {
      const reply = stream(ctx, textFrames(0, step.text ?? '', 4), null, 0);
      return { ...reply, ending: step.kind === 'cut' ? 'destroy' : 'stall' };
    }
    case 'no_finish':
      return stream(ctx, textFrames(0, step.text, 4), null, 0);
    case 'fixture': {
      const fixture = loadFixtureResponse(step.file, anthropicFixturesDir());
      if (fixture.kind === 'error') return jsonReply(fixture.status, fixture.body, fixture.headers);
      const pieces = step.chunkBytes ? splitBytes(fixture.body, step.chunkBytes) : [fixture.body];
      return { status: 200, headers: { ...SSE_HEADERS }, pieces, delayMs: step.delayMs ?? 0, ending: 'end' };
    }
    case 'raw':
      return {
        status: step.status ?? 200,
        headers: { ...step.headers },
        pieces: [step.body],
        delayMs: 0,
        ending: 'end',
      };
  }
}

type Frame = [event: string, data: object];

function stream(ctx: AnthropicReplyContext, blocks: Frame[], stopReason: string | null, delayMs: number): Reply {
  const inputTokens = Math.ceil(JSON.stringify(ctx.request.body ?? {}).length / 4);
  const frames: Frame[] = [
    [
      'message_start',
      {
        type: 'message_start',
        message: {
          id: ctx.messageId,
          type: 'message',
          role: 'assistant',
          model: ctx.request.model ?? 'fake-claude',
          content: [],
          stop_reason: null,
          stop_sequence: null,
          usage: { input_tokens: inputTokens, output_tokens: 1 },
        },
      },
    ],
    ['ping', { type: 'ping' }],
    ...blocks,
  ];
  if (stopReason !== null) {
    const outputTokens = Math.ceil(JSON.stringify(blocks).length / 16);
    frames.push(
      [
        'message_delta',
        {
          type: 'message_delta',
          delta: { stop_reason: stopReason, stop_sequence: null },
          usage: { output_tokens: outputTokens },
        },
      ],
      ['message_stop', { type: 'message_stop' }],
    );
  }
  const pieces = frames.map(([event, data]) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  return { status: 200, headers: { ...SSE_HEADERS }, pieces, delayMs, ending: 'end' };
}

function pieces(text: string, size: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < text.length; i += Math.max(1, size)) out.push(text.slice(i, i + size));
  return out;
}

function block(index: number, content: object, deltas: object[]): Frame[] {
  return [
    ['content_block_start', { type: 'content_block_start', index, content_block: content }],
    ...deltas.map((delta): Frame => ['content_block_delta', { type: 'content_block_delta', index, delta }]),
    ['content_block_stop', { type: 'content_block_stop', index }],
  ];
}

function textFrames(index: number, text: string, size: number): Frame[] {
  if (!text) return [];
  const deltas = pieces(text, size).map((part) => ({ type: 'text_delta', text: part }));
  return block(index, { type: 'text', text: '' }, deltas);
}

function thinkingFrames(index: number, thinking: string | undefined, size: number): Frame[] {
  if (!thinking) return [];
  const deltas = [
    ...pieces(thinking, size).map((part) => ({ type: 'thinking_delta', thinking: part })),
    { type: 'signature_delta', signature: 'ZmFrZS1zaWduYXR1cmU=' },
  ];
  return block(index, { type: 'thinking', thinking: '', signature: '' }, deltas);
}

function toolUseFrames(
  index: number,
  id: string,
  name: string,
  args: string,
  step: Extract<ScriptStep, { kind: 'tool_calls' }>,
): Frame[] {
  const deltas = ['', ...pieces(args, step.argChunkSize ?? 7)].map((part) => ({
    type: 'input_json_delta',
    partial_json: part,
  }));
  return block(index, { type: 'tool_use', id, name, input: {} }, deltas);
}
