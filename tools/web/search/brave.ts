// Brave Search API: GET /res/v1/web/search?q=…&count=N with the key (keychain account `brave`) in X-Subscription-Token.
import { z } from 'zod';
import { cleanHits, parseJson, providerRequest, type ProviderHttp, type SearchProvider } from './search-provider';

export const braveSearchUrl = 'https://api.search.brave.com/res/v1/web/search';

const braveAnswer = z.object({
  web: z
    .object({
      results: z.array(z.object({ title: z.string().optional(), url: z.string(), description: z.string().optional() })),
    })
    .optional(),
});

export function createBraveProvider(
  http: ProviderHttp,
  endpoint: () => string,
  readKey: () => Promise<string | null>,
): SearchProvider {
  const label = 'Brave Search';
  return {
    label,
    endpoint,
    async search({ query, count, signal }) {
      const key = await readKey();
      if (!key) {
        return {
          ok: false,
          errorType: 'missing_key',
          message:
            'No Brave Search API key is stored: paste one in Settings → Tools, or run `npm run -s cli -- key set brave`.',
        };
      }
      const url = new URL(endpoint());
      url.searchParams.set('q', query);
      url.searchParams.set('count', String(count));
      const answer = await providerRequest(
        http,
        label,
        url.href,
        { headers: { accept: 'application/json', 'x-subscription-token': key } },
        signal,
        [key],
      );
      if (!answer.ok) return answer;
      const json = parseJson(label, answer.body);
      if (!json.ok) return json;
      const parsed = braveAnswer.safeParse(json.value);
      if (!parsed.success)
        return { ok: false, errorType: 'provider_error', message: `${label} answered in an unknown shape.` };
      const hits = (parsed.data.web?.results ?? []).map((result) => ({
        title: result.title ?? result.url,
        url: result.url,
        snippet: stripTags(result.description ?? ''),
      }));
      return { ok: true, hits: cleanHits(hits, count) };
    },
  };
}

/** Brave marks matches with <strong>; the snippet is plain text. */
export function stripTags(text: string): string {
  return text.replace(/<[^>]{0,100}>/g, '');
}
