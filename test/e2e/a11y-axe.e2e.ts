// E2E in real Chromium: axe-core finds no serious or critical WCAG 2.2 A/AA violation on any screen — welcome, slash
// palette, shortcuts sheet, approval dialog and its Always-allow form, a chat with tool cards, find bar, question
// prompt, elicitation form, each settings section (seeded so each lists something, plus the add-a-server form and a
// restore preview), quick-ask, first-run setup — light and dark, per `uiLanguages`.
import { beforeAll, expect, it } from 'vitest';
import { describeWithFacility } from '../support/requirements';
import { expectNoSeriousViolations } from './support/axe';
import { screenshotLightAndDark } from './support/light-and-dark';
import { openHearthPage } from './support/hearth-page';
import { useHearthSuite } from './support/hearth-suite';
import { sendMessage, waitForDialog, waitForReplyDone } from './support/chat-actions';
import { addGuestbookServer, seedSettingsSections } from './support/settings-seed';
import { inAnyLanguage } from './support/ui-names';

/** The languages the screens are checked in (the browser's language, which the UI follows): one line per locale. */
const uiLanguages = ['en-US', 'ko-KR'];

/** An answer with the parts a reply can draw: heading, list, emphasis, a link, inline code and a code block. */
const richAnswer = [
  '## Result',
  '',
  'The command printed **hi**. See [the manual](https://example.com/manual) and `echo`:',
  '',
  '- first point',
  '- second point',
  '',
  '```sh',
  'echo hi',
  '```',
].join('\n');

for (const locale of uiLanguages) {
  describeWithFacility('chromium', `axe-core over every screen, ${locale} (e2e)`, () => {
    const suite = useHearthSuite({ page: { locale } });
    const expectClean = (scope?: string) => expectNoSeriousViolations(suite.hearth.page, scope);

    beforeAll(async () => {
      await addGuestbookServer(suite.harness);
      // Every settings section has something to list: a rule, tool calls, a memory, jobs with runs, a custom tool…
      await seedSettingsSections(suite.harness);
    });

    it('the welcome screen and the slash palette', async () => {
      const { page } = suite.hearth;
      await expect.poll(() => page.getByRole('textbox').first().count(), { timeout: 10_000 }).toBe(1);
      await expectClean();
      const composer = page.locator('.composer textarea');
      await composer.fill('/');
      await expect.poll(() => page.getByRole('listbox').count()).toBe(1);
      await expectClean();
      await composer.fill('');
      // The shortcuts sheet: ? outside a text field.
      await composer.blur();
      await page.keyboard.press('?');
      await expect.poll(() => page.getByRole('dialog').count()).toBe(1);
      await expectClean();
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    });

    it('the approval dialog, then the chat with messages and tool cards, then the find bar', async () => {
      const { page } = suite.hearth;
      suite.harness.llm.script(
        { kind: 'tool_calls', calls: [{ name: 'shell', arguments: { command: 'echo hi' } }] },
        { kind: 'text', text: richAnswer },
      );
      await sendMessage(page, 'Run echo hi');
      await waitForDialog(page);
      await expectClean();
      await screenshotLightAndDark(page, `contrast-approval-${locale}`);
      // Its "Always allow…" form (the second choice, between Deny and Allow once), then back with Esc.
      const dialog = await waitForDialog(page);
      await dialog.locator('.approval-actions').getByRole('button').nth(1).click();
      await expect.poll(() => dialog.getByRole('radio').count()).toBeGreaterThan(0);
      await expectClean();
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.locator('.approval-actions').getByRole('button').count()).toBe(3);
      // The default button of an approval is Allow once, whatever the language.
      await page.keyboard.press('Enter');
      await waitForReplyDone(page);
      await expectClean();
      await screenshotLightAndDark(page, `contrast-chat-${locale}`);
      await page.keyboard.press('Control+f');
      // The find bar's box joins the sidebar's search box, focused.
      await expect.poll(() => page.getByRole('searchbox').count()).toBe(2);
      await page.keyboard.type('hi');
      await expectClean();
      await page.keyboard.press('Escape');
    });

    it('the question prompt', async () => {
      const { page } = suite.hearth;
      suite.harness.llm.script(
        {
          kind: 'tool_calls',
          calls: [{ name: 'ask_user', arguments: { question: 'Which city?', choices: ['Lisbon', 'Porto'] } }],
        },
        { kind: 'text', text: 'Lisbon it is.' },
      );
      await sendMessage(page, 'Plan my weekend');
      const dialog = await waitForDialog(page);
      await expectClean();
      await dialog.getByRole('group').getByRole('button').first().click();
      await waitForReplyDone(page);
    });

    it('the elicitation form', async () => {
      const { page } = suite.hearth;
      suite.harness.llm.script(
        { kind: 'tool_calls', calls: [{ name: 'guestbook__sign_guestbook', arguments: {} }] },
        { kind: 'text', text: 'Signed.' },
      );
      await sendMessage(page, 'Sign the guestbook');
      await waitForDialog(page);
      await page.keyboard.press('Enter');
      const name = page.getByRole('dialog').getByRole('textbox').first();
      await expect.poll(() => name.count(), { timeout: 20_000 }).toBe(1);
      await expectClean();
      await name.fill('Grace');
      await name.press('Enter');
      await waitForReplyDone(page);
    });

    it('each settings section, with what it lists, the add-a-server form and a restore preview', async () => {
      const { page } = suite.hearth;
      await page.evaluate(`location.hash = '#/settings'`);
      const sections = page.locator('section.settings-section[id^="settings-"]');
      await expect.poll(() => sections.count(), { timeout: 10_000 }).toBeGreaterThanOrEqual(11);
      await expect.poll(() => page.locator('#settings-jobs .job-card').count(), { timeout: 10_000 }).toBe(2);
      await expect
        .poll(() => page.locator('#settings-activity .activity-row').count(), { timeout: 10_000 })
        .toBeGreaterThanOrEqual(4);
      await expect.poll(() => page.locator('#settings-backups .backup-row').count(), { timeout: 10_000 }).toBe(1);
      await expect.poll(() => page.locator('#settings-extensions .ext-custom-tool').count()).toBe(1);
      await expectClean();
      await screenshotLightAndDark(page, `contrast-settings-${locale}`);
      for (const id of await sections.evaluateAll((all) => all.map((section) => section.id))) {
        await page.locator(`#${id}`).scrollIntoViewIfNeeded();
        await expectClean(`#${id}`);
      }
      const extensions = page.locator('#settings-extensions');
      await extensions.getByRole('radio', { name: inAnyLanguage('mcpAdd.form') }).check();
      await extensions.getByRole('button', { name: inAnyLanguage('mcpAdd.add') }).click();
      await expect.poll(() => extensions.locator('.mcp-add [role="alert"]').count()).toBe(1);
      await expectClean('#settings-extensions .mcp-add');
      const backups = page.locator('#settings-backups');
      await backups.locator('.backup-row').getByRole('button').click();
      const preview = backups.getByRole('region', { name: inAnyLanguage('backups.preview') });
      await expect.poll(() => preview.count()).toBe(1);
      await preview.scrollIntoViewIfNeeded();
      await expectClean('#settings-backups');
      await preview.getByRole('button', { name: inAnyLanguage('common.cancel') }).click();
    });

    it('the quick-ask window: empty, its inline approval, a question answered', async () => {
      const quick = await openHearthPage(suite.browser, suite.harness, {
        hash: '#/quick',
        viewport: { width: 640, height: 460 },
        locale,
      });
      try {
        suite.harness.llm.script(
          { kind: 'tool_calls', calls: [{ name: 'shell', arguments: { command: 'echo hi' } }] },
          { kind: 'text', text: richAnswer },
        );
        const input = quick.page.getByRole('textbox');
        await expect.poll(() => input.count(), { timeout: 10_000 }).toBe(1);
        await expectNoSeriousViolations(quick.page);
        await input.fill('What happened?');
        await input.press('Enter');
        await waitForDialog(quick.page);
        await expectNoSeriousViolations(quick.page);
        await quick.page.keyboard.press('Enter');
        await expect
          .poll(() => quick.page.locator('.quick-answer[aria-busy="false"]').count(), { timeout: 15_000 })
          .toBe(1);
        await expectNoSeriousViolations(quick.page);
      } finally {
        await quick.close();
      }
    });
  });

  describeWithFacility('chromium', `axe-core over the first-run setup, ${locale} (e2e)`, () => {
    const suite = useHearthSuite({ harness: { firstRun: true }, page: { locale } });

    it('the setup screen', async () => {
      const { page } = suite.hearth;
      await expect.poll(() => page.getByRole('radiogroup').count(), { timeout: 10_000 }).toBe(1);
      await expect.poll(() => page.getByRole('combobox').count(), { timeout: 10_000 }).toBeGreaterThan(0);
      await expectNoSeriousViolations(page);
    });
  });
}
