// Tavily search API: POST /search with {query, max_results} and the key (keychain account `tavily`) as a Bearer token.
import { z } from 'zod';
import {
  cleanHits,
  missingKey,
  parseAnswer,
  providerRequest,
  type ProviderHttp,
  type SearchProvider,
} from './search-provider';

export const tavilySearchUrl = 'https://api.tavily.com/search';

const tavilyAnswer = z.lazy(() =>
  z.object({
    results: z.array(z.object({ title: z.string().optional(), url: z.string(), content: z.string().optional() })),
  }),
);

export function createTavilyProvider(
  http: ProviderHttp,
  endpoint: () => string,
  readKey: () => Promise<string | null>,
): SearchProvider {
  const label = 'Tavily';
  return {
    label,
    endpoint,
    async search({ query, count, signal }) {
      const key = await readKey();
      if (!key) return missingKey(label, 'tavily');
      const answer = await providerRequest(
        http,
        label,
        endpoint(),
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${key}` },
          body: JSON.stringify({ query, max_results: count, search_depth: 'basic' }),
        },
        signal,
        [key],
      );
      if (!answer.ok) return answer;
      const parsed = parseAnswer(label, answer.body, tavilyAnswer);
      if (!parsed.ok) return parsed;
      const hits = parsed.value.results.map((result) => ({
        title: result.title ?? result.url,
        url: result.url,
        snippet: result.content ?? '',
      }));
      return { ok: true, hits: cleanHits(hits, count) };
    },
  };
}
