// Browser actions on the page and its tabs: navigate, snapshot, back, screenshot, tabs and close.
import { fail, ok, type ToolResult } from '../tool';
import type { BrowserSession } from './browser-session';
import { describeBrowserError, settle, settleAfterAction, watchSideEffects, type BrowserTimeouts } from './page-settle';
import { browserPage, details, eventLines, reportPage, safeTitle } from './page-report';
import { withSource } from '../result-source';
import { wrapUntrusted } from './snapshot';

export interface PageActionContext {
  session: BrowserSession;
  timeouts: BrowserTimeouts;
}

export async function navigate(ctx: PageActionContext, url: string | undefined): Promise<ToolResult> {
  if (!url) return fail('navigate needs a `url` (http or https).', 'invalid_args');
  const shown = JSON.stringify(url.length > 300 ? `${url.slice(0, 299)}…` : url);
  const verdict = await ctx.session.policy.checkUrl(url);
  if (!verdict.allowed) return fail(`Refused to open ${shown}: ${verdict.reason}.`, 'blocked');
  const page = await ctx.session.activePage();
  let status = `Opened ${shown}.`;
  const effects = watchSideEffects(page);
  try {
    const response = await page.goto(verdict.url.href, {
      waitUntil: 'domcontentloaded',
      timeout: ctx.timeouts.navigationMs,
    });
    if (response && response.status() >= 400) status += ` The server answered HTTP ${response.status()}.`;
  } catch (error) {
    const message = describeBrowserError(error);
    if (message.includes('ERR_BLOCKED_BY_CLIENT')) {
      const lines = eventLines(ctx.session.takeEvents());
      const refused = fail(
        `Refused to open ${shown}: it was blocked by the browser's URL policy.${lines.length ? `\n${wrapUntrusted(lines.join('\n'))}` : ''}`,
        'blocked',
      );
      // The blocked requests were made by the page, so their addresses are the page's words.
      return lines.length > 0 ? withSource(refused, browserPage(verdict.url.href)) : refused;
    }
    if (!/Timeout .*exceeded/i.test(message)) return fail(`Could not open ${shown}: ${message}`, 'navigation_failed');
    status += ` It had not finished loading after ${ctx.timeouts.navigationMs / 1000} s; showing it as it is.`;
  }
  const active = await settleAfterAction(page, effects, ctx.timeouts, () => ctx.session.activePage());
  return reportPage(ctx.session, active, { action: 'navigate', status, snapshot: true });
}

export async function snapshot(ctx: PageActionContext): Promise<ToolResult> {
  const page = await ctx.session.activePage();
  return reportPage(ctx.session, page, { action: 'snapshot', status: 'Snapshot of the current page.', snapshot: true });
}

export async function back(ctx: PageActionContext): Promise<ToolResult> {
  const page = await ctx.session.activePage();
  const before = page.url();
  try {
    const response = await page.goBack({ waitUntil: 'domcontentloaded', timeout: ctx.timeouts.navigationMs });
    if (response === null && page.url() === before) return fail('There is no previous page in this tab.', 'no_history');
  } catch (error) {
    return fail(`Could not go back: ${describeBrowserError(error)}`, 'navigation_failed');
  }
  await settle(page, ctx.timeouts);
  return reportPage(ctx.session, page, { action: 'back', status: 'Went back to the previous page.', snapshot: true });
}

export async function screenshot(ctx: PageActionContext, fullPage: boolean): Promise<ToolResult> {
  const page = await ctx.session.activePage();
  let png: Buffer;
  try {
    png = await page.screenshot({ type: 'png', fullPage, timeout: ctx.timeouts.actionMs });
  } catch (error) {
    return fail(`Could not take a screenshot: ${describeBrowserError(error)}`, 'action_failed');
  }
  const size = fullPage
    ? 'the full page'
    : `the visible area (${ctx.session.viewport.width}×${ctx.session.viewport.height})`;
  const result = await reportPage(ctx.session, page, {
    action: 'screenshot',
    status: `Screenshot of ${size} attached as a PNG image.`,
    snapshot: false,
  });
  return result.ok ? { ...result, images: [{ mimeType: 'image/png', data: png.toString('base64') }] } : result;
}

export async function tabs(ctx: PageActionContext, switchTo: number | undefined): Promise<ToolResult> {
  if (!ctx.session.isRunning()) return ok('The browser is not running; no tabs are open.');
  let status = 'Open tabs:';
  if (switchTo !== undefined) {
    const page = ctx.session.switchTo(switchTo);
    if (!page) return fail(`There is no tab ${switchTo}; tabs are numbered from 0.`, 'not_found');
    await page.bringToFront().catch(() => {});
    status = `Switched to tab ${switchTo}. Open tabs:`;
  }
  const open = ctx.session.tabs();
  const active = ctx.session.activeIndex();
  const lines = await Promise.all(
    open.map(
      async (page, index) =>
        `${index === active ? '*' : ' '} tab ${index}: ${JSON.stringify((await safeTitle(page)).slice(0, 120))} ${page.url().slice(0, 300)}`,
    ),
  );
  const current = open[active];
  const result = ok(
    `${status} (* = active)\n${wrapUntrusted(lines.join('\n'))}`,
    current ? { details: await details(ctx.session, current, 'tabs') } : {},
  );
  // The tabs' titles are written by their pages.
  return withSource(result, browserPage(current ? current.url() : 'about:blank'));
}

export async function close(ctx: PageActionContext, tab: number | undefined): Promise<ToolResult> {
  if (!ctx.session.isRunning()) return ok('The browser is not running.');
  const open = ctx.session.tabs();
  const index = tab ?? ctx.session.activeIndex();
  const page = open[index];
  if (!page) return fail(`There is no tab ${index}; tabs are numbered from 0.`, 'not_found');
  await page.close().catch(() => {});
  if (ctx.session.tabs().length === 0) {
    await ctx.session.close();
    return ok(`Closed tab ${index}. No tabs were left, so the browser was shut down.`);
  }
  return ok(
    `Closed tab ${index}. ${ctx.session.tabs().length} tab(s) remain; tab ${ctx.session.activeIndex()} is active.`,
  );
}
