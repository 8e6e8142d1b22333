// E2E in real Chromium, the chat's screens in several UI languages (the browser's, which the UI follows): the approval
// dialog, a chat with a weather card, a web-source card and the answer's sources, the find bar, the slash palette and
// a saved prompt's fields, the shortcuts sheet, an attachment chip, the message queue, an MCP server's input form and
// the quick-ask with its inline approval. In the pseudo-locale (en-XA) no visible text may come from outside the
// catalog; in en-US, ko-KR and zh-CN axe-core finds no serious or critical violation, light and dark; ko-KR and zh-CN
// leave screenshots (i18n-chat-*, i18n-approval-* in test/e2e/artifacts/).
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { uiLanguages } from '../../electron/shared/ui-languages';
import { describeWithFacility } from '../support/requirements';
import { waitFor } from '../support/wait-for';
import { startWebStandIn, type WebStandIn } from '../support/web-stand-in';
import { expectNoSeriousViolations } from './support/axe';
import { textOutsideCatalog } from './support/catalog-text';
import { waitForDialog, waitForReplyDone } from './support/chat-actions';
import { approveEachDialog, messageIn, startOpenMeteoStandIn } from './support/chat-walk';
import { openHearthPage } from './support/hearth-page';
import { useHearthSuite } from './support/hearth-suite';
import { screenshotLightAndDark } from './support/light-and-dark';

const elicitServer = 'test/tools/mcp/fixtures/elicit-server.mjs';

/** The browser's language, the UI language it picks (`<html lang>`), and whether screenshots are kept. */
const walks = [
  { locale: 'en-XA', lang: 'en-XA', screenshots: false },
  { locale: 'en-US', lang: 'en', screenshots: false },
  { locale: 'ko-KR', lang: 'ko', screenshots: true },
  { locale: 'zh-CN', lang: 'zh-CN', screenshots: true },
];

/** Names that stay as they are in every language: products, models, languages, units and key caps. */
const products = ['OpenAI', 'Anthropic', 'Ollama', 'LM Studio', 'OpenRouter', 'fake-model-large', 'fake-model'];
const alwaysAllowed = [
  ...products,
  'Hearth',
  '°C',
  'km/h',
  'Open-Meteo',
  ...uiLanguages.map((language) => language.name),
];

for (const { locale, lang, screenshots } of walks) {
  describeWithFacility('chromium', `the chat's screens in ${locale} (e2e)`, () => {
    const suite = useHearthSuite({ page: { locale } });
    const say = (key: string, values?: Record<string, string | number>) => messageIn(locale, key, values);
    let web: WebStandIn;
    let meteo: Awaited<ReturnType<typeof startOpenMeteoStandIn>>;

    /** en-XA: nothing outside the catalog and `allowed` in `scope`; other languages: axe-core, light and dark. */
    async function check(page: Page, scope: string, allowed: readonly string[] = []): Promise<void> {
      if (locale !== 'en-XA') return expectNoSeriousViolations(page, scope === 'body' ? undefined : scope);
      expect(await textOutsideCatalog(page, [...alwaysAllowed, ...allowed], scope)).toEqual([]);
    }
    /** What a person or the model wrote, and data (arguments, web pages' text); tool labels and notes are the catalog's. */
    const writtenIn = async (part: Locator) => [
      ...(await part
        .locator(
          '.tool-arg dt, .tool-arg dd, .tool-command, .source-title a, .source-host, .source-snippet, ' +
            '.tool-note, .weather-card figcaption, .approval-header h2 code, .approval-args dt, ' +
            '.approval-args pre, .approval-command, .approval-facts code',
        )
        .allTextContents()),
      ...(await part.locator('.source-list a[title]').evaluateAll((links) => links.map((link) => link.title))),
    ];
    const composer = (page: Page) => page.getByRole('textbox', { name: say('composer.label') });

    beforeAll(async () => {
      web = await startWebStandIn();
      meteo = await startOpenMeteoStandIn();
      const { runtime } = suite.harness;
      const settings: [string, unknown][] = [
        ['tools.web.searchEnabled', true],
        ['tools.web.searchProvider', 'searxng'],
        ['tools.web.searxngUrl', `${web.origin}/searxng`],
        ['weather.geocodingUrl', `${meteo.base}/geocoding`],
        ['weather.forecastUrl', `${meteo.base}/forecast`],
        ['prompts.saved', [{ name: 'trip', text: 'Plan a trip to {{city}}' }]],
        ['mcp.servers.guestbook', { command: process.execPath, args: [join(process.cwd(), elicitServer)] }],
      ];
      for (const [path, value] of settings)
        expect(await runtime.setSetting(path, value), path).toMatchObject({ ok: true });
      await waitFor(() => runtime.mcp.servers().some((server) => server.tools.length > 0), {
        message: 'the guestbook server to list its tools',
        timeout: 30_000,
        observe: () => runtime.mcp.servers(),
      });
    });
    afterAll(async () => {
      await web?.close();
      await meteo?.close();
    });

    it('the approval dialog, then a chat with a weather card, a web-source card and the sources', async () => {
      const { page } = suite.hearth;
      await expect.poll(() => composer(page).count(), { timeout: 10_000 }).toBe(1);
      expect(await page.evaluate('document.documentElement.lang')).toBe(lang);
      suite.harness.llm.script(
        { kind: 'tool_calls', calls: [{ name: 'weather', arguments: { location: 'Lisbon', days: 3 } }] },
        { kind: 'tool_calls', calls: [{ name: 'web_search', arguments: { query: 'what is sourdough' } }] },
        { kind: 'text', text: 'Sunny in Lisbon; sourdough is bread leavened by wild yeast [1].' },
      );
      await composer(page).fill('Weather and sourdough?');
      await composer(page).press('Enter');
      const dialogs = await approveEachDialog(page, say('approval.allowOnce'), async (dialog, index) => {
        await check(page, 'dialog.approval-dialog[open]', [
          ...(await writtenIn(dialog)),
          'Lisbon',
          suite.harness.workspace,
        ]);
        if (screenshots && index === 0) await screenshotLightAndDark(page, `i18n-approval-${locale}`);
      });
      expect(dialogs).toBeGreaterThan(0);
      const weather = page.locator('.tool-card[data-tool="weather"] .weather-card');
      await expect.poll(() => weather.count()).toBe(1);
      expect(await weather.getAttribute('aria-label')).toBe(
        say('weather.label', { place: 'Lisbon, Lisbon, Portugal' }),
      );
      const results = page.locator('.tool-card[data-tool="web_search"] .web-sources');
      await expect.poll(() => results.count()).toBe(1);
      const sources = page.getByRole('region', { name: say('sources.title') });
      await expect.poll(() => sources.count()).toBe(1);
      const main = page.locator('main');
      await check(page, 'body', [
        'Weather and sourdough?',
        'Sunny in Lisbon; sourdough is bread leavened by wild yeast [1].',
        'searxng',
        ...(await writtenIn(main)),
      ]);
      if (screenshots) await screenshotLightAndDark(page, `i18n-chat-${locale}`);
    });

    it('the find bar', async () => {
      const { page } = suite.hearth;
      await page.keyboard.press('Control+f');
      const bar = page.getByRole('search', { name: say('find.label') });
      await expect.poll(() => bar.count()).toBe(1);
      await bar.getByRole('searchbox').fill('Lisbon');
      await expect.poll(() => bar.getByRole('status').textContent()).toMatch(/\d/);
      await check(page, '.find-bar', ['Lisbon']);
      await page.keyboard.press('Escape');
      await expect.poll(() => bar.count()).toBe(0);
    });

    it("the slash palette, a saved prompt's fields and the shortcuts sheet", async () => {
      const { page } = suite.hearth;
      await composer(page).fill('/');
      const palette = page.getByRole('listbox', { name: say('slash.list') });
      await expect.poll(() => palette.count()).toBe(1);
      await check(page, '.slash-palette', [
        '/new',
        '/model',
        '/summarize',
        '/export',
        '/trip',
        'Plan a trip to {{city}}',
        'guestbook',
      ]);
      await composer(page).fill('/trip');
      await composer(page).press('Enter');
      const fields = page.getByRole('dialog', { name: say('slash.fillIn', { command: 'trip' }) });
      await expect.poll(() => fields.count()).toBe(1);
      await check(page, 'dialog.prompt-fields-dialog', ['/trip', 'city']);
      await page.keyboard.press('Escape');
      await expect.poll(() => fields.count()).toBe(0);
      await composer(page).fill('');
      await composer(page).blur();
      await page.keyboard.press('?');
      const sheet = page.getByRole('dialog', { name: say('shortcuts.title') });
      await expect.poll(() => sheet.count()).toBe(1);
      await check(page, 'dialog.shortcuts-sheet', await sheet.locator('kbd').allTextContents());
      await page.keyboard.press('Escape');
      await expect.poll(() => sheet.count()).toBe(0);
    });

    it('an attachment chip, then the message queue', async () => {
      const { page } = suite.hearth;
      const [chooser] = await Promise.all([
        page.waitForEvent('filechooser'),
        page.getByRole('button', { name: say('composer.attach') }).click(),
      ]);
      await chooser.setFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('packing list\n') });
      const chips = page.getByRole('list', { name: say('attachments.list') });
      await expect.poll(() => chips.getByRole('listitem').count(), { timeout: 10_000 }).toBe(1);
      await check(page, '.attachment-chips', ['notes.txt', 'packing list']);
      await chips.getByRole('button', { name: say('attachments.remove', { name: 'notes.txt' }) }).click();
      await expect.poll(() => chips.count()).toBe(0);

      const slow = 'Once upon a time a small fire kept a whole house warm through the longest winter.';
      suite.harness.llm.script(
        { kind: 'text', text: slow, chunkSize: 4, delayMs: 300 },
        { kind: 'text', text: 'Next.' },
      );
      await composer(page).fill('Tell me a story');
      await composer(page).press('Enter');
      await expect.poll(() => page.getByRole('button', { name: say('composer.stop') }).count()).toBe(1);
      await composer(page).fill('And then?');
      await composer(page).press('Enter');
      const queue = page.getByRole('list', { name: say('queue.list') });
      await expect.poll(() => queue.getByRole('listitem').count()).toBe(1);
      await check(page, '.queued-messages', ['And then?']);
      await expect.poll(() => queue.count(), { timeout: 30_000 }).toBe(0);
      await waitForReplyDone(page, 30_000);
    });

    it("an MCP server's input form", async () => {
      const { page } = suite.hearth;
      suite.harness.llm.script(
        { kind: 'tool_calls', calls: [{ name: 'guestbook__sign_guestbook', arguments: {} }] },
        { kind: 'text', text: 'Signed.' },
      );
      await composer(page).fill('Sign the guestbook');
      await composer(page).press('Enter');
      await (await waitForDialog(page)).getByRole('button', { name: say('approval.allowOnce'), exact: true }).click();
      const form = page.getByRole('dialog', { name: say('approval.serverAsks', { server: 'guestbook' }) });
      await expect.poll(() => form.count(), { timeout: 20_000 }).toBe(1);
      await check(page, 'dialog[open]', ['Who is signing the guestbook?', 'Your name', 'Stars', 'guestbook']);
      await form.getByRole('button', { name: say('approval.decline') }).click();
      await waitForReplyDone(page);
    });

    it('the quick-ask window: its inline approval, then the answer', async () => {
      const quick = await openHearthPage(suite.browser, suite.harness, { hash: '#/quick', locale });
      try {
        const input = quick.page.getByRole('textbox', { name: say('quickAsk.input') });
        await expect.poll(() => input.count(), { timeout: 10_000 }).toBe(1);
        await check(quick.page, 'body');
        suite.harness.llm.script(
          { kind: 'tool_calls', calls: [{ name: 'shell', arguments: { command: 'echo quick' } }] },
          { kind: 'text', text: 'Quick answer.' },
        );
        await input.fill('A quick one');
        await input.press('Enter');
        const dialog = await waitForDialog(quick.page);
        const asked = [...(await writtenIn(dialog)), 'A quick one', 'echo quick', suite.harness.workspace];
        await check(quick.page, 'body', asked);
        await dialog.getByRole('button', { name: say('approval.allowOnce'), exact: true }).click();
        await expect.poll(() => quick.page.getByText('Quick answer.').count(), { timeout: 10_000 }).toBe(1);
        const main = quick.page.locator('body');
        await check(quick.page, 'body', [
          ...(await writtenIn(main)),
          'A quick one',
          'Quick answer.',
          'echo quick',
          'quick' /* its output */,
        ]);
      } finally {
        await quick.close();
      }
    });
  });
}
