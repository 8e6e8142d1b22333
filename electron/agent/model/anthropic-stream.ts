// The ModelClient for Anthropic's Messages API through @anthropic-ai/sdk (`messages.create({ stream: true })`, raw
// events merged by anthropic-stream-accumulator.ts): the same retries, idle watchdog and failures-as-data as the
// OpenAI path (openai-stream.ts), so the loop cannot tell which provider it talks to.
import Anthropic from '@anthropic-ai/sdk';
import type { RawMessageStreamEvent } from '@anthropic-ai/sdk/resources/messages';
import { providerErrorFromAnthropic } from './anthropic-errors';
import { toAnthropicRequest } from './anthropic-request';
import { createAnthropicStreamAccumulator, type AnthropicStreamAccumulator } from './anthropic-stream-accumulator';
import { startIdleTimer } from './idle-timer';
import { finishAttempt, forwardAdded, partialTurn, type StreamAttempt, type StreamState } from './stream-attempt';
import type { ModelClient, ModelRequest, ModelStreamCallbacks, ProviderError } from './model-client';
import { noFinishError, stalledError } from './provider-errors';
import { abortableSleep, DEFAULT_BACKOFF, retryDelayMs, type BackoffPolicy } from './retry';

export interface AnthropicModelClientOptions {
  /** e.g. https://api.anthropic.com/v1 (a trailing /v1 is optional: the SDK adds it to each path). */
  baseUrl: string;
  apiKey?: string;
  model: string;
  idleTimeoutMs?: number;
  maxRetries?: number;
  fetch?: typeof fetch;
  backoff?: Partial<BackoffPolicy>;
  /** Extended thinking's `budget_tokens` (provider.anthropic.thinkingBudget); absent: no thinking asked for. */
  thinkingBudget?: number;
}

const DEFAULT_IDLE_TIMEOUT_MS = 60_000;
const DEFAULT_MAX_RETRIES = 4;
const SDK_TIMEOUT_MS = 30 * 60_000;

/** The SDK's base URL: the server's root (it requests `/v1/messages`), so a stored `…/v1` loses its suffix. */
export function anthropicSdkBaseUrl(baseUrl: string): string {
  return baseUrl.replace(/\/+$/, '').replace(/\/v1$/, '');
}

export function createAnthropicModelClient(options: AnthropicModelClientOptions): ModelClient {
  const maxRetries = options.maxRetries ?? DEFAULT_MAX_RETRIES;
  const backoff: BackoffPolicy = { ...DEFAULT_BACKOFF, ...options.backoff };
  return {
    model: options.model,
    async streamChat(request, callbacks) {
      for (let attempt = 0; ; attempt += 1) {
        const result = await streamOnce(options, request, callbacks);
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

async function streamOnce(
  options: AnthropicModelClientOptions,
  request: ModelRequest,
  callbacks: ModelStreamCallbacks,
): Promise<StreamAttempt> {
  const state: StreamState<AnthropicStreamAccumulator> = {
    accumulator: createAnthropicStreamAccumulator(),
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
  const stopped = (): StreamAttempt | undefined => {
    if (stopCause === 'user')
      return { turn: { status: 'aborted', ...partialTurn(state), toolCalls: [] }, emitted: state.emitted };
    if (stopCause === 'idle') return finish(state, stalledError(idleTimeoutMs));
    return undefined;
  };
  try {
    const client = buildClient(options, {
      onBytes: () => idle.reset(),
      onErrorBody: (body) => {
        rawErrorBody = body;
      },
    });
    const stream = await client.messages.create(
      toAnthropicRequest(request, options.model, { thinkingBudget: options.thinkingBudget }),
      {
        signal: controller.signal,
      },
    );
    for await (const event of stream as AsyncIterable<RawMessageStreamEvent>) {
      idle.reset();
      state.receivedData = true;
      forwardAdded(state.accumulator.add(event), state, callbacks);
    }
    const ended = state.accumulator.stopped || state.accumulator.finishReason !== null;
    return stopped() ?? finish(state, ended ? undefined : noFinishError());
  } catch (error) {
    const halt = stopped();
    if (halt) return halt;
    return finish(
      state,
      providerErrorFromAnthropic(error, {
        baseUrl: options.baseUrl,
        secrets: options.apiKey ? [options.apiKey] : [],
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
  onBytes: () => void;
  onErrorBody: (body: string) => void;
}

/** One SDK client per attempt, whose fetch reports every received byte (pings never become events) and error bodies. */
function buildClient(options: AnthropicModelClientOptions, observers: FetchObservers): Anthropic {
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
  return new Anthropic({
    baseURL: anthropicSdkBaseUrl(options.baseUrl),
    apiKey: options.apiKey || 'no-key',
    authToken: null,
    maxRetries: 0,
    timeout: SDK_TIMEOUT_MS,
    fetch: observingFetch,
  });
}

function finish(state: StreamState<AnthropicStreamAccumulator>, error: ProviderError | undefined): StreamAttempt {
  return finishAttempt(state, error, () => state.accumulator.toolCalls());
}
