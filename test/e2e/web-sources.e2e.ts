// E2E in real Chromium: the fake model calls web_search/web_fetch (approved in the dialog) against 127.0.0.1 stand-ins;
// the sources show as links in the card and under the answer, opening only through main. Settings' web access panel
// stores a pasted key in the real keychain. Light and dark screenshots.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { secretToolLookup } from '../support/keyring';
import { describeWithFacility } from '../support/requirements';
import { startWebStandIn, type WebStandIn } from '../support/web-stand-in';
import { useHearthSuite } from './support/hearth-suite';
import { openHearthPage } from './support/hearth-page';
import { sendMessage, waitForDialog, waitForReplyDone } from './support/chat-actions';

describeWithFacility('chromium', 'web search answers with sources (e2e)', () => {
  const suite = useHearthSuite({ resetEachTest: false });
  let web: WebStandIn;

  beforeAll(async () => {
    web = await startWebStandIn();
    for (const [path, value] of [
      ['tools.web.searchEnabled', true],
      ['tools.web.searchProvider', 'searxng'],
      ['tools.web.searxngUrl', `${web.origin}/searxng`],
    ] as const) {
      const result = await suite.harness.runtime.setSetting(path, value);
      if (!result.ok) throw new Error(`${path}: ${result.error}`);
    }
  });
  afterAll(async () => {
    await web?.close();
  });

  it('shows the searched answer with the cited sources as links that open outside the app', async () => {
    const { harness, hearth } = suite;
    const { page } = hearth;
    harness.llm.script(
      { kind: 'tool_calls', calls: [{ name: 'web_search', arguments: { query: 'what is sourdough' } }] },
      {
        kind: 'text',
        text: 'Sourdough is bread leavened by wild yeast and lactic acid bacteria [1]; the bacteria live with the yeast in the starter [3].',
      },
    );
    // Worded so web_search is ranked into the request: with the web tools on, more tools are enabled than one request
    // carries (tools/tool-selection.ts), and the citing instructions come with the tool.
    await sendMessage(page, 'What is sourdough? Search the web.');
    const dialog = await waitForDialog(page);
    expect(await dialog.locator('h2').textContent()).toBe('Allow Web search?');
    await dialog.getByRole('button', { name: 'Allow once' }).click();
    const answer = await waitForReplyDone(page);

    // The model got numbered results and was asked to cite them.
    const second = harness.llm.requests.at(-1)!;
    const toolMessage = second.messages.findLast((m: { role: string }) => m.role === 'tool');
    expect(String(toolMessage?.content)).toContain(
      '[1] Sourdough - Wikipedia\nURL: https://en.wikipedia.org/wiki/Sourdough',
    );
    const system = second.messages.find((m: { role: string }) => m.role === 'system');
    expect(String(system?.content)).toContain('# Citing web sources');
    expect(web.requests.some((request) => request.path === '/searxng/search?q=what+is+sourdough&format=json')).toBe(
      true,
    );

    // The tool card lists every result as a link.
    const card = page.locator('.tool-card[data-tool="web_search"]').last();
    const results = card.getByRole('list', { name: 'Search results' });
    expect(await results.getByRole('link').count()).toBe(3);
    expect(await card.locator('.web-sources-caption').textContent()).toBe('Results for “what is sourdough” · SearXNG');

    // Under the answer: the two cited sources, by number.
    const sources = answer.getByRole('region', { name: 'Sources' });
    const links = sources.getByRole('link');
    expect(await links.allTextContents()).toEqual(['Sourdough - Wikipedia', 'Sourdough science']);
    expect(await sources.locator('.source-number').allTextContents()).toEqual(['[1]', '[3]']);

    const before = page.url();
    await sources.getByRole('link', { name: 'Sourdough - Wikipedia' }).click();
    await expect.poll(() => harness.openedLinks).toEqual(['https://en.wikipedia.org/wiki/Sourdough']);
    expect(page.url()).toBe(before);
    expect(await card.getByText('What the model read').count()).toBe(1);
    await card.scrollIntoViewIfNeeded();
    await hearth.screenshot('web-sources-light.png');

    // The same conversation after a reload, in dark: sources come back from storage.
    const dark = await openHearthPage(suite.browser, harness, { colorScheme: 'dark', hash: new URL(before).hash });
    try {
      const stored = dark.page.locator('article.message.assistant').last().getByRole('region', { name: 'Sources' });
      await expect.poll(() => stored.getByRole('link').count(), { timeout: 10_000 }).toBe(2);
      await dark.page.locator('.tool-card[data-tool="web_search"]').last().scrollIntoViewIfNeeded();
      await dark.screenshot('web-sources-dark.png');
    } finally {
      await dark.close();
    }
  });

  it('shows a page read with web_fetch as its source in the card and under the answer', async () => {
    const { harness, hearth } = suite;
    const { page } = hearth;
    await harness.runtime.setSetting('tools.web.fetchEnabled', true);
    await harness.runtime.setSetting('tools.web.allowPrivateNetwork', true);
    await page.goto(`${harness.bridge.origin}/index.html#/`);
    harness.llm.script(
      { kind: 'tool_calls', calls: [{ name: 'web_fetch', arguments: { url: `${web.origin}/article` } }] },
      { kind: 'text', text: 'The starter is fed with flour and water every day [1].' },
    );
    await sendMessage(page, 'Read that sourdough article');
    const dialog = await waitForDialog(page);
    expect(await dialog.locator('h2').textContent()).toBe('Allow Read web page?');
    await dialog.getByRole('button', { name: 'Allow once' }).click();
    const answer = await waitForReplyDone(page);
    const card = page.locator('.tool-card[data-tool="web_fetch"]').last();
    expect(await card.locator('.web-sources-caption').textContent()).toBe('Page read');
    const read = card.getByRole('list', { name: 'Page read' });
    expect(await read.locator('.source-title').textContent()).toContain('How sourdough works');
    // An http address is shown but not offered as a link: main opens https links only.
    expect(await read.locator('.link-blocked').getAttribute('title')).toBe(
      'Not opened: scheme http: is not allowed (https only)',
    );
    const sources = answer.getByRole('region', { name: 'Sources' });
    expect(await sources.locator('.source-number').allTextContents()).toEqual(['[1]']);
    const toolMessage = harness.llm.requests.at(-1)!.messages.findLast((m: { role: string }) => m.role === 'tool');
    expect(String(toolMessage?.content)).toContain('Sourdough starters are colonies of wild yeast');
    expect(String(toolMessage?.content)).not.toContain('FOOTER-COPYRIGHT');
    await card.scrollIntoViewIfNeeded();
    await hearth.screenshot('web-fetch-light.png');
  });

  it('offers the web access settings: provider, SearXNG address, private-network switch and a key field', async () => {
    const { page } = suite.hearth;
    await page.goto(`${suite.harness.bridge.origin}/index.html#/settings/tools`);
    const panel = page.getByRole('group', { name: 'Web access' });
    const provider = panel.getByRole('combobox', { name: 'Search provider' });
    expect(await provider.inputValue()).toBe('searxng');
    expect(await panel.getByRole('textbox', { name: 'SearXNG address' }).inputValue()).toBe(`${web.origin}/searxng`);
    expect(await page.getByRole('switch', { name: 'Web search on' }).isChecked()).toBe(true);
    expect(await page.getByRole('switch', { name: 'Read web page on' }).isChecked()).toBe(true);

    await page.getByRole('switch', { name: 'Read web page on' }).click();
    await expect.poll(() => suite.harness.runtime.settings().tools.web.fetchEnabled).toBe(false);
    await panel.getByRole('switch', { name: 'Web pages may be on the private network' }).click();
    await expect.poll(() => suite.harness.runtime.settings().tools.web.allowPrivateNetwork).toBe(false);

    await provider.selectOption('brave');
    await expect.poll(() => suite.harness.runtime.settings().tools.web.searchProvider).toBe('brave');
    // The key field appears once the page has the new provider (not at the same moment as the runtime).
    await expect.poll(() => panel.getByLabel('Brave Search API key').count()).toBe(1);
    await panel.scrollIntoViewIfNeeded();
    await suite.hearth.screenshot('settings-web-light.png');

    // The pasted key goes to the keychain; the page keeps only "stored".
    const canary = `BSA-e2e-canary-${Date.now()}`;
    await panel.getByLabel('Brave Search API key').fill(canary);
    await panel.getByRole('button', { name: 'Save key' }).click();
    await expect.poll(() => panel.getByRole('status').textContent()).toContain('Stored in the system keychain');
    expect(await secretToolLookup('Hearth', 'brave')).toBe(canary);
    expect(await page.content()).not.toContain(canary);
    await panel.getByRole('button', { name: 'Delete key' }).click();
    await expect.poll(() => panel.getByLabel('Brave Search API key').count()).toBe(1);
    expect(await secretToolLookup('Hearth', 'brave')).toBeNull();

    const dark = await openHearthPage(suite.browser, suite.harness, { colorScheme: 'dark', hash: '#/settings/tools' });
    try {
      const darkPanel = dark.page.getByRole('group', { name: 'Web access' });
      await expect.poll(() => darkPanel.getByLabel('Brave Search API key').count(), { timeout: 10_000 }).toBe(1);
      await darkPanel.scrollIntoViewIfNeeded();
      await dark.screenshot('settings-web-dark.png');
    } finally {
      await dark.close();
    }
  });
});
