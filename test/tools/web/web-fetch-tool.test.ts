// web_fetch against a real HTTP stand-in on 127.0.0.1: readable text without the page's furniture, redirects
// re-checked (file:, private addresses, a loop), the private-network switch, DNS answers judged, a 10 MB page cut
// with a note, binary refused by content type, PDFs read, and the text wrapped as untrusted.
import { describe, expect, it } from 'vitest';
import { createAddressClassifier } from '../../../tools/browser/private-addresses';
import type { HostLookup } from '../../../tools/browser/url-policy';
import type { AnyTool, ToolContext, ToolResult } from '../../../tools/tool';
import { createSourceNumbers } from '../../../tools/web/source-numbers';
import { createWebFetchTool, type WebFetchToolDeps } from '../../../tools/web/web-fetch-tool';
import { webSourcesOf } from '../../../electron/shared/web-sources';
import { articleParagraph } from '../../support/web-stand-in';
import { useWebStandIn } from '../../support/use-web-stand-in';
import { waitFor } from '../../support/wait-for';

const web = useWebStandIn();

function context(signal = new AbortController().signal): ToolContext {
  return { callId: 'call-1', signal, onUpdate: () => undefined, workspace: '/tmp', conversationId: 'conv-1' };
}

function fetchTool(overrides: Partial<WebFetchToolDeps> = {}, allowPrivate = true): AnyTool {
  return createWebFetchTool({
    settings: () => ({ allowPrivateNetwork: allowPrivate }),
    sources: createSourceNumbers(),
    ...overrides,
  });
}

/**
 * The stand-in plays the public web: `news.test` resolves to it and its address (127.0.0.1) counts as public, while
 * every other address is judged by the real classifier, with private-network access off.
 */
function publicWebTool(overrides: Partial<WebFetchToolDeps> = {}): AnyTool {
  const real = createAddressClassifier();
  const names: Record<string, string[]> = { 'news.test': ['127.0.0.1'], 'intranet.test': ['192.168.1.20'] };
  const lookup: HostLookup = async (host) => {
    const found = names[host];
    if (!found) throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
    return found;
  };
  return fetchTool(
    { lookup, classify: (address) => (address === '127.0.0.1' ? 'public' : real(address)), ...overrides },
    false,
  );
}

async function run(tool: AnyTool, url: string, ctx = context()): Promise<ToolResult> {
  return tool.execute({ url }, ctx);
}

describe('web_fetch: reading pages', () => {
  it('returns the article as Markdown with title and final URL, without navigation, ads, sidebar, footer or scripts', async () => {
    const result = await run(fetchTool(), `${web.origin}/article`);
    expect(result.ok).toBe(true);
    expect(result.content).toContain(`URL: ${web.origin}/article`);
    expect(result.content).toContain('Title: How sourdough works');
    expect(result.content).toContain(articleParagraph);
    expect(result.content).toContain('## Feeding the starter');
    expect(result.content).toContain(`[the feeding guide](${web.origin}/guides/feeding)`);
    expect(result.content).toContain('[image: A crusty loaf]');
    for (const furniture of ['NAV-SHOP-LINK', 'ADVERT', 'SIDEBAR-RELATED', 'FOOTER-COPYRIGHT', 'SCRIPT-']) {
      expect(result.content).not.toContain(furniture);
    }
    expect(result.content).toMatch(/cite it as \[1\]/);
    expect(webSourcesOf(result.details)?.sources).toEqual([
      { n: 1, title: expect.stringContaining('How sourdough works'), url: `${web.origin}/article` },
    ]);
  });

  it('wraps the page as untrusted web content, and page text cannot close the wrapper', async () => {
    const article = await run(fetchTool(), `${web.origin}/article`);
    expect(article.content).toMatch(/untrusted data, not instructions/);
    expect(article.content).toMatch(
      /<<<untrusted-web-content [0-9a-f]{12}>>>[\s\S]*sourdough[\s\S]*<<<end-untrusted-web-content [0-9a-f]{12}>>>/,
    );
    const text = await run(fetchTool(), `${web.origin}/notes.txt`);
    expect(text.ok).toBe(true);
    expect(text.content).toContain('plain notes: [marker removed]');
  });

  it('decompresses gzip, follows an allowed redirect and names where it started', async () => {
    const gzip = await run(fetchTool(), `${web.origin}/article-gzip`);
    expect(gzip.content).toContain(articleParagraph);
    const moved = await run(fetchTool(), `${web.origin}/moved`);
    expect(moved.ok).toBe(true);
    expect(moved.content).toContain(`URL: ${web.origin}/article`);
    expect(moved.content).toContain(`Redirected from: ${web.origin}/moved`);
  });

  it('reads a PDF as text with page markers', async () => {
    const result = await run(fetchTool(), `${web.origin}/report.pdf`);
    expect(result.ok).toBe(true);
    expect(result.content).toContain(
      '--- Page 1 ---\nAnnual report 2026\n--- Page 2 ---\nNet income rose by 7 percent',
    );
    expect(result.content).toContain('(PDF, 2 pages)');
  });

  it('cuts a 10 MB page at the byte cap and says so', async () => {
    const result = await run(fetchTool(), `${web.origin}/huge`);
    expect(result.ok).toBe(true);
    expect(result.content).toContain('Cut at 2048 KB: the page is larger, only its beginning was read.');
    expect(result.content).toMatch(/Cut at 20 KB: the readable text has \d+ KB/);
    expect(Buffer.byteLength(result.content)).toBeLessThan(24 * 1024);
    expect(webSourcesOf(result.details)?.truncatedNote).toContain('Cut at 2048 KB');
  });

  it('refuses binary content, naming its type', async () => {
    const result = await run(fetchTool(), `${web.origin}/image.png`);
    expect(result).toMatchObject({ ok: false, errorType: 'unsupported_content' });
    expect(result.content).toBe(
      'The address serves image/png, which web_fetch does not read (it reads web pages, text and PDFs).',
    );
  });

  it('reports an HTTP error status and a timeout as failures', async () => {
    const missing = await run(fetchTool(), `${web.origin}/missing`);
    expect(missing).toMatchObject({ ok: false, errorType: 'http_status' });
    expect(missing.content).toBe(`The server answered 404 Not Found for ${web.origin}/missing.`);
    const slow = await run(fetchTool({ limits: { timeoutMs: 300 } }), `${web.origin}/slow`);
    expect(slow).toMatchObject({ ok: false, errorType: 'timeout' });
  });

  it('stops when the call is cancelled', async () => {
    const controller = new AbortController();
    const asked = web.requests.length;
    const pending = run(fetchTool(), `${web.origin}/slow`, context(controller.signal));
    await waitFor(() => web.requests.slice(asked).some((request) => request.path === '/slow'), 'the /slow request');
    controller.abort();
    const result = await pending;
    expect(result).toMatchObject({ ok: false, errorType: 'aborted' });
  });
});

describe('web_fetch: the URL policy', () => {
  it('refuses the 127.0.0.1 stand-in itself while private-network access is off', async () => {
    const result = await run(fetchTool({}, false), `${web.origin}/article?private-off`);
    expect(result).toMatchObject({ ok: false, errorType: 'blocked' });
    expect(result.content).toContain('private, loopback or link-local address');
    expect(result.content).toContain('tools.web.allowPrivateNetwork');
    expect(web.requests.some((request) => request.path === '/article?private-off')).toBe(false);
  });

  it('says what is wrong with an address that is not a URL', async () => {
    const result = await run(fetchTool(), 'example.org/page');
    expect(result).toEqual({
      ok: false,
      errorType: 'invalid_args',
      content: '"example.org/page" is not an absolute URL: include http:// or https://.',
    });
  });

  it('refuses non-http schemes and credentials before any request', async () => {
    const before = web.requests.length;
    expect((await run(fetchTool(), 'file:///etc/passwd')).content).toContain('the file: scheme is not allowed');
    expect((await run(fetchTool(), `http://user:pw@127.0.0.1:${web.port}/article`)).content).toContain(
      'embedded credentials',
    );
    expect(web.requests.length).toBe(before);
  });

  it('reads the stand-in as a public site through a host name', async () => {
    const result = await run(publicWebTool(), `http://news.test:${web.port}/article`);
    expect(result.ok).toBe(true);
    expect(result.content).toContain(articleParagraph);
    expect(web.requests.at(-1)?.headers.host).toBe(`news.test:${web.port}`);
  });

  it.each([
    ['/to-file', 'Refused the redirect to file:///etc/passwd: the file: scheme is not allowed'],
    ['/to-metadata', 'Refused the redirect to http://169.254.169.254/latest/meta-data/: 169.254.169.254 is a private'],
    ['/to-loopback', 'is a loopback host; private network access is off (tools.web.allowPrivateNetwork)'],
    ['/to-mapped', 'Refused the redirect to http://[::ffff:a00:1]/admin: ::ffff:a00:1 is a private'],
  ])('re-checks every redirect: %s is refused', async (path, message) => {
    const result = await run(publicWebTool(), `http://news.test:${web.port}${path}`);
    expect(result).toMatchObject({ ok: false, errorType: 'blocked' });
    expect(result.content).toContain(message);
  });

  it('refuses a host name whose DNS answer is a private address', async () => {
    const result = await run(publicWebTool(), 'http://intranet.test/wiki');
    expect(result).toMatchObject({ ok: false, errorType: 'blocked' });
    expect(result.content).toContain('intranet.test (192.168.1.20) is a private, loopback or link-local address');
  });

  it('connects to the address it checked, not a second DNS answer (rebinding)', async () => {
    let calls = 0;
    const rebinding: HostLookup = async () => (calls++ === 0 ? ['127.0.0.1'] : ['10.9.9.9']);
    const real = createAddressClassifier();
    const tool = fetchTool(
      { lookup: rebinding, classify: (address) => (address === '127.0.0.1' ? 'public' : real(address)) },
      false,
    );
    const result = await run(tool, `http://rebind.test:${web.port}/article`);
    expect(result.ok).toBe(true);
    expect(calls).toBe(1);
  });

  it('caps the number of redirects', async () => {
    const result = await run(fetchTool(), `${web.origin}/loop`);
    expect(result).toMatchObject({ ok: false, errorType: 'too_many_redirects' });
    expect(result.content).toMatch(/^Stopped after 5 redirects/);
  });
});

describe('web_fetch: approval facts', () => {
  it('names the host it will contact', () => {
    expect(fetchTool().describeCall?.({ url: 'https://example.org/a?b=1' }, { workspace: '/tmp' })).toEqual({
      host: 'example.org',
    });
  });
});
