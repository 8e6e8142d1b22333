// The ModelClient for any OpenAI-compatible server: the openai SDK's `chat.completions.create({ stream: true })` parses
// SSE (one SDK client per model client) and Hearth's own accumulator merges the chunks; we add retries, an idle
// watchdog, reasoning deltas read from raw chunks, and failures as data (partial text kept, half tool calls dropped).
import { nodeCrypto } from '../../../tools/lazy-builtins';
import OpenAI, { OpenAIError } from 'openai';
import type { ToolCallRecord } from '../../shared/agent-events';
import { createChatStreamAccumulator, type ChatStreamAccumulator } from './chat-stream-accumulator';
import { startIdleTimer } from './idle-timer';
import { finishAttempt, forwardAdded, partialTurn, type StreamAttempt, type StreamState } from './stream-attempt';
import type { ModelClient, ModelRequest, ModelStreamCallbacks, ModelTurn, ProviderError } from './model-client';
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

export function createOpenAiModelClient(options: OpenAiModelClientOptions): ModelClient {
  const maxRetries = options.maxRetries ?? DEFAULT_MAX_RETRIES;
  const backoff: BackoffPolicy = { ...DEFAULT_BACKOFF, ...options.backoff };
  let client: OpenAI | undefined;
  const sharedClient = (): OpenAI => (client ??= buildClient(options));
  return {
    model: options.model,
    async streamChat(request, callbacks) {
      let includeUsage = options.includeUsage ?? true;
      for (let attempt = 0; ; attempt += 1) {
        let result = await streamOnce(sharedClient, options, request, callbacks, includeUsage);
        if (includeUsage && !result.emitted && rejectsUsageOption(result.turn)) {
          // Some servers refuse the option with a 400: ask again at once without it (and remember, via the callback).
          includeUsage = false;
          options.onUsageOptionRejected?.();
          result = await streamOnce(sharedClient, options, request, callbacks, includeUsage);
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

/** A 400 whose message names the usage option (`stream_options` / `include_usage`). */
function rejectsUsageOption(turn: ModelTurn): boolean {
  if (turn.status !== 'error' || (turn.error.status !== 400 && turn.error.status !== 422)) return false;
  return /stream_options|include_usage/i.test(turn.error.message);
}

async function streamOnce(
  clientOf: () => OpenAI,
  options: OpenAiModelClientOptions,
  request: ModelRequest,
  callbacks: ModelStreamCallbacks,
  includeUsage: boolean,
): Promise<StreamAttempt> {
  const state: StreamState<ChatStreamAccumulator> = {
    accumulator: createChatStreamAccumulator(),
    receivedData: false,
    emitted: false,
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
  const observers: FetchObservers = {
    onErrorBody: (body) => {
      rawErrorBody = body;
    },
    // Any bytes count as life: SSE keep-alive comments (": OPENROUTER PROCESSING") never become SDK chunks.
    onBytes: () => idle.reset(),
  };
  const stopped = (): StreamAttempt | undefined => {
    if (stopCause === 'user')
      return { turn: { status: 'aborted', ...partialTurn(state), toolCalls: [] }, emitted: state.emitted };
    if (stopCause === 'idle') return finish(state, stalledError(idleTimeoutMs));
    return undefined;
  };
  try {
    const stream = await clientOf().chat.completions.create(
      {
        model: options.model,
        messages: withoutThinkingBlocks(request.messages),
        stream: true,
        ...(request.tools?.length ? { tools: request.tools } : {}),
        ...(includeUsage ? { stream_options: { include_usage: true } } : {}),
      },
      { signal: controller.signal, fetchOptions: withObservers(observers) },
    );
    for await (const chunk of stream) {
      idle.reset();
      state.receivedData = true;
      forwardAdded(state.accumulator.add(chunk), state, callbacks);
    }
    // The SDK ends the iteration quietly when the request is aborted: say why it stopped.
    return stopped() ?? finish(state, state.accumulator.finishReason ? undefined : noFinishError());
  } catch (error) {
    const stop = stopped();
    if (stop) return stop;
    const secrets = options.apiKey ? [options.apiKey] : [];
    return finish(
      state,
      providerErrorFromSdk(asSdkError(error), {
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

/**
 * A failure while reading the body (a dropped connection, a chunk that is not JSON) comes out of the iterator raw;
 * the SDK's own errors wrap such a cause, which is how provider-errors.ts recognizes a cut stream.
 */
function asSdkError(error: unknown): unknown {
  if (error instanceof OpenAIError || !(error instanceof Error)) return error;
  const wrapped = new OpenAIError(error.message);
  (wrapped as { cause?: unknown }).cause = error;
  return wrapped;
}

interface FetchObservers {
  /** The raw body of an HTTP error (the SDK drops bodies without an `error` envelope). */
  onErrorBody: (body: string) => void;
  onBytes: () => void;
}

/** The attempt's observers ride in the request's fetch options (the SDK passes them through) to the shared fetch. */
const OBSERVERS = Symbol('hearth.fetchObservers');
type ObservedInit = RequestInit & { [OBSERVERS]?: FetchObservers };
type SdkFetchOptions = NonNullable<NonNullable<Parameters<OpenAI['chat']['completions']['create']>[1]>['fetchOptions']>;

function withObservers(observers: FetchObservers): SdkFetchOptions {
  return { [OBSERVERS]: observers } as SdkFetchOptions;
}

/** One SDK client per model client; each attempt's observers arrive with its request. */
function buildClient(options: OpenAiModelClientOptions): OpenAI {
  const baseFetch = options.fetch ?? globalThis.fetch;
  const observingFetch: typeof fetch = async (input, init) => {
    const { [OBSERVERS]: observers, ...plainInit } = (init ?? {}) as ObservedInit;
    const response = await baseFetch(input, plainInit);
    if (!observers) return response;
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

function finish(state: StreamState<ChatStreamAccumulator>, error: ProviderError | undefined): StreamAttempt {
  return finishAttempt(state, error, () => toolCallsOf(state.accumulator));
}

/** Choice 0's accumulated tool calls, in index order; a missing id gets a generated one. */
function toolCallsOf(accumulator: ChatStreamAccumulator): ToolCallRecord[] {
  return accumulator.toolCalls().map((call) => ({
    id: call.id || `call_${nodeCrypto().randomUUID().slice(0, 12)}`,
    name: call.name,
    arguments: call.arguments,
  }));
}

/** Claude's thinking blocks stay between Hearth and Anthropic: an OpenAI-compatible server never sees them. */
function withoutThinkingBlocks(messages: ModelRequest['messages']): ModelRequest['messages'] {
  return messages.map((message) => {
    if (message.role !== 'assistant' || !('thinking_blocks' in message)) return message;
    const { thinking_blocks: _dropped, ...rest } = message as typeof message & { thinking_blocks?: unknown };
    return rest;
  });
}
