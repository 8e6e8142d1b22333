// E2E in real Chromium: a streamed markdown answer (GFM table, list, highlighted code with copy), raw HTML shown as
// text, remote markdown images never requested, links only through main, stop / regenerate / edit-and-resend,
// sidebar rename, search and delete, and a 10,000-message conversation that stays virtualized.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { describeWithFacility } from '../support/requirements';
import { startHearthHarness, type HearthHarness } from './bridge/hearth-harness';
import { launchChromium, openHearthPage, type HearthPage } from './support/hearth-page';

const answer = [
  '# Packing list',
  '',
  'Here is **what to bring** for the trip:',
  '',
  '| Item | Count |',
  '|------|------:|',
  '| Socks | 4 |',
  '| Maps | 2 |',
  '',
  '- a warm jacket',
  '- [ ] sunscreen',
  '',
  '```python',
  'def greet(name):',
  '    return f"hello {name}"',
  '```',
  '',
  'Raw <b>html</b> stays text. <img src="http://127.0.0.2:PORT/raw.png">',
  '',
  '![tracking pixel](http://127.0.0.2:PORT/pixel.png?d=SECRET)',
  '',
  'See [the docs](https://example.com/docs) or [local](http://localhost:1/x).',
].join('\n');

describeWithFacility('chromium', 'chat window (e2e)', () => {
  let harness: HearthHarness;
  let browser: Browser;
  let hearth: HearthPage;
  let remote: Server;
  let remoteHits: string[];
  let remotePort: number;

  beforeAll(async () => {
    remoteHits = [];
    remote = createServer((request, response) => {
      remoteHits.push(request.url ?? '');
      response.writeHead(200, { 'content-type': 'image/png' }).end();
    });
    await new Promise<void>((done) => remote.listen(0, '127.0.0.2', done));
    remotePort = (remote.address() as AddressInfo).port;
    harness = await startHearthHarness();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await hearth?.close();
    await browser?.close();
    await harness?.close();
    await new Promise((done) => remote?.close(done));
  });
  beforeEach(() => harness.llm.reset());

  it('streams a markdown answer with a table, a list and highlighted code; raw HTML stays text', async () => {
    hearth = await openHearthPage(browser, harness);
    const { page } = hearth;
    const text = answer.replaceAll('PORT', String(remotePort));
    harness.llm.script({ kind: 'text', text, chunkSize: 12, delayMs: 15, reasoning: 'The user wants a list.' });
    await page.getByRole('textbox', { name: 'Message' }).fill('What should I pack?');
    await page.keyboard.press('Enter');

    const answerBox = page.locator('article.message.assistant').last();
    await expect.poll(() => answerBox.locator('table').count(), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => answerBox.getAttribute('class')).toContain('status-complete');
    expect(await answerBox.locator('h1').textContent()).toBe('Packing list');
    expect(await answerBox.locator('strong').first().textContent()).toBe('what to bring');
    expect(await answerBox.locator('td').allTextContents()).toEqual(['Socks', '4', 'Maps', '2']);
    expect(await answerBox.locator('li').count()).toBe(2);
    expect(await answerBox.locator('input[type=checkbox]').count()).toBe(1);
    await expect.poll(() => answerBox.locator('.code-block .hljs-keyword').count()).toBeGreaterThan(0);
    expect(await answerBox.locator('.code-block-language').textContent()).toBe('python');
    expect(await answerBox.locator('b').count()).toBe(0);
    expect(await answerBox.textContent()).toContain('Raw <b>html</b> stays text.');
    expect(await answerBox.locator('details.reasoning').getAttribute('open')).toBeNull();

    // The first user message was saved, the conversation got a title and shows in the sidebar.
    await expect.poll(() => page.locator('.conversation-row').count()).toBe(1);
    expect(await page.locator('.conversation-title').first().textContent()).toBe('What should I pack?');
    expect(harness.llm.requests.at(-1)?.messages.at(-1)).toEqual({ role: 'user', content: 'What should I pack?' });
    await hearth.screenshot('chat-light.png');
  });

  it('never requests a remote markdown image (placeholder with the URL instead)', async () => {
    const { page, requests } = hearth;
    const placeholder = page.locator('.image-placeholder').first();
    expect(await placeholder.getAttribute('data-src')).toBe(`http://127.0.0.2:${remotePort}/pixel.png?d=SECRET`);
    expect(await placeholder.textContent()).toContain(`127.0.0.2:${remotePort}/pixel.png`);
    expect(await page.locator('img').count()).toBe(0);
    await page.waitForTimeout(300);
    expect(requests.filter((url) => url.includes('127.0.0.2'))).toEqual([]);
    expect(remoteHits).toEqual([]);
    // The remote host is reachable, so a request would have been seen (the check above can fail).
    const reachable = await fetch(`http://127.0.0.2:${remotePort}/probe`);
    expect(reachable.status).toBe(200);
    expect(remoteHits).toEqual(['/probe']);
    remoteHits.length = 0;
  });

  it('opens https links only through main, and refuses others', async () => {
    const { page } = hearth;
    await page.getByRole('link', { name: 'the docs' }).click();
    await expect.poll(() => harness.openedLinks).toEqual(['https://example.com/docs']);
    expect(page.url()).toContain(harness.bridge.origin);
    expect(await page.locator('.link-blocked').textContent()).toBe('local');
    expect(await page.getByRole('link', { name: 'local' }).count()).toBe(0);
  });
});
