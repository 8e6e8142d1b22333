// The result of every browser action: a short trusted status line, then the page's URL, title, events and
// (optionally) snapshot inside the untrusted-data block, the result's source being the page (host + path, its links).
// A page that ended up somewhere the policy forbids (a redirect, say) is reset to about:blank and reported as blocked.
import type { Page } from 'playwright-core';
import type { ResultSource } from '../../electron/shared/provenance';
import { hostAndPath, httpLinks, withSource } from '../result-source';
import { fail, ok, type ToolResult } from '../tool';
import type { BrowserSession } from './browser-session';
import { describeBrowserError } from './page-settle';
import type { SessionEvents } from './session-events';
import { formatSnapshot, pageHeader, readLinks, readSnapshot, wrapUntrusted } from './snapshot';

export interface BrowserDetails {
  kind: 'browser';
  action: string;
  url: string;
  title: string;
  tab: number;
  tabCount: number;
}

export interface ReportOptions {
  action: string;
  status: string;
  snapshot: boolean;
}

export async function reportPage(session: BrowserSession, page: Page, options: ReportOptions): Promise<ToolResult> {
  if (page.isClosed())
    return ok(`${options.status} The tab has closed.`, { details: await details(session, page, options.action) });
  const url = page.url();
  if (url !== 'about:blank' && !url.startsWith('chrome-error:')) {
    const verdict = await session.policy.checkUrl(url);
    if (!verdict.allowed) {
      await page.goto('about:blank').catch(() => {});
      const lines = [`Blocked address: ${url} (${verdict.reason})`, ...eventLines(session.takeEvents())];
      const blocked = fail(
        `${options.status} The page went to a blocked address, so the tab was reset to about:blank.\n${wrapUntrusted(lines.join('\n'))}`,
        'blocked',
        {
          details: await details(session, page, options.action),
        },
      );
      return withSource(blocked, browserPage(url));
    }
  }
  const notes = eventLines(session.takeEvents());
  let body: string;
  let links: string[];
  if (options.snapshot) {
    try {
      const snapshot = await readSnapshot(page);
      body = formatSnapshot(snapshot, notes);
      links = snapshot.links;
    } catch (error) {
      links = [];
      body = wrapUntrusted(
        [
          ...pageHeader(url, await safeTitle(page)),
          ...notes,
          `(The page could not be read: ${describeBrowserError(error)})`,
        ].join('\n'),
      );
    }
  } else {
    body = wrapUntrusted([...pageHeader(url, await safeTitle(page)), ...notes].join('\n'));
    links = await readLinks(page);
  }
  const result = ok(`${options.status}\n${body}`, { details: await details(session, page, options.action) });
  return withSource(result, browserPage(url, links));
}

/** The source of a result that shows what a page holds: its host and path, and the links found on it. */
export function browserPage(url: string, links: readonly string[] = []): ResultSource {
  return { kind: 'browser_page', label: hostAndPath(url), links: httpLinks(links) };
}

/** Lines describing blocked requests, refused downloads, dismissed dialogs and new tabs. */
export function eventLines(events: SessionEvents): string[] {
  const lines = events.blocked.slice(0, 10).map((block) => `Blocked request: ${block.target} (${block.reason})`);
  if (events.blocked.length > 10) lines.push(`… and ${events.blocked.length - 10} more blocked requests`);
  lines.push(...events.downloads.map((download) => `Download refused (downloads are not allowed): ${download}`));
  lines.push(...events.dialogs.map((dialog) => `Dialog dismissed: ${dialog}`));
  if (events.newTabs > 0)
    lines.push(`The page opened ${events.newTabs} new tab(s); the newest one is now the active tab.`);
  return lines;
}

export async function details(session: BrowserSession, page: Page, action: string): Promise<BrowserDetails> {
  const tabs = session.tabs();
  return {
    kind: 'browser',
    action,
    url: page.isClosed() ? '' : page.url(),
    title: await safeTitle(page),
    tab: tabs.indexOf(page),
    tabCount: tabs.length,
  };
}

export async function safeTitle(page: Page): Promise<string> {
  if (page.isClosed()) return '';
  return page.title().catch(() => '');
}
