// Turns one ScriptStep into a Reply plan (status, headers, body pieces, how the connection ends) for a recorded request.
// Streaming requests get SSE frames; non-streaming ones get a chat.completion JSON built from the same step.
import {
  estimateUsage,
  makeChunk,
  makeUsageChunk,
  textDeltas,
  toolCallDeltas,
  withRole,
  type ChunkFrame,
  type Delta,
  type ResolvedToolCall,
} from './fake-llm-chunks';
import type { RecordedRequest, ScriptStep } from './fake-llm-types';
import { loadFixtureResponse } from './sse-fixtures';

/** How the connection ends once every piece is written. */
export type ReplyEnding = 'end' | 'destroy' | 'stall';

export interface Reply {
  status: number;
  headers: Record<string, string>;
  /** Body pieces, written one by one (with `delayMs` between them). */
  pieces: Array<string | Buffer>;
  delayMs: number;
  ending: ReplyEnding;
}

export interface ReplyContext {
  request: RecordedRequest;
  frame: ChunkFrame;
  /** Prefix for generated tool call ids, unique per request. */
  callIdPrefix: string;
}

export const SSE_HEADERS = { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' };
const JSON_HEADERS = { 'content-type': 'application/json' };
const DONE_FRAME = 'data: [DONE]\n\n';
const MAX_HANDLER_DEPTH = 10;

export function buildReply(step: ScriptStep, ctx: ReplyContext, depth = 0): Reply {
  switch (step.kind) {
    case 'handler':
      if (depth >= MAX_HANDLER_DEPTH) throw new Error(`handler steps nested more than ${MAX_HANDLER_DEPTH} deep`);
      return buildReply(step.handle(ctx.request), ctx, depth + 1);
    case 'text':
      return textReply(step, ctx);
    case 'tool_calls':
      return toolCallsReply(step, ctx);
    case 'http_error':
      return jsonReply(
        step.status,
        typeof step.body === 'string' ? step.body : JSON.stringify(step.body),
        step.headers,
      );
    case 'cut':
      return partialReply(ctx, step.text, step.toolCall, 'destroy');
    case 'stall':
      return partialReply(ctx, step.text, undefined, 'stall');
    case 'no_finish':
      return noFinishReply(step.text, ctx);
    case 'fixture':
      return fixtureReply(step.file, step.chunkBytes, step.delayMs);
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

/** An OpenAI-style error envelope reply. */
export function errorReply(status: number, message: string, type: string): Reply {
  return jsonReply(status, JSON.stringify({ error: { message, type, param: null, code: null } }));
}

export function jsonReply(status: number, body: string, headers?: Record<string, string>): Reply {
  const length = { 'content-length': String(Buffer.byteLength(body)) };
  return { status, headers: { ...JSON_HEADERS, ...length, ...headers }, pieces: [body], delayMs: 0, ending: 'end' };
}

type TextStep = Extract<ScriptStep, { kind: 'text' }>;
type ToolStep = Extract<ScriptStep, { kind: 'tool_calls' }>;

function textReply(step: TextStep, ctx: ReplyContext): Reply {
  const finishReason = step.finishReason === undefined ? 'stop' : step.finishReason;
  const usage = estimateUsage(ctx.request.messages, (step.reasoning ?? '') + step.text);
  if (!ctx.request.stream) {
    const message = { role: 'assistant', content: step.text, refusal: null, ...reasoningField(step.reasoning) };
    return completionReply(ctx, message, finishReason, usage);
  }
  const deltas = withRole(textDeltas(step.reasoning, step.text, step.chunkSize ?? 4));
  const chunks = deltas.map((delta) => makeChunk(ctx.frame, delta));
  if (finishReason !== null) chunks.push(makeChunk(ctx.frame, {}, finishReason));
  if (step.usage && wantsUsage(ctx.request)) chunks.push(makeUsageChunk(ctx.frame, usage));
  return sseReply(chunks, step.delayMs ?? 0, true);
}

function toolCallsReply(step: ToolStep, ctx: ReplyContext): Reply {
  const calls = resolveCalls(step.calls, ctx.callIdPrefix);
  const finishReason = step.finishReason ?? 'tool_calls';
  const usage = estimateUsage(
    ctx.request.messages,
    calls.map((c) => c.name + c.arguments).join('') + (step.text ?? ''),
  );
  if (!ctx.request.stream) {
    const toolCalls = calls.map((c) => ({
      id: c.id,
      type: 'function',
      function: { name: c.name, arguments: c.arguments },
    }));
    const message = {
      role: 'assistant',
      content: step.text ?? null,
      refusal: null,
      tool_calls: toolCalls,
      ...reasoningField(step.reasoning),
    };
    return completionReply(ctx, message, finishReason, usage);
  }
  const deltas: Delta[] = [
    ...textDeltas(step.reasoning, step.text, 4),
    ...toolCallDeltas(calls, step.argChunkSize ?? 7, step.interleave ?? false),
  ];
  const chunks = withRole(deltas).map((delta) => makeChunk(ctx.frame, delta));
  chunks.push(makeChunk(ctx.frame, {}, finishReason));
  if (step.usage && wantsUsage(ctx.request)) chunks.push(makeUsageChunk(ctx.frame, usage));
  return sseReply(chunks, step.delayMs ?? 0, true);
}

/** Some chunks, then the connection is destroyed (`cut`) or left open with nothing more (`stall`). */
function partialReply(
  ctx: ReplyContext,
  text: string | undefined,
  toolCall: { name: string; partialArguments: string } | undefined,
  ending: 'destroy' | 'stall',
): Reply {
  if (!ctx.request.stream) {
    const completion = completionBody(ctx, { role: 'assistant', content: text ?? '' }, 'stop', undefined);
    const half = completion.slice(0, Math.ceil(completion.length / 2));
    return {
      status: 200,
      headers: { ...JSON_HEADERS },
      pieces: ending === 'destroy' ? [half] : [],
      delayMs: 0,
      ending,
    };
  }
  const deltas = textDeltas(undefined, text, 4);
  if (toolCall) {
    const call = { id: `${ctx.callIdPrefix}_0`, name: toolCall.name, arguments: toolCall.partialArguments };
    deltas.push(...toolCallDeltas([call], 7, false));
  }
  const chunks = withRole(deltas).map((delta) => makeChunk(ctx.frame, delta));
  return { ...sseReply(chunks, 0, false), ending };
}

function noFinishReply(text: string, ctx: ReplyContext): Reply {
  if (!ctx.request.stream) {
    return completionReply(ctx, { role: 'assistant', content: text, refusal: null }, null, undefined);
  }
  const chunks = withRole(textDeltas(undefined, text, 4)).map((delta) => makeChunk(ctx.frame, delta));
  return sseReply(chunks, 0, false);
}

function fixtureReply(file: string, chunkBytes: number | undefined, delayMs: number | undefined): Reply {
  const fixture = loadFixtureResponse(file);
  if (fixture.kind === 'error') return jsonReply(fixture.status, fixture.body, fixture.headers);
  const pieces = chunkBytes ? splitBytes(fixture.body, chunkBytes) : [fixture.body];
  return { status: 200, headers: { ...SSE_HEADERS }, pieces, delayMs: delayMs ?? 0, ending: 'end' };
}

function sseReply(chunks: object[], delayMs: number, withDone: boolean): Reply {
  const pieces = chunks.map((chunk) => `data: ${JSON.stringify(chunk)}\n\n`);
  if (withDone) pieces.push(DONE_FRAME);
  return { status: 200, headers: { ...SSE_HEADERS }, pieces, delayMs, ending: 'end' };
}

function completionReply(
  ctx: ReplyContext,
  message: object,
  finishReason: string | null,
  usage: object | undefined,
): Reply {
  return jsonReply(200, completionBody(ctx, message, finishReason, usage));
}

function completionBody(
  ctx: ReplyContext,
  message: object,
  finishReason: string | null,
  usage: object | undefined,
): string {
  const { id, created, model } = ctx.frame;
  const choices = [{ index: 0, message, logprobs: null, finish_reason: finishReason }];
  return JSON.stringify({
    id,
    object: 'chat.completion',
    created,
    model,
    system_fingerprint: 'fp_fake',
    choices,
    usage,
  });
}

function resolveCalls(calls: ToolStep['calls'], prefix: string): ResolvedToolCall[] {
  return calls.map((call, i) => ({
    id: call.id ?? `${prefix}_${i}`,
    name: call.name,
    arguments: typeof call.arguments === 'string' ? call.arguments : JSON.stringify(call.arguments),
  }));
}

function reasoningField(reasoning: string | undefined): object {
  return reasoning === undefined ? {} : { reasoning_content: reasoning };
}

function wantsUsage(request: RecordedRequest): boolean {
  return request.body?.stream_options?.include_usage === true;
}

/** Splits a UTF-8 body into pieces of `size` bytes (pieces may end inside a multi-byte character, like real TCP). */
export function splitBytes(body: string, size: number): Buffer[] {
  const buffer = Buffer.from(body, 'utf8');
  const step = Math.max(1, Math.floor(size));
  const parts: Buffer[] = [];
  for (let i = 0; i < buffer.length; i += step) parts.push(buffer.subarray(i, i + step));
  return parts;
}
