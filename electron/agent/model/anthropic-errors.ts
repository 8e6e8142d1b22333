// Maps @anthropic-ai/sdk errors to the same short, secret-free ProviderError values the OpenAI path gives (provider-errors.ts):
// HTTP errors by status and the body's `error.type` (529 overloaded is a retryable server error), an `error` event
// inside the stream, a dropped connection before or after the first event.
import { AnthropicError, APIConnectionError, APIError } from '@anthropic-ai/sdk';
import type { ProviderError } from './model-client';
import { redactFailureText } from '../../shared/redaction/redact-failure';
import { hostOf, httpError, shorten, type ErrorContext } from './provider-errors';
import { parseRetryAfter } from './retry';

export function providerErrorFromAnthropic(error: unknown, ctx: ErrorContext): ProviderError {
  const clean = (text: string): string => shorten(redactFailureText(text, ctx.secrets));
  const connection: ProviderError = {
    kind: 'connection',
    retryable: true,
    message: `Could not reach the model server at ${hostOf(ctx.baseUrl)}. Check that it is running and that the base URL in Settings is right.`,
  };
  if (error instanceof APIConnectionError) return connection;
  if (error instanceof APIError && typeof error.status === 'number') {
    const detail = error.apiMessage ?? rawMessage(ctx.rawBody) ?? error.message;
    return httpError(
      error.status,
      {
        code: error.errorCode ?? undefined,
        type: error.type ?? undefined,
        detail: clean(detail),
        retryAfterMs: parseRetryAfter(error.headers),
      },
      ctx,
    );
  }
  if (error instanceof APIError) {
    // An `event: error` inside the stream: the server gave up mid-answer (overloaded_error, api_error…).
    const detail = clean(error.apiMessage ?? error.message);
    const serverSide = /overloaded|api_error|unavailable/i.test(String(error.type));
    return {
      kind: 'stream_error',
      retryable: serverSide && !ctx.receivedData,
      message: `The provider reported an error while answering: ${detail}`,
    };
  }
  if (error instanceof Error && !(error instanceof AnthropicError)) {
    // A failure of the socket or the body (undici's `terminated`) before any event, or after some.
    if (!ctx.receivedData) return connection;
    return {
      kind: 'stream_cut',
      retryable: false,
      message: 'The connection dropped while the answer was streaming. Any partial answer was kept.',
    };
  }
  const detail = error instanceof Error ? error.message : String(error);
  return { kind: 'unknown', retryable: false, message: `Unexpected error from the model provider: ${clean(detail)}` };
}

/** `error.message` of a raw error body the SDK could not read. */
function rawMessage(rawBody: string | undefined): string | undefined {
  if (!rawBody) return undefined;
  try {
    const parsed = JSON.parse(rawBody) as { error?: { message?: unknown } };
    return typeof parsed.error?.message === 'string' ? parsed.error.message : undefined;
  } catch {
    return rawBody.trim() || undefined;
  }
}
