// The ModelClient for any OpenAI-compatible server, built on the openai SDK's own streaming helper
// (`chat.completions.stream`): the SDK parses SSE and accumulates tool calls; we add retries, an idle watchdog,
// reasoning deltas read from raw chunks, and failures as data (partial text kept, half tool calls dropped).
import { randomUUID } from 'node:crypto';
import OpenAI, { APIError, OpenAIError } from 'openai';
import type { ChatCompletionChunk } from 'openai/resources/chat/completions';
import type { ChatCompletionSnapshot } from 'openai/lib/ChatCompletionStream';
import type { ToolCallRecord } from '../shared/agent-events';
import { startIdleTimer } from './idle-timer';
import type {
  ModelClient,
  ModelRequest,
  ModelStreamCallbacks,
  ModelTurn,
  ProviderError,
  TokenUsage,
} from './model-client';
import { noFinishError, providerErrorFromSdk, stalledError } from './provider-errors';
import { abortableSleep, DEFAULT_BACKOFF, retryDelayMs, type BackoffPolicy } from './retry';

export interface OpenAiModelClientOptions {
  /** e.g. https://api.openai.com/v1 or http://127.0.0.1:11434/v1 */
  baseUrl: string;
  /** Empty or undefined: no Authorization header (local servers). */
  apiKey?: string;
  model: string;
  /** Abort a stream that sends nothing for this long (default 60 000 ms). */
  idleTimeoutMs?: number;
  /** Extra attempts for retryable failures before anything streamed (default 4). */
  maxRetries?: number;
  /** Replaces global fetch (tests, proxies). */
  fetch?: typeof fetch;
  backoff?: Partial<BackoffPolicy>;
  /** Ask for usage (`stream_options.include_usage`); default true. False for a server known to reject the option. */
  includeUsage?: boolean;
  /** The server rejected `stream_options` (a 400 naming it): the call was retried at once without it. */
  onUsageOptionRejected?: () => void;
}

const DEFAULT_IDLE_TIMEOUT_MS = 60_000;
const DEFAULT_MAX_RETRIES = 4;
/** Per-attempt SDK timeout; stalls are caught earlier by the idle watchdog. */
const SDK_TIMEOUT_MS = 30 * 60_000;

interface Attempt {
  turn: ModelTurn;
  /** Something reached the consumer (text, reasoning, tool call): a retry would repeat it, so none is made. */
  emitted: boolean;
}

export function createOpenAiModelClient(options: OpenAiModelClientOptions): ModelClient {
  const maxRetries = options.maxRetries ?? DEFAULT_MAX_RETRIES;
  const backoff: BackoffPolicy = { ...DEFAULT_BACKOFF, ...options.backoff };
  return {
    model: options.model,
    async streamChat(request, callbacks) {
      let includeUsage = options.includeUsage ?? true;
      for (let attempt = 0; ; attempt += 1) {
        let result = await streamOnce(options, request, callbacks, includeUsage);
        if (includeUsage && !result.emitted && rejectsUsageOption(result.turn)) {
          // Some servers refuse the option with a 400: ask again at once without it (and remember, via the callback).
          includeUsage = false;
          options.onUsageOptionRejected?.();
          result = await streamOnce(options, request, callbacks, includeUsage);
        }
        const { turn } = result;
        if (turn.status !== 'error' || !turn.error.retryable || result.emitted || attempt >= maxRetries) return turn;
        const delayMs = retryDelayMs(attempt + 1, turn.error.retryAfterMs, backoff);
        callbacks.onRetry?.({ attempt: attempt + 1, delayMs, reason: turn.error.message });
        if (!(await abortableSleep(delayMs, callbacks.signal)))
          return { status: 'aborted', text: '', reasoning: '', toolCalls: [] };
      }
    },
  };
}

interface StreamState {
  text: string;
  reasoning: string;
  finishSeen: boolean;
  receivedData: boolean;
  emitted: boolean;
  snapshot: ChatCompletionSnapshot | undefined;
  /** The usage chunk, when the server sent one. */
  usage?: { prompt_tokens?: number; completion_tokens?: number } | null;
}

/** A 400 whose message names the usage option (`stream_options` / `include_usage`). */
function rejectsUsageOption(turn: ModelTurn): boolean {
  if (turn.status !== 'error' || (turn.error.status !== 400 && turn.error.status !== 422)) return false;
  return /stream_options|include_usage/i.test(turn.error.message);
}

async function streamOnce(
  options: OpenAiModelClientOptions,
  request: ModelRequest,
  callbacks: ModelStreamCallbacks,
  includeUsage: boolean,
): Promise<Attempt> {
  const state: StreamState = {
    text: '',
    reasoning: '',
    finishSeen: false,
    receivedData: false,
    emitted: false,
    snapshot: undefined,
  };
  if (callbacks.signal.aborted)
    return { turn: { status: 'aborted', text: '', reasoning: '', toolCalls: [] }, emitted: false };
  const controller = new AbortController();
  let stopCause: 'user' | 'idle' | undefined;
  const stop = (cause: 'user' | 'idle'): void => {
    stopCause ??= cause;
    controller.abort();
  };
  const onUserAbort = (): void => stop('user');
  callbacks.signal.addEventListener('abort', onUserAbort, { once: true });
  const idleTimeoutMs = options.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS;
  const idle = startIdleTimer(idleTimeoutMs, () => stop('idle'));
  let rawErrorBody: string | undefined;
  try {
    const client = buildClient(options, {
      onErrorBody: (body) => {
        rawErrorBody = body;
      },
      // Any bytes count as life: SSE keep-alive comments (": OPENROUTER PROCESSING") never become SDK chunks.
      onBytes: () => idle.reset(),
    });
    const stream = client.chat.completions.stream(
      {
        model: options.model,
        messages: request.messages,
        ...(request.tools?.length ? { tools: request.tools } : {}),
        ...(includeUsage ? { stream_options: { include_usage: true } } : {}),
      },
      { signal: controller.signal },
    );
    stream.on('chunk', (chunk, snapshot) => {
      idle.reset();
      state.receivedData = true;
      state.snapshot = snapshot;
      if (chunk.usage) state.usage = chunk.usage;
      forwardDeltas(chunk, state, callbacks);
    });
    await stream.done();
    return finish(state, state.finishSeen ? undefined : noFinishError());
  } catch (error) {
    if (stopCause === 'user')
      return { turn: { status: 'aborted', ...partial(state), toolCalls: [] }, emitted: state.emitted };
    if (stopCause === 'idle') return finish(state, stalledError(idleTimeoutMs));
    if (isSdkFinalizeError(error)) return finish(state, state.finishSeen ? undefined : noFinishError());
    const secrets = options.apiKey ? [options.apiKey] : [];
    return finish(
      state,
      providerErrorFromSdk(error, {
        baseUrl: options.baseUrl,
        secrets,
        rawBody: rawErrorBody,
        receivedData: state.receivedData,
      }),
    );
  } finally {
    idle.stop();
    callbacks.signal.removeEventListener('abort', onUserAbort);
  }
}

interface FetchObservers {
  /** The raw body of an HTTP error (the SDK drops bodies without an `error` envelope). */
  onErrorBody: (body: string) => void;
  onBytes: () => void;
}

function buildClient(options: OpenAiModelClientOptions, observers: FetchObservers): OpenAI {
  const baseFetch = options.fetch ?? globalThis.fetch;
  const observingFetch: typeof fetch = async (input, init) => {
    const response = await baseFetch(input, init);
    if (!response.ok) {
      observers.onErrorBody(
        await response
          .clone()
          .text()
          .catch(() => ''),
      );
      return response;
    }
    if (!response.body) return response;
    const counting = new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        observers.onBytes();
        controller.enqueue(chunk);
      },
    });
    return new Response(response.body.pipeThrough(counting), {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
  const hasKey = Boolean(options.apiKey);
  return new OpenAI({
    baseURL: options.baseUrl,
    // The SDK insists on a credential; without a key we send none at all (the header is nulled below).
    apiKey: hasKey ? options.apiKey : 'no-key',
    defaultHeaders: hasKey ? undefined : { Authorization: null },
    maxRetries: 0,
    timeout: SDK_TIMEOUT_MS,
    fetch: observingFetch,
  });
}

/** Choice 0's content and reasoning deltas go straight to the consumer; other choices (n > 1) are ignored. */
function forwardDeltas(chunk: ChatCompletionChunk, state: StreamState, callbacks: ModelStreamCallbacks): void {
  for (const choice of chunk.choices ?? []) {
    if (choice.index !== 0) continue;
    if (choice.finish_reason) state.finishSeen = true;
    const delta = (choice.delta ?? {}) as Record<string, unknown>;
    const reasoning =
      typeof delta.reasoning_content === 'string'
        ? delta.reasoning_content
        : typeof delta.reasoning === 'string'
          ? delta.reasoning
          : '';
    if (reasoning) {
      state.reasoning += reasoning;
      state.emitted = true;
      callbacks.onReasoningDelta(reasoning);
    }
    const text =
      typeof delta.content === 'string' ? delta.content : typeof delta.refusal === 'string' ? delta.refusal : '';
    if (text) {
      state.text += text;
      state.emitted = true;
      callbacks.onTextDelta(text);
    }
    if (Array.isArray(delta.tool_calls) && delta.tool_calls.length > 0) state.emitted = true;
  }
}

function partial(state: StreamState): { text: string; reasoning: string } {
  const message = state.snapshot?.choices[0]?.message;
  const text =
    typeof message?.content === 'string' && message.content.length >= state.text.length ? message.content : state.text;
  return { text, reasoning: state.reasoning };
}

function finish(state: StreamState, error: ProviderError | undefined): Attempt {
  if (error) return { turn: { status: 'error', ...partial(state), toolCalls: [], error }, emitted: state.emitted };
  const choice = state.snapshot?.choices[0];
  return {
    turn: {
      status: 'complete',
      ...partial(state),
      toolCalls: toolCallsOf(choice),
      finishReason: choice?.finish_reason ?? null,
      ...usageOf(state),
    },
    emitted: state.emitted,
  };
}

/** The SDK's accumulated tool calls of choice 0, in index order; a missing id gets a generated one. */
function toolCallsOf(choice: ChatCompletionSnapshot.Choice | undefined): ToolCallRecord[] {
  const calls = choice?.message.tool_calls ?? [];
  const out: ToolCallRecord[] = [];
  for (const call of calls) {
    if (!call) continue;
    out.push({
      id: call.id || `call_${randomUUID().slice(0, 12)}`,
      name: call.function?.name ?? '',
      arguments: call.function?.arguments ?? '',
    });
  }
  return out;
}

/**
 * The SDK's own consistency errors raised when a finished stream is turned into a completion ("missing finish_reason",
 * "request ended without sending any chunks", a missing role or tool-call type from lax servers). Whether the answer
 * is usable is decided from what we saw (a finish_reason), not from these.
 */
function isSdkFinalizeError(error: unknown): boolean {
  return (
    error instanceof OpenAIError &&
    !(error instanceof APIError) &&
    !((error as { cause?: unknown }).cause instanceof Error)
  );
}

function usageOf(state: StreamState): { usage?: TokenUsage } {
  const prompt = state.usage?.prompt_tokens;
  const completion = state.usage?.completion_tokens;
  if (typeof prompt !== 'number' || typeof completion !== 'number') return {};
  return { usage: { promptTokens: prompt, completionTokens: completion } };
}
