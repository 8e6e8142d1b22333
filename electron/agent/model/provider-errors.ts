// Maps openai SDK errors and stream failures to short, actionable, secret-free ProviderError values for people.
// Also decides what is worth retrying: 429 (not quota), 408, 5xx and connection errors; never 401/403/404/context length.
import { APIConnectionError, APIError, OpenAIError } from 'openai';
import type { ProviderError } from './model-client';
import { redactFailureText } from '../../shared/redaction/redact-failure';
import { isRetryableStatus, parseRetryAfter } from './retry';

export interface ErrorContext {
  baseUrl: string;
  /** Values that must never appear in a message (the API key). */
  secrets: readonly string[];
  /** The raw HTTP error body, when the SDK could not read an error envelope from it. */
  rawBody?: string;
  /** True once any chunk arrived: a failure after that is a broken stream, not a failed request. */
  receivedData: boolean;
}

const DETAIL_MAX_CHARS = 300;
/**
 * A server saying the model cannot take `tools`: Ollama ("registry.ollama.ai/library/gemma:2b does not support tools"),
 * OpenRouter ("No endpoints found that support tool use"), vLLM without a tool parser ("\"auto\" tool choice requires
 * --enable-auto-tool-choice and --tool-call-parser to be set"), llama.cpp without --jinja ("tools param requires
 * --jinja flag"), and the generic "does not support function calling" / "tools are not supported" wordings.
 */
export const TOOLS_UNSUPPORTED_PATTERNS =
  /does not support (?:tools|tool use|tool calling|function calling|functions)|(?:tools?|function calling|tool use|tool calls?) (?:is|are) not supported|no endpoints found that support tool use|enable-auto-tool-choice|tools param requires --jinja|tool_choice .*not supported/i;
const CONTEXT_PATTERNS =
  /context[_ ]length|maximum context|context window|too many tokens|prompt is too long|reduce the length/i;

export function stalledError(idleTimeoutMs: number): ProviderError {
  const seconds = Math.round(idleTimeoutMs / 100) / 10;
  return {
    kind: 'stalled',
    retryable: false,
    message: `The model sent nothing for ${seconds} s, so the answer was stopped. Any partial answer was kept.`,
  };
}

export function noFinishError(): ProviderError {
  return {
    kind: 'no_finish',
    retryable: false,
    message: 'The model stream ended without a finish signal, so the answer may be cut short.',
  };
}

export function providerErrorFromSdk(error: unknown, ctx: ErrorContext): ProviderError {
  const clean = (text: string): string => shorten(redactFailureText(text, ctx.secrets));
  if (error instanceof APIConnectionError || (isWrappedNetworkError(error) && !ctx.receivedData)) {
    return {
      kind: 'connection',
      retryable: true,
      message: `Could not reach the model server at ${hostOf(ctx.baseUrl)}. Check that it is running and that the base URL in Settings is right.`,
    };
  }
  if (error instanceof APIError && typeof error.status === 'number') {
    const raw = rawEnvelope(ctx.rawBody);
    const code = stringOr(error.code) ?? raw.code;
    const type = stringOr(error.type) ?? raw.type;
    const detail = envelopeMessage(error.error) ?? raw.message ?? error.message;
    return httpError(
      error.status,
      { code, type, detail: clean(detail), retryAfterMs: parseRetryAfter(error.headers) },
      ctx,
    );
  }
  if (error instanceof APIError) {
    // An `error` event inside the SSE stream (status undefined): the server gave up mid-answer.
    const detail = clean(envelopeMessage(error.error) ?? error.message);
    const serverSide = /server_error|overloaded|unavailable/i.test(`${String(error.code)} ${String(error.type)}`);
    return {
      kind: 'stream_error',
      retryable: serverSide && !ctx.receivedData,
      message: `The provider reported an error while answering: ${detail}`,
    };
  }
  if (isWrappedNetworkError(error)) {
    return {
      kind: 'stream_cut',
      retryable: false,
      message: 'The connection dropped while the answer was streaming. Any partial answer was kept.',
    };
  }
  const detail = error instanceof Error ? error.message : String(error);
  return { kind: 'unknown', retryable: false, message: `Unexpected error from the model provider: ${clean(detail)}` };
}

export interface HttpFacts {
  code?: string;
  type?: string;
  detail: string;
  retryAfterMs?: number;
}

/** An HTTP error status and what its body said, as a ProviderError (shared by every provider's client). */
export function httpError(status: number, facts: HttpFacts, ctx: ErrorContext): ProviderError {
  const base = { status };
  const codeOrType = `${facts.code ?? ''} ${facts.type ?? ''}`;
  if (status === 401)
    return {
      ...base,
      kind: 'auth',
      retryable: false,
      message: 'The API key was rejected (401). Update it in Settings.',
    };
  if (status === 403)
    return {
      ...base,
      kind: 'permission',
      retryable: false,
      message: 'The provider refused access (403). Check that your API key may use this model.',
    };
  if ([400, 404, 422, 500, 501].includes(status) && TOOLS_UNSUPPORTED_PATTERNS.test(facts.detail))
    return {
      ...base,
      kind: 'tools_unsupported',
      retryable: false,
      message: `The model does not support native tool calls (${status}): ${facts.detail}`,
    };
  if (status === 404)
    return {
      ...base,
      kind: 'not_found',
      retryable: false,
      message: `The model or endpoint was not found (404). Check the base URL (${hostOf(ctx.baseUrl)}) and the model name in Settings.`,
    };
  if (/insufficient_quota|billing|quota/i.test(codeOrType) || status === 402) {
    return {
      ...base,
      kind: 'quota',
      retryable: false,
      message: `Your quota or credit with the provider is used up (${status}). Check your plan and billing, then try again.`,
    };
  }
  if (
    status === 413 ||
    facts.code === 'context_length_exceeded' ||
    ((status === 400 || status === 422) && CONTEXT_PATTERNS.test(facts.detail))
  ) {
    return {
      ...base,
      kind: 'context_length',
      retryable: false,
      message:
        "The conversation is too long for the model's context window. Start a new conversation, or lower the model's context size in Settings.",
    };
  }
  if (status === 429) {
    return {
      ...base,
      kind: 'rate_limit',
      retryable: true,
      retryAfterMs: facts.retryAfterMs,
      message: 'The provider is rate-limiting requests (429). Wait a moment and try again.',
    };
  }
  if (status === 408)
    return {
      ...base,
      kind: 'timeout',
      retryable: true,
      retryAfterMs: facts.retryAfterMs,
      message: 'The provider timed out (408). Try again.',
    };
  if (status >= 500) {
    return {
      ...base,
      kind: 'server',
      retryable: isRetryableStatus(status),
      retryAfterMs: facts.retryAfterMs,
      message: `The provider had a server error (${status}). Try again in a little while.`,
    };
  }
  return {
    ...base,
    kind: 'bad_request',
    retryable: false,
    message: `The provider rejected the request (${status}): ${facts.detail}`,
  };
}

/** A non-SDK error the SDK wrapped (e.g. undici's `TypeError: terminated` when the socket closes mid-body). */
function isWrappedNetworkError(error: unknown): boolean {
  if (!(error instanceof OpenAIError) || error instanceof APIError) return false;
  return (error as { cause?: unknown }).cause instanceof Error;
}

function envelopeMessage(envelope: unknown): string | undefined {
  if (typeof envelope !== 'object' || envelope === null) return undefined;
  const message = (envelope as { message?: unknown }).message;
  return typeof message === 'string' ? message : undefined;
}

/** Fields of an error body without the `{error: …}` envelope (vLLM's legacy shape), or of the envelope itself. */
function rawEnvelope(rawBody: string | undefined): { code?: string; type?: string; message?: string } {
  if (!rawBody) return {};
  try {
    const parsed = JSON.parse(rawBody) as Record<string, unknown>;
    const inner =
      typeof parsed.error === 'object' && parsed.error !== null ? (parsed.error as Record<string, unknown>) : parsed;
    return {
      code: stringOr(inner.code),
      type: stringOr(inner.type),
      message: stringOr(inner.message) ?? stringOr(parsed.detail),
    };
  } catch {
    return { message: rawBody.trim() ? rawBody : undefined };
  }
}

function stringOr(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function shorten(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > DETAIL_MAX_CHARS ? `${flat.slice(0, DETAIL_MAX_CHARS - 1)}…` : flat;
}

export function hostOf(baseUrl: string): string {
  try {
    return new URL(baseUrl).host;
  } catch {
    return 'the configured address';
  }
}
