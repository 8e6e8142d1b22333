// The no-key default: DuckDuckGo's HTML results page (GET https://html.duckduckgo.com/html/?q=…) parsed with linkedom.
// Ads are skipped and DuckDuckGo's /l/?uddg= redirect links are unwrapped to the real URL.
import { loadDomLibraries } from '../dom-libraries';
import { cleanHits, providerRequest, type ProviderHttp, type SearchHit, type SearchProvider } from './search-provider';

export const duckDuckGoHtmlUrl = 'https://html.duckduckgo.com/html/';

export function createDuckDuckGoProvider(http: ProviderHttp, endpoint: () => string): SearchProvider {
  const label = 'DuckDuckGo';
  return {
    label,
    endpoint,
    async search({ query, count, signal }) {
      const url = new URL(endpoint());
      url.searchParams.set('q', query);
      const answer = await providerRequest(
        http,
        label,
        url.href,
        { headers: { accept: 'text/html', 'user-agent': 'Mozilla/5.0 (compatible; Hearth/0.1)' } },
        signal,
      );
      if (!answer.ok) return answer;
      const hits = await parseDuckDuckGoHtml(answer.body, url.href);
      if (hits.length === 0 && (answer.response.status === 202 || /anomaly|captcha/i.test(answer.body))) {
        return {
          ok: false,
          errorType: 'provider_error',
          message:
            'DuckDuckGo refused the search (it limits automated searches). Try again later, or choose SearXNG, Brave or Tavily in Settings → Tools.',
        };
      }
      return { ok: true, hits: cleanHits(hits, count) };
    },
  };
}

export async function parseDuckDuckGoHtml(html: string, pageUrl: string): Promise<SearchHit[]> {
  const { parseHTML } = await loadDomLibraries();
  const { document } = parseHTML(html);
  const hits: SearchHit[] = [];
  for (const result of document.querySelectorAll('.result')) {
    if (result.classList.contains('result--ad')) continue;
    const link = result.querySelector('.result__a');
    const href = link?.getAttribute('href');
    if (!link || !href) continue;
    const url = unwrapRedirect(href, pageUrl);
    if (!url) continue;
    hits.push({
      title: link.textContent ?? url,
      url,
      snippet: result.querySelector('.result__snippet')?.textContent ?? '',
    });
  }
  return hits;
}

/** `//duckduckgo.com/l/?uddg=<url>` → `<url>`; a direct http(s) link stays; ad and other links are dropped. */
function unwrapRedirect(href: string, pageUrl: string): string | undefined {
  let url: URL;
  try {
    url = new URL(href, pageUrl);
  } catch {
    return undefined;
  }
  const target = url.searchParams.get('uddg');
  if (url.pathname === '/l/' && target) return /^https?:\/\//i.test(target) ? target : undefined;
  if (url.pathname === '/y.js') return undefined;
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
}
