// E2E in real Chromium with the system language set to Chromium's pseudo-locale (en-XA): every catalog message shows
// marked ⟦…⟧, and each screen — the welcome, a chat with an answer and a tool card, the approval dialog, an MCP
// server's input form, the quick-ask window, files changed with Review and Undo, a sub-agent card and the
// provider-fallback notice, the database upgrade screen — shows no other text than what the person typed, what the model or server
// wrote, MCP servers' own tool words and names of products, models, files and
// languages. Tool cards and the approval dialog's notes of built-in tools are worded by the catalog too.
// Settings and the first-run setup are walked in pseudo-locale-settings.e2e.ts.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { uiLanguages } from '../../electron/shared/ui-languages';
import { describeWithFacility } from '../support/requirements';
import { delegateCall, PARENT, scriptAgents } from '../runtime/delegate-harness';
import { waitForDialog, waitForReplyDone } from './support/chat-actions';
import { pseudo, textOutsideCatalog } from './support/catalog-text';
import { openHearthPage } from './support/hearth-page';
import { useHearthSuite } from './support/hearth-suite';
import { addGuestbookServer } from './support/settings-seed';

const locale = 'en-XA';
const products = ['OpenAI', 'Anthropic', 'Ollama', 'LM Studio', 'OpenRouter', 'fake-model', 'fake-model-large'];
const languageNames = uiLanguages.map((language) => language.name);

async function send(page: Page, text: string): Promise<void> {
  const box = page.getByRole('textbox', { name: pseudo('composer.label') });
  await box.fill(text);
  await box.press('Enter');
}

async function openNewChat(page: Page): Promise<void> {
  await page.getByRole('button', { name: pseudo('chat.newChat') }).click();
  await expect.poll(() => page.locator('.chat-header h1').textContent()).toBe(pseudo('chat.newChat'));
}

async function expectCatalogOnly(page: Page, allowed: readonly string[], selector?: string): Promise<void> {
  expect(await textOutsideCatalog(page, [...products, ...languageNames, ...allowed], selector)).toEqual([]);
}

describeWithFacility('chromium', 'pseudo-locale: every string from the catalog (e2e)', () => {
  const suite = useHearthSuite({ page: { locale } });

  beforeAll(() => addGuestbookServer(suite.harness));

  it('the welcome screen and a chat with an answer', async () => {
    const { page } = suite.hearth;
    const heading = page.getByRole('heading', { name: pseudo('chat.welcomeTitle') });
    await expect.poll(() => heading.count(), { timeout: 10_000 }).toBe(1);
    expect(await page.evaluate('document.documentElement.lang')).toBe(locale);
    await expectCatalogOnly(page, []);

    suite.harness.llm.script({ kind: 'text', text: 'Plain answer from the model.' });
    await send(page, 'Tell me something plain');
    await waitForReplyDone(page);
    await expectCatalogOnly(page, ['Tell me something plain', 'Plain answer from the model.']);
  });

  it('the approval dialog, then the tool card in the answer', async () => {
    const { page } = suite.hearth;
    const command = 'echo pseudo-check';
    suite.harness.llm.script(
      { kind: 'tool_calls', calls: [{ name: 'shell', arguments: { command } }] },
      { kind: 'text', text: 'The command ran.' },
    );
    await send(page, 'Run the check');
    const dialog = await waitForDialog(page);
    // The tool's label and the gate's notes (sandbox, network) come from the catalog; the command and folder are data.
    await expectCatalogOnly(page, [command, suite.harness.workspace], 'dialog.approval-dialog');
    await dialog.getByRole('button', { name: pseudo('approval.allowOnce') }).click();
    await waitForReplyDone(page);
    await expectCatalogOnly(page, [
      'Tell me something plain',
      'Plain answer from the model.',
      'Run the check',
      'The command ran.',
      'pseudo-check',
      command,
    ]);
  });

  it("an MCP server's input form", async () => {
    const { page } = suite.hearth;
    suite.harness.llm.script(
      { kind: 'tool_calls', calls: [{ name: 'guestbook__sign_guestbook', arguments: {} }] },
      { kind: 'text', text: 'Signed.' },
    );
    await send(page, 'Sign the guestbook');
    await (await waitForDialog(page)).getByRole('button', { name: pseudo('approval.allowOnce') }).click();
    const form = page.getByRole('dialog', { name: pseudo('approval.serverAsks', { server: 'guestbook' }) });
    await expect.poll(() => form.count(), { timeout: 20_000 }).toBe(1);
    // The server's message and field titles are its own words, shown as such.
    await expectCatalogOnly(page, ['Who is signing the guestbook?', 'Your name', 'Stars', 'guestbook'], 'dialog[open]');
    await form.getByRole('button', { name: pseudo('approval.decline') }).click();
    await waitForReplyDone(page);
  });

  it('the quick-ask window', async () => {
    const quick = await openHearthPage(suite.browser, suite.harness, { hash: '#/quick', locale });
    try {
      const input = quick.page.getByRole('textbox', { name: pseudo('quickAsk.input') });
      await expect.poll(() => input.count(), { timeout: 10_000 }).toBe(1);
      await expectCatalogOnly(quick.page, []);
      suite.harness.llm.script({ kind: 'text', text: 'Quick answer.' });
      await input.fill('A quick one');
      await input.press('Enter');
      await expect.poll(() => quick.page.getByText('Quick answer.').count(), { timeout: 10_000 }).toBe(1);
      await expectCatalogOnly(quick.page, ['A quick one', 'Quick answer.']);
    } finally {
      await quick.close();
    }
  });
  it('files changed: Review, the Undo question and its outcome', async () => {
    const { page } = suite.hearth;
    const { runtime, llm, workspace } = suite.harness;
    runtime.settingsStore.set('policy.mode', 'autonomous');
    await openNewChat(page);
    llm.script(
      {
        kind: 'tool_calls',
        calls: [{ name: 'shell', arguments: { command: 'echo one > one.txt; echo two > two.txt' } }],
      },
      { kind: 'text', text: 'Wrote two files.' },
    );
    await send(page, 'Write two files');
    await waitForReplyDone(page);
    const changes = page.getByRole('region', { name: pseudo('runChanges.region') }).last();
    await expect.poll(() => changes.textContent()).toContain(pseudo('runChanges.filesChanged', { count: 2 }));
    await changes.getByRole('button', { name: pseudo('runChanges.review') }).click();
    const list = changes.getByRole('list', { name: pseudo('runChanges.list') });
    await expect.poll(() => list.getByRole('listitem').count()).toBe(2);
    const files = ['one.txt', 'two.txt', '+one', '+two'];
    await expectCatalogOnly(page, files, '.run-changes');
    writeFileSync(join(workspace, 'one.txt'), 'mine\n');
    await changes.getByRole('button', { name: pseudo('runChanges.undo') }).click();
    const confirm = changes.getByRole('alertdialog', { name: pseudo('runChanges.confirmTitle') });
    await expect.poll(() => confirm.count()).toBe(1);
    await expectCatalogOnly(page, files, '.run-changes');
    await confirm.getByRole('button', { name: pseudo('runChanges.undoAnyway') }).click();
    await expect.poll(() => changes.getByRole('status').textContent()).toBe(pseudo('runChanges.undone'));
  });

  it('a sub-agent card, its steps folded open', async () => {
    const { page } = suite.hearth;
    await openNewChat(page);
    scriptAgents(suite.harness.llm, {
      [PARENT]: [
        { kind: 'tool_calls', calls: [delegateCall('Say hello.', [])] },
        { kind: 'text', text: 'The helper said hello.' },
      ],
      'Say hello.': [{ kind: 'text', text: 'Hello from the helper.' }],
    });
    await send(page, 'Ask a helper');
    await waitForReplyDone(page);
    const card = page.locator('[data-tool="delegate"]').last();
    const header = card.locator('.tool-card-header').first();
    if ((await header.getAttribute('aria-expanded')) !== 'true') await header.click();
    await card.getByRole('button', { name: pseudo('subAgent.show', { steps: 0 }) }).click();
    await expect.poll(() => card.getByRole('group', { name: pseudo('subAgent.steps') }).count()).toBe(1);
    await expectCatalogOnly(page, [], '.sub-agent');
  });

  it('the notice that a run goes on with a fallback model', async () => {
    const { page } = suite.hearth;
    const { runtime, llm } = suite.harness;
    await runtime.setSetting('provider.fallbacks', [{ provider: 'ollama', model: 'backup-model' }]);
    await runtime.setSetting('agent.maxRetries', 0);
    await runtime.setSetting('provider.ollama.baseUrl', llm.url);
    llm.script(
      { kind: 'http_error', status: 503, body: { error: { message: 'unavailable' } } },
      { kind: 'text', text: 'Answered by the backup model.' },
    );
    await send(page, 'Hello?');
    await waitForReplyDone(page);
    const text = pseudo('fallbackNotice.switchedHttp', {
      failed: pseudo('fallbackNotice.candidate', { provider: pseudo('common.providerCustom'), model: 'fake-model' }),
      status: 503,
      cause: pseudo('fallbackNotice.server'),
      next: pseudo('fallbackNotice.candidate', { provider: 'Ollama', model: 'backup-model' }),
    });
    await expect.poll(() => page.locator('.toasts').getByText(text).count()).toBe(1);
    await expectCatalogOnly(page, [], '.toasts');
  });

  it('the database upgrade screen, under way and failed', async () => {
    const { page } = suite.hearth;
    const { bridge } = suite.harness;
    const backupFile = '/data/backups/hearth-before-upgrade.hearthbackup';
    const versions = { from: 8, to: 13, backupFile };
    bridge.broadcast('app:upgrade', {
      phase: 'upgrading',
      ...versions,
      ...{ version: 9, description: 'search in every language', done: 600, total: 1200 },
    });
    const screen = page.getByRole('main', { name: pseudo('upgrade.title') });
    await expect.poll(() => screen.count()).toBe(1);
    await expectCatalogOnly(page, [backupFile], '.upgrade-screen');
    bridge.broadcast('app:upgrade', { phase: 'failed', ...versions, message: 'disk I/O error' });
    await expect.poll(() => page.getByRole('main', { name: pseudo('upgrade.failedTitle') }).count()).toBe(1);
    await expectCatalogOnly(page, [backupFile, 'disk I/O error'], '.upgrade-screen');
    bridge.broadcast('app:upgrade', { phase: 'done', ...versions });
    await expect.poll(() => page.locator('.upgrade-screen').count()).toBe(0);
  });
});
