// Waiting for a page to settle after an action: the document loads, then the network goes quiet briefly.
// Each wait is bounded; a page that never settles is reported as it is rather than failing the action.
import type { Page } from 'playwright-core';

export interface BrowserTimeouts {
  /** Loading a page by URL. */
  navigationMs: number;
  /** Finding and acting on an element. */
  actionMs: number;
  /** Waiting for the page to settle after an action. */
  settleMs: number;
}

export const defaultBrowserTimeouts: BrowserTimeouts = { navigationMs: 20_000, actionMs: 10_000, settleMs: 5_000 };

const networkQuietMs = 2_000;

export async function settle(page: Page, timeouts: BrowserTimeouts): Promise<void> {
  if (page.isClosed()) return;
  await page.waitForLoadState('domcontentloaded', { timeout: timeouts.settleMs }).catch(() => {});
  await page.waitForLoadState('load', { timeout: timeouts.settleMs }).catch(() => {});
  await page.waitForLoadState('networkidle', { timeout: Math.min(timeouts.settleMs, networkQuietMs) }).catch(() => {});
}

/** The first line of a Playwright error, without its call log (which can quote page markup). */
export function describeBrowserError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const first = (message.split('\n')[0] ?? '').replace(/^(?:[a-zA-Z.]+: )+/, '').trim();
  return first.length > 300 ? `${first.slice(0, 299)}…` : first || 'unknown browser error';
}
