// The shape every web search provider has: a query in, numbered-later hits (title, URL, snippet) out, failures as data.
// Providers make their own HTTP calls through an injected fetch, with a deadline, and never echo an API key.
import { redactKnownValues } from '../../../electron/shared/redaction/known-values';
import type { Fail, Ok } from '../../../electron/shared/result';

export interface SearchHit {
  title: string;
  url: string;
  snippet: string;
}

export type SearchOutcome =
  | Ok<{ hits: SearchHit[] }>
  | Fail<{
      errorType: 'missing_key' | 'not_configured' | 'provider_error' | 'timeout' | 'aborted';
      message: string;
    }>;

export interface SearchRequest {
  query: string;
  count: number;
  signal: AbortSignal;
}

export interface SearchProvider {
  /** Shown to people and the model, e.g. "DuckDuckGo". */
  label: string;
  /** The endpoint contacted (for the approval's host), or undefined when not configured. */
  endpoint(): string | undefined;
  search(request: SearchRequest): Promise<SearchOutcome>;
}

export interface ProviderHttp {
  fetch: typeof fetch;
  timeoutMs: number;
}

/** One HTTP call with the provider's deadline; network failures and timeouts become outcomes, the key is hidden. */
export async function providerRequest(
  http: ProviderHttp,
  label: string,
  url: string,
  init: RequestInit,
  signal: AbortSignal,
  hide: readonly string[] = [],
): Promise<Ok<{ response: Response; body: string }> | Extract<SearchOutcome, { ok: false }>> {
  const deadline = AbortSignal.timeout(http.timeoutMs);
  try {
    const response = await http.fetch(url, {
      ...init,
      signal: AbortSignal.any([signal, deadline]),
      redirect: 'follow',
    });
    const body = await response.text();
    if (!response.ok) {
      const hint = response.status === 401 || response.status === 403 ? ' (check the API key)' : '';
      return {
        ok: false,
        errorType: 'provider_error',
        message: redactKnownValues(
          `${label} answered ${response.status} ${response.statusText}${hint}.`,
          hide,
          '[redacted]',
        ),
      };
    }
    return { ok: true, response, body };
  } catch (error) {
    if (signal.aborted) return { ok: false, errorType: 'aborted', message: 'The search was cancelled.' };
    if (deadline.aborted) {
      return { ok: false, errorType: 'timeout', message: `${label} did not answer within ${http.timeoutMs / 1000} s.` };
    }
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : '';
    const detail = error instanceof Error ? `${error.message}${cause ? `: ${cause}` : ''}` : String(error);
    return {
      ok: false,
      errorType: 'provider_error',
      message: redactKnownValues(`${label} could not be reached (${detail}).`, hide, '[redacted]'),
    };
  }
}

/** Parses a JSON body or says the provider answered something else. */
export function parseJson(label: string, body: string): Ok<{ value: unknown }> | Extract<SearchOutcome, { ok: false }> {
  try {
    return { ok: true, value: JSON.parse(body) as unknown };
  } catch {
    return { ok: false, errorType: 'provider_error', message: `${label} did not answer with JSON.` };
  }
}

/** The answer for a keyed provider (keychain account `account`) with no key stored: where to paste one. */
export function missingKey(label: string, account: string): Extract<SearchOutcome, { ok: false }> {
  return {
    ok: false,
    errorType: 'missing_key',
    message: `No ${label} API key is stored: paste one in Settings → Tools, or run \`npm run -s cli -- key set ${account}\`.`,
  };
}

/** A JSON body read against the provider's answer schema, or why it could not be. */
export function parseAnswer<T>(
  label: string,
  body: string,
  schema: { safeParse: (value: unknown) => { success: true; data: T } | { success: false } },
): Ok<{ value: T }> | Extract<SearchOutcome, { ok: false }> {
  const json = parseJson(label, body);
  if (!json.ok) return json;
  const parsed = schema.safeParse(json.value);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, errorType: 'provider_error', message: `${label} answered in an unknown shape.` };
}

/** Hits with an http(s) URL, highlight tags (<b>, <strong>) removed, whitespace collapsed, at most `count`. */
export function cleanHits(hits: readonly SearchHit[], count: number): SearchHit[] {
  const flat = (text: string) =>
    text
      .replace(/<\/?[a-z][a-z0-9]*(\s[^<>]{0,100})?>/gi, '')
      .replace(/\s+/g, ' ')
      .trim();
  return hits
    .filter((hit) => /^https?:\/\//i.test(hit.url))
    .map((hit) => ({
      title: flat(hit.title).slice(0, 300) || hit.url,
      url: hit.url.slice(0, 2_000),
      snippet: flat(hit.snippet).slice(0, 600),
    }))
    .slice(0, count);
}
