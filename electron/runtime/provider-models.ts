// Lists a provider's models (`GET ${baseUrl}/models`) for the settings screen and its "test connection" button.
// The API key is sent only to the stored base URL and never appears in the result or an error message.
import { redactKnownValues } from '../shared/redaction/known-values';
import type { Result } from '../shared/result';

export type ProviderModelsResult = Result<{ models: string[] }>;

export interface ListProviderModelsInput {
  baseUrl: string;
  apiKey?: string;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
  /** Anthropic's API also wants an `anthropic-version` header. */
  api?: 'openai' | 'anthropic';
}

const ANTHROPIC_VERSION = '2023-06-01';

function authHeaders(api: 'openai' | 'anthropic', apiKey: string | undefined): Record<string, string> {
  return {
    ...(api === 'anthropic' ? { 'anthropic-version': ANTHROPIC_VERSION } : {}),
    ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
  };
}

const hide = (text: string, secret: string | undefined): string =>
  secret ? redactKnownValues(text, [secret], '[hidden]') : text;

function modelIds(body: unknown): string[] | null {
  const data = (body as { data?: unknown } | null)?.data ?? (body as { models?: unknown } | null)?.models;
  if (!Array.isArray(data)) return null;
  const ids = data.map((entry) =>
    typeof entry === 'string'
      ? entry
      : ((entry as { id?: unknown; name?: unknown } | null)?.id ?? (entry as { name?: unknown } | null)?.name),
  );
  return [...new Set(ids.filter((id): id is string => typeof id === 'string' && id.length > 0))].sort((a, b) =>
    a.localeCompare(b),
  );
}

export async function listProviderModels({
  baseUrl,
  apiKey,
  fetchImpl = fetch,
  timeoutMs = 10_000,
  api = 'openai',
}: ListProviderModelsInput): Promise<ProviderModelsResult> {
  let url: URL;
  try {
    url = new URL(`${baseUrl.replace(/\/+$/, '')}/models`);
  } catch {
    return { ok: false, error: 'The base URL is not a valid URL.' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return { ok: false, error: 'The base URL must start with http:// or https://.' };
  try {
    const response = await fetchImpl(url, {
      headers: { accept: 'application/json', ...authHeaders(api, apiKey) },
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
    const text = await response.text();
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
    if (!response.ok) {
      const message = (body as { error?: { message?: unknown } } | null)?.error?.message;
      const detail = typeof message === 'string' ? `: ${message.slice(0, 200)}` : '';
      const hint = response.status === 401 || response.status === 403 ? ' (check the API key)' : '';
      return { ok: false, error: hide(`The server answered ${response.status}${detail}${hint}.`, apiKey) };
    }
    const ids = modelIds(body);
    if (!ids) return { ok: false, error: 'The server answered, but not with an OpenAI-style model list.' };
    return { ok: true, models: ids };
  } catch (error) {
    const name = (error as { name?: string } | null)?.name;
    if (name === 'TimeoutError' || name === 'AbortError')
      return {
        ok: false,
        error: `No answer from ${url.host} within ${timeoutMs < 1_000 ? `${timeoutMs} ms` : `${Math.round(timeoutMs / 1_000)} s`}.`,
      };
    const cause = (error as { cause?: { code?: string } } | null)?.cause?.code;
    return { ok: false, error: hide(`Could not reach ${url.host}${cause ? ` (${cause})` : ''}.`, apiKey) };
  }
}
