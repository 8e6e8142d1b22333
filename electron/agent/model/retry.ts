// Retry timing for provider calls: exponential backoff with jitter, server-requested waits (retry-after-ms,
// retry-after) capped at 30 s, and an abortable sleep so every wait ends the moment the run is aborted.

export interface BackoffPolicy {
  /** First backoff step in ms (default 500). */
  baseDelayMs: number;
  /** No single wait is ever longer than this (default 30 000). */
  maxDelayMs: number;
  /** Source of randomness in [0, 1) for jitter (tests may pin it). */
  random: () => number;
}

export const DEFAULT_BACKOFF: BackoffPolicy = { baseDelayMs: 500, maxDelayMs: 30_000, random: Math.random };

/** Statuses worth retrying: request timeout, rate limit (unless it is a quota error), server errors. */
export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

/**
 * The wait before attempt `attempt + 1` (attempt counts from 1). A server-requested wait wins when present;
 * otherwise base * 2^(attempt-1), scaled by a jitter factor in [0.5, 1). Always within [0, maxDelayMs].
 */
export function retryDelayMs(
  attempt: number,
  retryAfterMs: number | undefined,
  policy: BackoffPolicy = DEFAULT_BACKOFF,
): number {
  if (retryAfterMs !== undefined && Number.isFinite(retryAfterMs) && retryAfterMs >= 0) {
    return Math.min(Math.ceil(retryAfterMs), policy.maxDelayMs);
  }
  const exponential = policy.baseDelayMs * 2 ** Math.max(0, attempt - 1);
  const jittered = exponential * (0.5 + policy.random() / 2);
  return Math.min(Math.round(jittered), policy.maxDelayMs);
}

interface HeaderSource {
  get(name: string): string | null;
}

/** Reads `retry-after-ms` (milliseconds) or `retry-after` (seconds or an HTTP date). Undefined when absent or invalid. */
export function parseRetryAfter(headers: HeaderSource | undefined, now: () => number = Date.now): number | undefined {
  if (!headers) return undefined;
  const ms = headers.get('retry-after-ms');
  if (ms !== null && ms.trim() !== '') {
    const value = Number(ms);
    if (Number.isFinite(value) && value >= 0) return value;
  }
  const after = headers.get('retry-after');
  if (after === null || after.trim() === '') return undefined;
  const seconds = Number(after);
  if (Number.isFinite(seconds)) return seconds >= 0 ? seconds * 1000 : undefined;
  const date = Date.parse(after);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now());
}

/** Waits `ms`; resolves true when the time passed, false as soon as `signal` aborts (or if it already had). */
export function abortableSleep(ms: number, signal: AbortSignal): Promise<boolean> {
  if (signal.aborted) return Promise.resolve(false);
  return new Promise((resolve) => {
    const onAbort = (): void => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(
      () => {
        signal.removeEventListener('abort', onAbort);
        resolve(true);
      },
      Math.max(0, ms),
    );
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
