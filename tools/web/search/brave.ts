// Brave Search API: GET /res/v1/web/search?q=…&count=N with the key (keychain account `brave`) in X-Subscription-Token.
import { z } from 'zod';
import {
  cleanHits,
  missingKey,
  parseAnswer,
  providerRequest,
  type ProviderHttp,
  type SearchProvider,
} from './search-provider';

export const braveSearchUrl = 'https://api.search.brave.com/res/v1/web/search';

const braveAnswer = z.lazy(() =>
  z.object({
    web: z
      .object({
        results: z.array(
          z.object({ title: z.string().optional(), url: z.string(), description: z.string().optional() }),
        ),
      })
      .optional(),
  }),
);

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
      if (!key) return missingKey(label, 'brave');
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
      const parsed = parseAnswer(label, answer.body, braveAnswer);
      if (!parsed.ok) return parsed;
      const hits = (parsed.value.web?.results ?? []).map((result) => ({
        title: result.title ?? result.url,
        url: result.url,
        snippet: result.description ?? '',
      }));
      return { ok: true, hits: cleanHits(hits, count) };
    },
  };
}
