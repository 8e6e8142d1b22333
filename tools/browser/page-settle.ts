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

/**
 * Effects that surface a moment after an action returns: a new tab or a download. Arm before the action, then
 * `await settled()` to wait (up to `graceMs`, less when one arrives) alongside the page settling.
 */
export function watchSideEffects(page: Page, graceMs = 1_000): { settled: () => Promise<void> } {
  const popup = page.waitForEvent('popup', { timeout: graceMs });
  const download = page.waitForEvent('download', { timeout: graceMs });
  popup.catch(() => {});
  download.catch(() => {});
  return {
    settled: () =>
      Promise.any([popup, download]).then(
        () => undefined,
        () => undefined,
      ),
  };
}

/** Settles the page and, if the action opened a new active tab, that tab too. */
export async function settleAfterAction(
  page: Page,
  effects: { settled: () => Promise<void> },
  timeouts: BrowserTimeouts,
  activePage: () => Promise<Page>,
): Promise<Page> {
  await Promise.all([settle(page, timeouts), effects.settled()]);
  const active = await activePage();
  if (active !== page) await settle(active, timeouts);
  return active;
}

/** The first line of a Playwright error, without its call log (which can quote page markup). */
export function describeBrowserError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const first = (message.split('\n')[0] ?? '').replace(/^(?:[a-zA-Z.]+: )+/, '').trim();
  return first.length > 300 ? `${first.slice(0, 299)}…` : first || 'unknown browser error';
}
