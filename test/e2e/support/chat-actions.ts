// Page actions shared by the e2e specs: send a message, wait for the reply to finish, find the approval dialog.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

export async function sendMessage(page: Page, text: string): Promise<void> {
  const box = page.getByRole('textbox', { name: 'Message' });
  const sentBefore = await page.locator('.message.user').count();
  await box.fill(text);
  await box.press('Enter');
  // The message is on screen before anyone waits for its reply (otherwise the previous reply could be taken for it).
  await expect.poll(() => page.locator('.message.user').count(), { timeout: 10_000 }).toBeGreaterThan(sentBefore);
}

/** Waits until no reply is running and the newest message is a finished assistant reply (not the user's last one). */
export async function waitForReplyDone(page: Page, timeout = 20_000): Promise<Locator> {
  await expect.poll(() => page.locator('.message-scroll[aria-busy="true"]').count(), { timeout }).toBe(0);
  await expect.poll(() => page.locator('.message').last().getAttribute('class'), { timeout }).toContain('assistant');
  const last = page.locator('article.message.assistant').last();
  await expect.poll(() => last.getAttribute('class'), { timeout }).not.toContain('status-streaming');
  return last;
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
  await page.getByRole('button', { name: 'New chat' }).click();
  await expect.poll(() => page.locator('.chat-header h1').textContent()).toBe('New chat');
}
