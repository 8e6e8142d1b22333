// SearXNG (any instance, `tools.web.searxngUrl`): its JSON API, GET /search?q=…&format=json (the instance must list
// `json` in search.formats). The instance is the user's own choice, so it may be on the local network.
import { z } from 'zod';
import { cleanHits, parseJson, providerRequest, type ProviderHttp, type SearchProvider } from './search-provider';

const searxngAnswer = z.lazy(() =>
  z.object({
    results: z.array(
      z.object({ title: z.string().optional(), url: z.string(), content: z.string().optional() }).passthrough(),
    ),
  }),
);

/** `https://searx.example/` or `https://searx.example/search` → the search endpoint. */
export function searxngEndpoint(baseUrl: string): string | undefined {
  if (!baseUrl.trim()) return undefined;
  try {
    const url = new URL(baseUrl.trim());
    if (!url.pathname.endsWith('/search')) url.pathname = `${url.pathname.replace(/\/$/, '')}/search`;
    url.search = '';
    return url.href;
  } catch {
    return undefined;
  }
}

export function createSearxngProvider(http: ProviderHttp, baseUrl: () => string): SearchProvider {
  const label = 'SearXNG';
  return {
    label,
    endpoint: () => searxngEndpoint(baseUrl()),
    async search({ query, count, signal }) {
      const endpoint = searxngEndpoint(baseUrl());
      if (!endpoint) {
        return {
          ok: false,
          errorType: 'not_configured',
          message: 'No SearXNG address is set: enter it in Settings → Tools (tools.web.searxngUrl).',
        };
      }
      const url = new URL(endpoint);
      url.searchParams.set('q', query);
      url.searchParams.set('format', 'json');
      const answer = await providerRequest(http, label, url.href, { headers: { accept: 'application/json' } }, signal);
      if (!answer.ok) return answer;
      const json = parseJson(label, answer.body);
      if (!json.ok) {
        return {
          ...json,
          message: `${json.message} Turn on the JSON format in the instance's settings (search.formats).`,
        };
      }
      const parsed = searxngAnswer.safeParse(json.value);
      if (!parsed.success)
        return { ok: false, errorType: 'provider_error', message: `${label} answered without a results list.` };
      const hits = parsed.data.results.map((result) => ({
        title: result.title ?? result.url,
        url: result.url,
        snippet: result.content ?? '',
      }));
      return { ok: true, hits: cleanHits(hits, count) };
    },
  };
}
