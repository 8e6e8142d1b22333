// web_search against real HTTP stand-ins on 127.0.0.1: a SearXNG-shaped JSON API, a DuckDuckGo-shaped HTML page,
// Brave- and Tavily-shaped APIs (key headers checked by the stand-in), numbered results with URLs, citation numbers
// shared with web_fetch, and failures (no key, no address, bad JSON, unreachable) that never show a key.
import { describe, expect, it } from 'vitest';
import { webSourcesOf } from '../../../electron/shared/web-sources';
import type { ToolContext } from '../../../tools/tool';
import { createSourceNumbers } from '../../../tools/web/source-numbers';
import {
  createWebSearchTool,
  type WebSearchSettings,
  type WebSearchToolDeps,
} from '../../../tools/web/web-search-tool';
import { createWebFetchTool } from '../../../tools/web/web-fetch-tool';
import { searchHits } from '../../support/web-stand-in';
import { useWebStandIn } from '../../support/use-web-stand-in';

const web = useWebStandIn();

const context = (conversationId = 'conv-search'): ToolContext => ({
  callId: 'call-1',
  signal: new AbortController().signal,
  onUpdate: () => undefined,
  workspace: '/tmp',
  conversationId,
});

function searchTool(settings: Partial<WebSearchSettings>, overrides: Partial<WebSearchToolDeps> = {}) {
  return createWebSearchTool({
    settings: () => ({ searchProvider: 'duckduckgo', searxngUrl: '', ...settings }),
    readKey: async () => null,
    sources: createSourceNumbers(),
    endpoints: {
      duckduckgo: `${web.origin}/ddg/html/`,
      brave: `${web.origin}/brave/res/v1/web/search`,
      tavily: `${web.origin}/tavily/search`,
    },
    ...overrides,
  });
}

function expectNumberedHits(content: string) {
  expect(content).toContain('[1] Sourdough - Wikipedia\nURL: https://en.wikipedia.org/wiki/Sourdough');
  expect(content).toContain(
    '[2] How to make a sourdough starter\nURL: https://www.kingarthurbaking.com/recipes/sourdough-starter-recipe',
  );
  expect(content).toContain('[3] Sourdough science\nURL: https://bread.example.org/science?x=1&y=2');
  expect(content).toMatch(/<<<untrusted-web-content [0-9a-f]{12}>>>/);
}

describe('web_search providers', () => {
  it('SearXNG: calls /search?q=…&format=json on the configured instance and numbers the results', async () => {
    const tool = searchTool({ searchProvider: 'searxng', searxngUrl: `${web.origin}/searxng/` });
    const result = await tool.execute({ query: 'sourdough  starter' }, context());
    expect(result.ok).toBe(true);
    expect(result.content).toMatch(
      /^3 results for "sourdough starter" from SearXNG\. Cite the ones you use as \[n\]\./,
    );
    expectNumberedHits(result.content);
    expect(result.content).toContain('Lactic acid bacteria and yeast live together in a starter.');
    const request = web.requests.findLast((entry) => entry.path.startsWith('/searxng/search'));
    expect(request?.path).toBe('/searxng/search?q=sourdough+starter&format=json');
    expect(webSourcesOf(result.details)).toMatchObject({
      tool: 'web_search',
      query: 'sourdough starter',
      provider: 'SearXNG',
      sources: [
        { n: 1, url: 'https://en.wikipedia.org/wiki/Sourdough' },
        { n: 2, url: 'https://www.kingarthurbaking.com/recipes/sourdough-starter-recipe' },
        { n: 3, url: 'https://bread.example.org/science?x=1&y=2' },
      ],
    });
  });

  it('DuckDuckGo (the no-key default): parses the HTML page, unwraps its redirect links and skips ads', async () => {
    const result = await searchTool({}).execute({ query: 'sourdough', count: 2 }, context());
    expect(result.ok).toBe(true);
    expect(result.content).toContain('from DuckDuckGo');
    expect(result.content).toContain('[1] Sourdough - Wikipedia\nURL: https://en.wikipedia.org/wiki/Sourdough');
    expect(result.content).toContain('[2] How to make a sourdough starter');
    expect(result.content).not.toContain('[3]');
    expect(result.content).not.toContain('AD RESULT');
    expect(web.requests.findLast((entry) => entry.path.startsWith('/ddg/'))?.path).toBe('/ddg/html/?q=sourdough');
  });

  it('Brave: sends the key in X-Subscription-Token and reads web.results', async () => {
    const tool = searchTool({ searchProvider: 'brave' }, { readKey: async (account) => `key-for-${account}-123` });
    const result = await tool.execute({ query: 'sourdough' }, context());
    expect(result.ok).toBe(true);
    expectNumberedHits(result.content);
    const request = web.requests.findLast((entry) => entry.path.startsWith('/brave/'));
    expect(request?.headers['x-subscription-token']).toBe('key-for-brave-123');
    expect(request?.path).toBe('/brave/res/v1/web/search?q=sourdough&count=5');
  });

  it('Tavily: posts the query with the key as a Bearer token', async () => {
    const tool = searchTool({ searchProvider: 'tavily' }, { readKey: async (account) => `key-for-${account}-456` });
    const result = await tool.execute({ query: 'sourdough' }, context());
    expect(result.ok).toBe(true);
    expectNumberedHits(result.content);
    expect(web.requests.findLast((entry) => entry.path === '/tavily/search')?.headers.authorization).toBe(
      'Bearer key-for-tavily-456',
    );
  });
});

describe('web_search failures', () => {
  it('says how to add a missing key, without contacting the provider', async () => {
    const before = web.requests.length;
    const result = await searchTool({ searchProvider: 'brave' }).execute({ query: 'x' }, context());
    expect(result).toMatchObject({ ok: false, errorType: 'missing_key' });
    expect(result.content).toContain('No Brave Search API key is stored');
    expect(web.requests.length).toBe(before);
  });

  it('never shows the key in an error', async () => {
    const secret = 'tvly-SECRET-abcdef123456';
    const tool = searchTool(
      { searchProvider: 'tavily' },
      { readKey: async () => secret, endpoints: { tavily: `http://127.0.0.1:1/${secret}/search` } },
    );
    const result = await tool.execute({ query: 'x' }, context());
    expect(result).toMatchObject({ ok: false, errorType: 'provider_error' });
    expect(result.content).toContain('Tavily could not be reached');
    expect(result.content).not.toContain(secret);
    const echoing = searchTool(
      { searchProvider: 'tavily' },
      { readKey: async () => secret, endpoints: { tavily: `${web.origin}/tavily-echo/search` } },
    );
    const refused = await echoing.execute({ query: 'x' }, context());
    expect(refused.content).toBe('Web search failed: Tavily answered 401 Unknown key [redacted] (check the API key).');
  });

  it('is unavailable with SearXNG chosen but no address, and explains a non-JSON instance', async () => {
    expect(searchTool({ searchProvider: 'searxng' }).availability?.()).toEqual({
      available: false,
      reason: 'SearXNG is chosen but no address is set (tools.web.searxngUrl).',
      code: 'searxngNoAddress',
      params: { setting: 'tools.web.searxngUrl' },
    });
    const broken = searchTool({ searchProvider: 'searxng', searxngUrl: `${web.origin}/searxng-broken` });
    const result = await broken.execute({ query: 'x' }, context());
    expect(result).toMatchObject({ ok: false, errorType: 'provider_error' });
    expect(result.content).toBe(
      "Web search failed: SearXNG did not answer with JSON. Turn on the JSON format in the instance's settings (search.formats).",
    );
  });

  it('names the provider host for the approval', () => {
    const tool = searchTool({ searchProvider: 'searxng', searxngUrl: 'https://searx.example.org' });
    expect(tool.describeCall?.({ query: 'x' }, { workspace: '/tmp' })).toEqual({
      host: 'searx.example.org',
      notes: [
        {
          text: 'Sends the query to SearXNG (searx.example.org).',
          code: 'searchSendsToHost',
          params: { provider: 'SearXNG', host: 'searx.example.org' },
        },
      ],
    });
  });
});

describe('citation numbers', () => {
  it('a page found by a search keeps its number when fetched, and new pages continue the count', async () => {
    const sources = createSourceNumbers();
    const search = searchTool({ searchProvider: 'searxng', searxngUrl: `${web.origin}/searxng` }, { sources });
    await search.execute({ query: 'sourdough' }, context('conv-a'));
    const fetch = createWebFetchTool({ settings: () => ({ allowPrivateNetwork: true }), sources });
    const fetched = await fetch.execute({ url: `${web.origin}/article` }, context('conv-a'));
    expect(fetched.content).toContain('cite it as [4]');
    expect(sources.numberFor('conv-a', `${searchHits[1]!.url}#part`)).toBe(2);
    expect(sources.numberFor('conv-b', searchHits[1]!.url)).toBe(1);
  });
});
