// Where web results came from, against the real HTTP stand-in: web_fetch marks a page as a web page (host + path)
// with every link on it, web_search marks results as search results from the provider with the result URLs, and what
// Hearth writes itself (an HTTP error, no results) carries no source.
import { describe, expect, it } from 'vitest';
import { hostAndPath, linksInText } from '../../../tools/result-source';
import type { ToolContext } from '../../../tools/tool';
import { createSourceNumbers } from '../../../tools/web/source-numbers';
import { createWebFetchTool } from '../../../tools/web/web-fetch-tool';
import { createWebSearchTool } from '../../../tools/web/web-search-tool';
import { searchHits } from '../../support/web-stand-in';
import { useWebStandIn } from '../../support/use-web-stand-in';

const web = useWebStandIn();

const context: ToolContext = {
  callId: 'call-1',
  signal: new AbortController().signal,
  onUpdate: () => undefined,
  workspace: '/tmp',
  conversationId: 'conv-provenance',
};

const fetchTool = () =>
  createWebFetchTool({ settings: () => ({ allowPrivateNetwork: true }), sources: createSourceNumbers() });

describe('web_fetch: the result names the page it read', () => {
  it('marks a page as a web page labelled host + path, with every absolute link on it, navigation included', async () => {
    const result = await fetchTool().execute({ url: `${web.origin}/article?ref=mail#top` }, context);
    expect(result.ok).toBe(true);
    expect(result.source).toMatchObject({ kind: 'web_page', label: `127.0.0.1:${web.port}/article` });
    expect(result.source?.links).toEqual(
      expect.arrayContaining([
        `${web.origin}/guides/feeding`,
        `${web.origin}/recipes`,
        `${web.origin}/privacy`,
        'https://ads.example/click',
      ]),
    );
    expect(result.source?.links?.every((link) => /^https?:\/\//.test(link))).toBe(true);
  });

  it('labels a redirected page by where it ended up', async () => {
    const result = await fetchTool().execute({ url: `${web.origin}/moved` }, context);
    expect(result.source?.label).toBe(`127.0.0.1:${web.port}/article`);
  });

  it('marks a PDF too, and leaves an HTTP error (written by Hearth, no page text) unmarked', async () => {
    const pdf = await fetchTool().execute({ url: `${web.origin}/report.pdf` }, context);
    expect(pdf.ok).toBe(true);
    expect(pdf.source).toEqual({ kind: 'web_page', label: `127.0.0.1:${web.port}/report.pdf` });
    const missing = await fetchTool().execute({ url: `${web.origin}/missing` }, context);
    expect(missing).toMatchObject({ ok: false, errorType: 'http_status' });
    expect(missing.source).toBeUndefined();
  });
});

describe('web_search: the result names the provider', () => {
  const searchTool = () =>
    createWebSearchTool({
      settings: () => ({ searchProvider: 'duckduckgo', searxngUrl: '' }),
      readKey: async () => null,
      sources: createSourceNumbers(),
      endpoints: { duckduckgo: `${web.origin}/ddg/html/` },
    });

  it('marks results as search results from the provider, with the result URLs as links', async () => {
    const result = await searchTool().execute({ query: 'sourdough' }, context);
    expect(result.ok).toBe(true);
    expect(result.source).toEqual({
      kind: 'search_results',
      label: 'DuckDuckGo',
      links: searchHits.map((hit) => new URL(hit.url).href),
    });
  });

  it('leaves a failed search unmarked (Hearth wrote the message)', async () => {
    const unreachable = createWebSearchTool({
      settings: () => ({ searchProvider: 'searxng', searxngUrl: 'http://127.0.0.1:9/' }),
      readKey: async () => null,
      sources: createSourceNumbers(),
    });
    const result = await unreachable.execute({ query: 'sourdough' }, context);
    expect(result.ok).toBe(false);
    expect(result.source).toBeUndefined();
  });
});

describe('links and labels', () => {
  it('finds http(s) addresses in text without trailing punctuation, and ignores other schemes', () => {
    const text = 'See https://garden.example/news, (http://a.example/x?y=1). Also ftp://no.example and mailto:me@x.';
    expect(linksInText(text)).toEqual(['https://garden.example/news', 'http://a.example/x?y=1']);
  });

  it('labels an address by host and path, without query or fragment', () => {
    expect(hostAndPath('https://garden.example/news?id=3#top')).toBe('garden.example/news');
    expect(hostAndPath('https://garden.example/')).toBe('garden.example');
  });
});
