// E2E in real Chromium: accessibility basics — every control reachable with Tab and visibly focused, live regions
// that announce approvals and finished replies, the system colour scheme followed, and no motion when reduced.
import { expect, it } from 'vitest';
import { describeWithFacility } from '../support/requirements';
import { useHearthSuite } from './support/hearth-suite';
import { sendMessage, waitForDialog, waitForReplyDone } from './support/chat-actions';

const focusedName = `(() => {
  const element = document.activeElement;
  if (!element || element === document.body) return '';
  return element.getAttribute('aria-label') || element.getAttribute('placeholder') || element.textContent.trim();
})()`;

describeWithFacility('chromium', 'accessibility (e2e)', () => {
  const suite = useHearthSuite({ resetEachTest: false });

  it('reaches the main controls with Tab, each with a visible focus ring', async () => {
    const { page } = suite.hearth;
    suite.harness.llm.script({ kind: 'text', text: 'Hello there.' });
    await sendMessage(page, 'Hi');
    await waitForReplyDone(page);
    await page.locator('body').click({ position: { x: 5, y: 400 } });
    const reached: string[] = [];
    // Enough presses to go round once: the sidebar (projects, chats), the header (model picker, export…), the messages.
    for (let i = 0; i < 22; i++) {
      await page.keyboard.press('Tab');
      const name = (await page.evaluate(focusedName)) as string;
      reached.push(name);
      // The ring is on the control itself, or on the box around a text field (the composer).
      const ring = (await page.evaluate(`(() => {
        const element = document.activeElement;
        const holder = element.closest('.composer-box, .quick-input') ?? element;
        return getComputedStyle(holder).boxShadow + '|' + getComputedStyle(element).outlineStyle;
      })()`)) as string;
      if (name) expect(ring, `focus ring on "${name}"`).not.toBe('none|none');
    }
    for (const expected of [
      'New chat',
      'Search messages',
      'Settings',
      'Messages',
      'Copy answer',
      'Regenerate',
      'Message',
    ]) {
      expect(
        reached.some((name) => name.includes(expected)),
        `${expected} in ${JSON.stringify(reached)}`,
      ).toBe(true);
    }
  });

  it('announces approval requests and finished replies in a polite live region', async () => {
    const { page } = suite.hearth;
    suite.harness.llm.script(
      { kind: 'tool_calls', calls: [{ name: 'shell', arguments: { command: 'echo hi' } }] },
      { kind: 'text', text: 'Done.' },
    );
    await sendMessage(page, 'Run it');
    const dialog = await waitForDialog(page);
    const announcer = page.getByTestId('announcer');
    expect(await announcer.getAttribute('aria-live')).toBe('polite');
    await expect.poll(() => announcer.textContent()).toBe('Approval needed: Shell');
    expect(await dialog.getAttribute('aria-labelledby')).toBeTruthy();
    await page.keyboard.press('Enter');
    await waitForReplyDone(page);
    await expect.poll(() => announcer.textContent()).toBe('Hearth has answered.');
  });

  it('follows the system colour scheme and turns motion off when reduced motion is asked for', async () => {
    const { page } = suite.hearth;
    await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'no-preference' });
    expect(await page.evaluate('getComputedStyle(document.body).backgroundColor')).toBe('rgb(23, 21, 19)');
    expect(await page.evaluate(`getComputedStyle(document.querySelector('.new-chat')).transitionDuration`)).not.toBe(
      '0s',
    );
    await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
    expect(await page.evaluate('getComputedStyle(document.body).backgroundColor')).toBe('rgb(250, 248, 245)');
    expect(await page.evaluate(`getComputedStyle(document.querySelector('.new-chat')).transitionDuration`)).toBe('0s');
  });
});
