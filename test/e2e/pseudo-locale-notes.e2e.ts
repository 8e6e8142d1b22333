// E2E in real Chromium through the real runtime: the approval dialog's notes the core sends as codes, worded by the
// catalog — a cron job (schedule, next runs, grants), memory_forget, a custom tool (its block and label), a dangerous
// shell command (the danger box), a run that read a web page (the notice naming it) — and an MCP import of a file with
// no servers. In the pseudo-locale (en-XA) they show only catalog text and data; in 한국어 the cron dialog is shot.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeWithFacility } from '../support/requirements';
import { makeTempDir } from '../support/temp-dir';
import { waitFor } from '../support/wait-for';
import { writeTool } from '../tools/user-tools/user-tools-helpers';
import { textOutsideCatalog } from './support/catalog-text';
import { approvalDialog, shownQuestions, waitForDialog, waitForReplyDone } from './support/chat-actions';
import { messageIn } from './support/chat-walk';
import { useHearthSuite } from './support/hearth-suite';
import { screenshotLightAndDark } from './support/light-and-dark';

const cronArgs = {
  name: 'Tea digest',
  schedule: '0 9 * * *',
  timezone: 'Europe/Lisbon',
  prompt: 'Sum up the tea news',
  tools: ['web_fetch'],
  grants: [{ tool: 'web_fetch', match: { kind: 'host', value: 'tea.example.org' }, afterUntrusted: true }],
};

for (const locale of ['en-XA', 'ko-KR']) {
  describeWithFacility('chromium', `the approval dialog's coded notes in ${locale} (e2e)`, () => {
    const suite = useHearthSuite({ page: { locale } });
    const say = (key: string, values?: Record<string, string | number>) => messageIn(locale, key, values);
    let server: Server;
    let origin = '';

    /** en-XA: the dialog (or `scope`) shows only catalog text and `data`; in 한국어, the catalog's Korean is there. */
    async function expectCatalogOnly(page: Page, data: readonly string[], scope = 'dialog.approval-dialog[open]') {
      if (locale !== 'en-XA') return;
      expect(await textOutsideCatalog(page, ['Hearth', ...data], scope)).toEqual([]);
    }
    /** The arguments, command, workspace and host the dialog shows: data, not words. */
    const dataIn = (dialog: Locator) =>
      dialog
        .locator('.approval-args dt, .approval-args pre, .approval-command, .approval-facts code')
        .allTextContents();
    const sendMessage = async (page: Page, text: string) => {
      const box = page.getByRole('textbox', { name: say('composer.label') });
      const before = await page.locator(shownQuestions).count();
      await box.fill(text);
      await box.press('Enter');
      await expect.poll(() => page.locator(shownQuestions).count(), { timeout: 10_000 }).toBeGreaterThan(before);
    };
    const deny = async (dialog: Locator) => {
      await dialog.getByRole('button', { name: say('approval.deny'), exact: true }).click();
      await waitForReplyDone(suite.hearth.page);
    };

    beforeAll(async () => {
      server = createServer((_request, response) => {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(
          '<!doctype html><html><body><main><h1>Tea news</h1><p>Oolong is in season.</p></main></body></html>',
        );
      });
      await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
      origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const { runtime, dataDir } = suite.harness;
      // memory_forget is pre-approved by default: here it asks, so its dialog can be looked at.
      for (const [path, value] of [
        ['tools.web.fetchEnabled', true],
        ['tools.web.allowPrivateNetwork', true],
        ['policy.preapproved', ['weather']],
      ] as const)
        expect(await runtime.setSetting(path, value), path).toMatchObject({ ok: true });
      const folder = join(dataDir, 'tools');
      mkdirSync(folder, { recursive: true });
      writeTool(
        folder,
        'brew-timer.mjs',
        {
          name: 'brew_timer',
          description: 'Times a brew.',
          risk: 'write',
          run: 'return "ok";',
          extra: 'export const capabilities = ["network"];',
        },
        { trust: false },
      );
      await waitFor(() => runtime.userTools.status().tools.length > 0, {
        message: 'the custom tool to load',
        timeout: 15_000,
        observe: () => runtime.userTools.status(),
      });
    });
    afterAll(async () => {
      await new Promise<void>((done) => server?.close(() => done()));
    });

    it('cron_add: the job, its schedule, next runs, tools and grant', async () => {
      const { page } = suite.hearth;
      suite.harness.llm.script(
        { kind: 'tool_calls', calls: [{ name: 'cron_add', arguments: cronArgs }] },
        { kind: 'text', text: 'Not scheduled.' },
      );
      await sendMessage(page, 'Schedule the tea digest');
      const dialog = await waitForDialog(page);
      const notes = dialog.locator('.approval-notes li');
      expect(await notes.first().textContent()).toBe(say('approvalNotes.jobNew', { name: cronArgs.name }));
      await expectCatalogOnly(page, [
        ...(await dataIn(dialog)),
        cronArgs.name,
        cronArgs.prompt,
        cronArgs.schedule,
        cronArgs.timezone,
        'web_fetch',
        'tea.example.org',
      ]);
      if (locale === 'ko-KR') {
        await dialog.locator('.approval-notes').scrollIntoViewIfNeeded();
        await screenshotLightAndDark(page, `i18n-approval-cron-${locale}`);
      }
      await deny(dialog);
    });

    it('memory_forget: the memory it would forget', async () => {
      const { page } = suite.hearth;
      const stored = suite.harness.runtime.memories.add({ content: 'My favourite tea is oolong' });
      if (!stored.ok) throw new Error('the memory was not stored');
      const id = stored.memory.id;
      suite.harness.llm.script({
        kind: 'tool_calls',
        calls: [{ name: 'memory_forget', arguments: { ids: [id, 999] } }],
      });
      await sendMessage(page, 'Forget my tea');
      const dialog = await waitForDialog(page);
      expect(await dialog.locator('.approval-notes li').allTextContents()).toEqual([
        say('approvalNotes.memoryForgetIds', { count: '1' }),
        say('approvalNotes.memoryPreview', { id: String(id), content: 'My favourite tea is oolong' }),
        say('approvalNotes.memoryNotFound', { ids: '#999' }),
      ]);
      await expectCatalogOnly(page, [...(await dataIn(dialog)), 'My favourite tea is oolong', `#${id}`, '#999']);
      await deny(dialog);
    });

    it('a custom tool: its label, what trusting it allows, no notes repeating them', async () => {
      const { page } = suite.hearth;
      suite.harness.llm.script(
        { kind: 'tool_calls', calls: [{ name: 'brew_timer', arguments: {} }] },
        { kind: 'text', text: 'Not timed.' },
      );
      await sendMessage(page, 'Time my brew');
      const dialog = await waitForDialog(page);
      expect(await dialog.locator('.custom-tool-meaning').textContent()).toContain(
        say('customToolWords.allowsReadNetwork'),
      );
      expect(await dialog.locator('.approval-notes').count()).toBe(0);
      await expectCatalogOnly(page, [...(await dataIn(dialog)), 'brew_timer', 'network']);
      await deny(dialog);
    });

    it('after reading a web page: the notice naming it, and the gate note not repeated', async () => {
      const { page } = suite.hearth;
      const url = `${origin}/tea`;
      suite.harness.llm.script(
        { kind: 'tool_calls', calls: [{ name: 'web_fetch', arguments: { url } }] },
        { kind: 'tool_calls', calls: [{ name: 'shell', arguments: { command: 'touch brewed.txt' } }] },
        { kind: 'text', text: 'Done.' },
      );
      await sendMessage(page, 'Read the tea news');
      const fetch = await waitForDialog(page);
      await fetch.getByRole('button', { name: say('approval.allowOnce'), exact: true }).click();
      const notice = approvalDialog(page).getByRole('region', { name: say('approval.whatRunRead') });
      await expect.poll(() => notice.count(), { timeout: 20_000 }).toBe(1);
      const source = say('activity.sourceOf', {
        label: `${new URL(origin).host}/tea`,
        kind: say('activity.kindWebPage'),
      });
      expect(await notice.locator('p').first().textContent()).toBe(say('untrustedWords.sentence', { sources: source }));
      const dialog = approvalDialog(page);
      await expectCatalogOnly(page, [...(await dataIn(dialog)), `${new URL(origin).host}/tea`]);
      await deny(dialog);
    });

    it('Settings → Extensions: importing a file with no servers says why in the UI language', async () => {
      const { page } = suite.hearth;
      const file = join(makeTempDir('e2e-import-bad'), 'settings.json');
      writeFileSync(file, '{ "editor.fontSize": 14 }');
      suite.harness.importFiles.push(file);
      await page.evaluate(`location.hash = '#/settings'`);
      const section = page.locator('#settings-extensions');
      await expect.poll(() => section.count(), { timeout: 10_000 }).toBe(1);
      await section.getByRole('button', { name: say('mcpImport.choose') }).click();
      const alert = section.locator('.mcp-import').getByRole('alert');
      await expect.poll(() => alert.textContent()).toBe(say('mcpImportWords.fileNoServers', { file }));
      await expectCatalogOnly(page, [file], '#settings-extensions .mcp-import');
    });

    it('a dangerous shell command: the danger box says why in the UI language', async () => {
      const { page } = suite.hearth;
      await page.evaluate(`location.hash = '#/'`);
      suite.harness.llm.script(
        { kind: 'tool_calls', calls: [{ name: 'shell', arguments: { command: 'sudo ls' } }] },
        { kind: 'text', text: 'Not run.' },
      );
      await sendMessage(page, 'List as root');
      const dialog = await waitForDialog(page);
      const box = dialog.locator('.danger-box');
      const reason = say('approvalNotes.dangerOtherUser', { matched: 'sudo ls' });
      expect(await box.textContent()).toContain(reason);
      expect(await box.textContent()).not.toContain('runs a command as another user');
      await expectCatalogOnly(page, ['sudo ls'], 'dialog.approval-dialog[open] .danger-box');
      await deny(dialog);
      expect(suite.harness.llm.pending()).toBe(0);
    });
  });
}
