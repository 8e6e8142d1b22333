// Page actions shared by the e2e specs: send a message, wait for the reply to finish, find the approval dialog.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { inAnyLanguage } from './ui-names';

/**
 * The questions of the conversation on screen. Not those of the sample conversation the chat view draws once, hidden,
 * to warm its code up (chat/RenderWarmUp.tsx): it can still be in the page when a test counts.
 */
export const shownQuestions = '.message.user:not(.render-warm-up *)';

export async function sendMessage(page: Page, text: string): Promise<void> {
  const box = page.getByRole('textbox', { name: inAnyLanguage('composer.label') });
  const sentBefore = await page.locator(shownQuestions).count();
  await box.fill(text);
  await box.press('Enter');
  // The message is on screen before anyone waits for its reply (otherwise the previous reply could be taken for it).
  await expect.poll(() => page.locator(shownQuestions).count(), { timeout: 10_000 }).toBeGreaterThan(sentBefore);
}

/**
 * What still keeps the reply from being finished, read in one go (so no condition is seen at a different moment from
 * the others): the list is busy, the newest message is not an assistant reply, it still streams, or a tool card on
 * screen is still queued, waiting for approval or running. 'done' when nothing is left.
 */
const replyState = `(() => {
  if (document.querySelector('.message-scroll[aria-busy="true"]')) return 'busy';
  const messages = document.querySelectorAll('.message:not(.render-warm-up *)');
  const last = messages[messages.length - 1];
  if (!last || !last.classList.contains('assistant')) return 'no assistant reply yet';
  if (last.classList.contains('status-streaming')) return 'streaming';
  const active = document.querySelector('.tool-card.status-pending, .tool-card.status-awaiting_approval, .tool-card.status-running');
  if (active) return 'tool card ' + active.className;
  return 'done';
})()`;

/** Waits until no reply is running and the newest message is a finished assistant reply (not the user's last one). */
export async function waitForReplyDone(page: Page, timeout = 20_000): Promise<Locator> {
  await expect.poll(() => page.evaluate(replyState), { timeout }).toBe('done');
  return page.locator('article.message.assistant').last();
}

export function approvalDialog(page: Page): Locator {
  return page.locator('dialog.approval-dialog[open]');
}

export async function waitForDialog(page: Page, timeout = 20_000): Promise<Locator> {
  const dialog = approvalDialog(page);
  await expect.poll(() => dialog.count(), { timeout }).toBe(1);
  return dialog;
}

export async function openNewChat(page: Page): Promise<void> {
  await page.getByRole('button', { name: inAnyLanguage('chat.newChat') }).click();
  await expect.poll(() => page.locator('.chat-header h1').textContent()).toMatch(inAnyLanguage('chat.newChat'));
}
