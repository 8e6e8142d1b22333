// Fetches one JSON document from a configured Open-Meteo endpoint: URL-encoded query, no redirects to other
// hosts, a timeout combined with the caller's abort signal, a size cap, and every fault as a described result.
import type { ResponseCache } from './response-cache';
import type { Ok, Fail } from '../../electron/shared/result';

export type JsonFetchFailure = 'config' | 'timeout' | 'aborted' | 'network' | 'http' | 'malformed' | 'too_large';

export type JsonFetchResult = Ok<{ body: unknown }> | Fail<{ failure: JsonFetchFailure; message: string }>;

export interface JsonFetcherDeps {
  fetch: typeof fetch;
  timeoutMs: number;
  cache: ResponseCache<unknown>;
}

const maxBodyBytes = 2 * 1024 * 1024;

/** Builds `base?query` with every value URL-encoded; refuses anything that is not a plain http(s) URL. */
export function buildRequestUrl(base: string, query: Record<string, string>): URL | string {
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    return `the configured weather URL is not a valid URL: ${JSON.stringify(base.slice(0, 200))}`;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return `the configured weather URL must use http or https, not ${url.protocol}`;
  if (url.username || url.password) return 'the configured weather URL must not contain credentials';
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  url.hash = '';
  return url;
}

/** GETs `base` with `query` and parses JSON; identical successful requests are served from the cache. */
export async function fetchJson(
  deps: JsonFetcherDeps,
  base: string,
  query: Record<string, string>,
  signal: AbortSignal,
  what: string,
): Promise<JsonFetchResult> {
  const url = buildRequestUrl(base, query);
  if (typeof url === 'string') return { ok: false, failure: 'config', message: url };
  const key = url.href;
  const cached = deps.cache.get(key);
  if (cached !== undefined) return { ok: true, body: cached };

  const timeout = AbortSignal.timeout(deps.timeoutMs);
  const combined = AbortSignal.any([signal, timeout]);
  const interrupted = (): JsonFetchResult =>
    signal.aborted
      ? { ok: false, failure: 'aborted', message: `the ${what} request was cancelled` }
      : {
          ok: false,
          failure: 'timeout',
          message: `the ${what} service at ${url.host} did not answer within ${Math.round(deps.timeoutMs / 100) / 10} s`,
        };

  let text: string;
  let status: number;
  try {
    const response = await deps.fetch(url, {
      signal: combined,
      redirect: 'error',
      headers: { accept: 'application/json' },
    });
    status = response.status;
    text = await response.text();
  } catch (error) {
    if (combined.aborted) return interrupted();
    const reason =
      error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
    return { ok: false, failure: 'network', message: `could not reach the ${what} service at ${url.host}: ${reason}` };
  }
  if (Buffer.byteLength(text) > maxBodyBytes)
    return { ok: false, failure: 'too_large', message: `the ${what} service sent an oversized response` };
  if (status < 200 || status > 299) {
    return {
      ok: false,
      failure: 'http',
      message: `the ${what} service at ${url.host} answered HTTP ${status}${serviceReason(text)}`,
    };
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { ok: false, failure: 'malformed', message: `the ${what} service sent a response that is not valid JSON` };
  }
  deps.cache.set(key, body);
  return { ok: true, body };
}

/** Open-Meteo explains errors as `{"error":true,"reason":"..."}`; quote that reason (shortened) when present. */
function serviceReason(text: string): string {
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && 'reason' in parsed && typeof parsed.reason === 'string') {
      return `: ${parsed.reason.replace(/[\p{Cc}]/gu, ' ').slice(0, 200)}`;
    }
  } catch {
    // not JSON: no reason to quote
  }
  return '';
}
