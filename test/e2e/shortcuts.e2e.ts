// E2E in real Chromium: the keyboard shortcuts sheet opens with `?` (when not typing) or Ctrl+/ and lists the
// shortcuts; `?` typed in the composer stays text; the global shortcuts work without a mouse (choose the model, new
// chat, find, export), and the palette's commands run from the keyboard alone.
import { expect, it } from 'vitest';
import { describeWithFacility } from '../support/requirements';
import { sendMessage, waitForReplyDone } from './support/chat-actions';
import { screenshotLightAndDark } from './support/light-and-dark';
import { useHearthSuite } from './support/hearth-suite';

const focusedLabel = "document.activeElement?.getAttribute('aria-label')";

describeWithFacility('chromium', 'keyboard shortcuts (e2e)', () => {
  const suite = useHearthSuite();

  it('? or Ctrl+/ shows the shortcuts sheet; ? in the composer is just text', async () => {
    const { page } = suite.hearth;
    const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await page.locator('.chat-header h1').click();
    await page.keyboard.press('?');
    await expect.poll(() => sheet.isVisible()).toBe(true);
    const anywhere = sheet.getByRole('region', { name: 'Anywhere' });
    expect(await anywhere.textContent()).toContain('Find in conversation');
    expect(await anywhere.textContent()).toContain('Ctrl+Shift+O');
    const composerKeys = await sheet.getByRole('region', { name: 'Composer' }).textContent();
    expect(composerKeys).toContain('Ctrl+Shift+D');
    expect(composerKeys).toContain('Dictate');
    await screenshotLightAndDark(page, 'shortcuts-sheet');
    await page.keyboard.press('Escape');
    await expect.poll(() => sheet.isVisible()).toBe(false);

    const composer = page.getByRole('textbox', { name: 'Message' });
    await composer.click();
    await page.keyboard.type('why?');
    expect(await composer.inputValue()).toBe('why?');
    expect(await sheet.isVisible()).toBe(false);
    await page.keyboard.press('Control+/');
    await expect.poll(() => sheet.isVisible()).toBe(true);
    await sheet.getByRole('button', { name: 'Close' }).press('Enter');
    await expect.poll(() => sheet.isVisible()).toBe(false);
    await composer.fill('');
  });

  it('the global shortcuts reach the model picker, a new chat, find and export without a mouse', async () => {
    const { page } = suite.hearth;
    suite.harness.llm.script({ kind: 'text', text: 'Hello from the keyboard.' });
    await sendMessage(page, 'Hi');
    await waitForReplyDone(page);

    await page.keyboard.press('Control+Shift+M');
    await expect.poll(() => page.evaluate(focusedLabel)).toBe('Model');
    await page.keyboard.press('Control+Shift+E');
    await expect.poll(() => page.getByRole('menuitem').count()).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+f');
    await expect.poll(() => page.evaluate(focusedLabel)).toBe('Find in conversation');
    await page.keyboard.type('keyboard');
    await expect
      .poll(() => page.getByRole('search', { name: 'Find in conversation' }).getByRole('status').textContent())
      .toBe('1 of 1');
    await page.keyboard.press('Escape');

    await page.keyboard.press('Control+Shift+O');
    await expect.poll(() => page.locator('.chat-header h1').textContent()).toBe('New chat');
    // The palette from the keyboard alone: /summarize has nothing to summarize in a new chat and says so.
    await page.getByRole('textbox', { name: 'Message' }).focus();
    await page.keyboard.type('/summ');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByText('Nothing to summarize yet').count()).toBeGreaterThan(0);
  });
});
