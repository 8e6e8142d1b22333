// E2E in real Chromium: input methods. A real composition is opened through the DevTools protocol
// (Input.imeSetComposition), Enter is pressed while it is open, then Input.insertText commits it: the composer, the
// message editor, a rename field and the quick-ask keep the text and act on nothing on that Enter, only on the next.
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeWithFacility } from '../support/requirements';
import { shownQuestions, waitForReplyDone } from './support/chat-actions';
import { openHearthPage } from './support/hearth-page';
import { useHearthSuite } from './support/hearth-suite';

/** Types `text` into the focused `field` as an IME does: a composition, Enter while it is open, then the commit. */
async function composeWithEnterInside(page: Page, field: Locator, text: string): Promise<void> {
  await field.focus();
  const devtools = await page.context().newCDPSession(page);
  try {
    await devtools.send('Input.imeSetComposition', { text, selectionStart: text.length, selectionEnd: text.length });
    expect(await field.inputValue()).toContain(text);
    await page.keyboard.press('Enter');
    await devtools.send('Input.insertText', { text });
  } finally {
    await devtools.detach();
  }
}

const chatRequests = (suite: ReturnType<typeof useHearthSuite>) =>
  suite.harness.llm.requests.filter((request) => request.path.endsWith('/chat/completions'));

/**
 * The newest question of each chat request the model received, trimmed: the simulated Enter inside the composition
 * also reaches the text area as a line break (an OS input method keeps that key to itself), which is not the point.
 */
const sentTexts = (suite: ReturnType<typeof useHearthSuite>) =>
  chatRequests(suite)
    .map(
      (request) =>
        request.messages.filter((message: { role: string }) => message.role === 'user').at(-1)?.content as
          string | undefined,
    )
    .map((text) => text?.trim());

describeWithFacility('chromium', 'input methods: Enter while composing (e2e)', () => {
  const suite = useHearthSuite();

  it('the composer keeps a composition on Enter and sends it on the next Enter', async () => {
    const { page } = suite.hearth;
    suite.harness.llm.script({ kind: 'text', text: '안녕하세요!' });
    const composer = page.getByRole('textbox', { name: 'Message' });
    await composeWithEnterInside(page, composer, '안녕');
    // Nothing was sent: the text is still in the composer, no question is on screen, the model was not called.
    expect((await composer.inputValue()).trim()).toBe('안녕');
    expect(await page.locator(shownQuestions).count()).toBe(0);
    expect(chatRequests(suite)).toHaveLength(0);

    await composer.press('Enter');
    await expect.poll(() => page.locator(shownQuestions).count(), { timeout: 10_000 }).toBe(1);
    await waitForReplyDone(page);
    expect(sentTexts(suite)).toEqual(['안녕']);
    expect(await composer.inputValue()).toBe('');
  });

  it('the message editor keeps a composition on Enter and sends the edit on the next Enter', async () => {
    const { page } = suite.hearth;
    suite.harness.llm.script({ kind: 'text', text: '你好!' });
    const question = page.locator(shownQuestions).last();
    await question.hover();
    await question.getByRole('button', { name: 'Edit message' }).click();
    const editor = page.getByRole('textbox', { name: 'Edit your message' });
    await editor.fill('');
    await composeWithEnterInside(page, editor, '你好');
    expect(await editor.count()).toBe(1);
    expect((await editor.inputValue()).trim()).toBe('你好');
    expect(chatRequests(suite)).toHaveLength(0);

    await editor.press('Enter');
    await expect.poll(() => editor.count(), { timeout: 10_000 }).toBe(0);
    await waitForReplyDone(page);
    expect(sentTexts(suite)).toEqual(['你好']);
  });

  it('a rename field (a form Enter submits by itself) keeps a composition on Enter and saves on the next', async () => {
    const { page } = suite.hearth;
    const row = page.locator('.conversation-row').first();
    await row.hover();
    await row.getByRole('button', { name: /^Rename / }).click();
    const title = page.getByRole('textbox', { name: 'Conversation title' });
    await title.fill('');
    await composeWithEnterInside(page, title, '인사');
    expect(await title.count()).toBe(1);
    expect(await title.inputValue()).toBe('인사');

    await title.press('Enter');
    await expect.poll(() => title.count()).toBe(0);
    expect(suite.harness.runtime.conversations.list().map((conversation) => conversation.title)).toContain('인사');
  });

  it('the quick-ask keeps a composition on Enter and asks on the next Enter', async () => {
    const quick = await openHearthPage(suite.browser, suite.harness, {
      hash: '#/quick',
      viewport: { width: 640, height: 460 },
    });
    try {
      suite.harness.llm.script({ kind: 'text', text: 'こんにちは!' });
      const input = quick.page.getByRole('textbox', { name: 'Ask Hearth' });
      await composeWithEnterInside(quick.page, input, 'こんにちは');
      expect(await input.inputValue()).toBe('こんにちは');
      expect(await quick.page.locator('.quick-question').count()).toBe(0);
      expect(chatRequests(suite)).toHaveLength(0);

      await input.press('Enter');
      await expect
        .poll(() => quick.page.locator('.quick-question').textContent(), { timeout: 10_000 })
        .toBe('こんにちは');
      await expect
        .poll(() => quick.page.locator('.quick-answer[aria-busy="false"]').count(), { timeout: 15_000 })
        .toBe(1);
      expect(sentTexts(suite)).toEqual(['こんにちは']);
    } finally {
      await quick.close();
    }
  });
});
