// E2E in real Chromium: the settings screen. Toggling the browser tool changes the tools the model receives on the
// next request; an API key goes into the real keychain (read back with secret-tool) while nothing the page can read
// — DOM, storage, any WebSocket frame it received — contains it; "Test connection" lists the server's models; the
// user's instructions are saved and carried in the next request's system prompt.
import { randomBytes } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { secretToolLookup } from '../support/keyring';
import { describeWithFacility } from '../support/requirements';
import { useHearthSuite } from './support/hearth-suite';
import { startHearthHarness, type HearthHarness } from './bridge/hearth-harness';
import { sendMessage, waitForReplyDone } from './support/chat-actions';
import { launchChromium, openHearthPage, type HearthPage } from './support/hearth-page';

const toolNames = (harness: HearthHarness): string[] =>
  (harness.llm.requests.at(-1)?.tools ?? []).map((tool: { function?: { name?: string } }) => tool.function?.name ?? '');

describeWithFacility('chromium', 'settings: tools (e2e)', () => {
  const suite = useHearthSuite();

  it('turning the browser tool on (and off) changes the tools sent to the model on the next request', async () => {
    const { page } = suite.hearth;
    suite.harness.llm.script({ kind: 'text', text: 'first' });
    await sendMessage(page, 'Which tools do you have?');
    await waitForReplyDone(page);
    expect(toolNames(suite.harness)).toContain('shell');
    expect(toolNames(suite.harness)).not.toContain('browser');

    await page.getByRole('link', { name: 'Settings' }).click();
    const row = page.locator('.tool-row[data-tool="browser"]');
    await expect.poll(() => row.count()).toBe(1);
    await suite.hearth.screenshot('settings-light.png');
    expect(await row.locator('.tool-row-reason').textContent()).toContain('tools.browser.enabled');
    expect(await page.locator('.tool-row[data-tool="shell"] .tool-row-reason').textContent()).toMatch(/^Sandbox: /);
    const toggle = row.getByRole('switch', { name: 'Web browser on' });
    expect(await toggle.isChecked()).toBe(false);
    await toggle.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => toggle.isChecked()).toBe(true);
    expect(suite.harness.runtime.settings().tools.browser.enabled).toBe(true);
    await suite.hearth.screenshot('settings-tools-light.png');

    await page.goBack();
    suite.harness.llm.script({ kind: 'text', text: 'second' });
    // Past the per-request cap (tools/tool-selection.ts) a topic tool is ranked in by the conversation: name it.
    await sendMessage(page, 'And now, with the web browser?');
    await waitForReplyDone(page);
    expect(toolNames(suite.harness)).toContain('browser');

    await page.getByRole('link', { name: 'Settings' }).click();
    await page.locator('.tool-row[data-tool="browser"]').getByRole('switch').click();
    await expect.poll(() => suite.harness.runtime.settings().tools.browser.enabled).toBe(false);
    // An always-on tool is switched off through tools.disabled.
    await page.locator('.tool-row[data-tool="weather"]').getByRole('switch').click();
    await expect.poll(() => suite.harness.runtime.settings().tools.disabled).toEqual(['weather']);
    await page.goBack();
    suite.harness.llm.script({ kind: 'text', text: 'third' });
    await sendMessage(page, 'And now?');
    await waitForReplyDone(page);
    expect(toolNames(suite.harness)).not.toContain('browser');
    expect(toolNames(suite.harness)).not.toContain('weather');
  });

  it('switches the theme to dark and shows the settings and chat in it', async () => {
    const { page } = suite.hearth;
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.locator('.segment', { hasText: 'Dark' }).click();
    await expect.poll(() => page.evaluate('document.documentElement.dataset.theme')).toBe('dark');
    await page.locator('#settings-provider').scrollIntoViewIfNeeded();
    await suite.hearth.screenshot('settings-dark.png');
    await page.goBack();
    await waitForReplyDone(page);
    await suite.hearth.screenshot('chat-dark.png');
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.locator('.segment', { hasText: 'System' }).click();
    await expect.poll(() => page.evaluate('document.documentElement.dataset.theme ?? null')).toBeNull();
  });

  it('refuses the home folder as the workspace, saying what to pick instead, in light and dark', async () => {
    const { page } = suite.hearth;
    const home = process.env.HOME ?? '';
    expect(home).not.toBe('');
    await page.getByRole('link', { name: 'Settings' }).click();
    const field = page.getByRole('textbox', { name: 'Workspace folder' });
    const before = suite.harness.runtime.settings().workspace;
    await field.fill(home);
    await field.press('Enter');
    // Under the field, and in the settings page's problem line.
    const refusal = page.getByRole('alert').filter({ hasText: 'cannot be your home folder' });
    await expect.poll(() => refusal.count()).toBeGreaterThan(0);
    expect(await refusal.first().textContent()).toMatch(/Pick a folder for this work instead, such as .*Projects/);
    expect(suite.harness.runtime.settings().workspace).toBe(before);
    await page.locator('#settings-general').scrollIntoViewIfNeeded();
    await suite.hearth.screenshot('settings-workspace-refused-light.png');
    await page.locator('.segment', { hasText: 'Dark' }).click();
    await expect.poll(() => page.evaluate('document.documentElement.dataset.theme')).toBe('dark');
    await suite.hearth.screenshot('settings-workspace-refused-dark.png');
    await page.locator('.segment', { hasText: 'System' }).click();
    await field.fill(before);
    await field.press('Enter');
    await expect.poll(() => refusal.count()).toBe(0);
  });

  it('saves "About you and how to answer", and the next request’s system prompt carries it', async () => {
    const { page } = suite.hearth;
    await page.getByRole('link', { name: 'Settings' }).click();
    const field = page.getByRole('textbox', { name: 'About you and how to answer' });
    const text = 'I am Ada, a nurse in Lyon.\nAnswer briefly, with metric units.';
    await field.fill(text);
    await page.getByRole('button', { name: 'Save instructions' }).click();
    await expect.poll(() => suite.harness.runtime.settings().assistant.instructions).toBe(text);
    await expect.poll(() => page.locator('.instructions-field .field-note').textContent()).toContain('Saved.');
    await field.scrollIntoViewIfNeeded();
    await suite.hearth.screenshot('settings-instructions-light.png');

    await page.goBack();
    suite.harness.llm.script({ kind: 'text', text: 'Noted, Ada.' });
    await sendMessage(page, 'Who am I?');
    await waitForReplyDone(page);
    const system = suite.harness.llm.requests.at(-1)?.messages[0];
    expect(system?.role).toBe('system');
    expect(String(system?.content)).toContain('# About the user and how to answer');
    expect(String(system?.content)).toContain(text);

    await page.getByRole('link', { name: 'Settings' }).click();
    await field.fill('');
    await page.getByRole('button', { name: 'Save instructions' }).click();
    await expect.poll(() => suite.harness.runtime.settings().assistant.instructions).toBe('');
  });
});

describeWithFacility('keychain', 'settings: API key (e2e, real keychain)', () => {
  let harness: HearthHarness;
  let browser: Browser;
  let hearth: HearthPage;
  const key = `sk-e2e-${randomBytes(12).toString('hex')}`;

  beforeAll(async () => {
    harness = await startHearthHarness({ models: ['fake-model', 'fake-model-large', 'tiny-model'] });
    browser = await launchChromium();
    hearth = await openHearthPage(browser, harness, { hash: '#/settings' });
  });
  afterAll(async () => {
    await harness?.runtime.secretStore.delete('custom').catch(() => false);
    await hearth?.close();
    await browser?.close();
    await harness?.close();
  });

  it('stores the key in the system keychain; the page can never read it back', async () => {
    const { page } = hearth;
    const input = page.locator('#api-key-custom');
    await input.fill(key);
    await page.locator('#settings-provider').getByRole('button', { name: 'Save key' }).click();
    await expect.poll(() => page.locator('.key-stored').textContent()).toContain('Stored in the system keychain');
    expect(await secretToolLookup('Hearth', 'custom')).toBe(key);

    // The model requests now carry it (main read it from the keychain)…
    harness.llm.reset();
    harness.llm.script({ kind: 'text', text: 'Authenticated hello.' });
    await page.goto(`${harness.bridge.origin}/index.html#/`);
    await sendMessage(page, 'hello with a key');
    await waitForReplyDone(page);
    expect(harness.llm.requests.at(-1)?.headers.authorization).toBe(`Bearer ${key}`);

    // …and "Test connection" lists the models with it, still without returning it.
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('button', { name: 'Test connection' }).click();
    await expect.poll(() => page.locator('.connection-result').textContent()).toBe('Connected — 3 models found.');
    // (A title request for the chat above may still land after it, so the listing is looked up, not taken as last.)
    const listing = harness.llm.requests.filter((request) => request.method === 'GET' && request.path === '/v1/models');
    expect(listing.at(-1)?.headers.authorization).toBe(`Bearer ${key}`);
    await page.getByRole('button', { name: 'tiny-model' }).click();
    await expect.poll(() => harness.runtime.settings().provider.custom.model).toBe('tiny-model');

    const readable = (await page.evaluate(`(() => {
      const values = [...document.querySelectorAll('input, textarea')].map((element) => element.value);
      const storage = [localStorage, sessionStorage].flatMap((store) => Object.keys(store).map((name) => name + '=' + store.getItem(name)));
      return [document.documentElement.outerHTML, document.title, location.href, ...values, ...storage].join('\\n');
    })()`)) as string;
    expect(readable.length).toBeGreaterThan(1_000);
    expect(readable).not.toContain(key);
    expect(hearth.framesReceived.length).toBeGreaterThan(10);
    expect(hearth.framesReceived.filter((frame) => frame.includes(key))).toEqual([]);
    expect(hearth.framesReceived.some((frame) => frame.includes('"custom":true'))).toBe(true);
  });

  it('deleting the key removes it from the keychain', async () => {
    const { page } = hearth;
    await page.locator('#settings-provider').getByRole('button', { name: 'Delete key' }).click();
    await expect.poll(() => page.locator('#api-key-custom').count()).toBe(1);
    expect(await secretToolLookup('Hearth', 'custom')).toBeNull();
  });
});
