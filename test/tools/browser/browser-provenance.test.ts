// Where browser results came from, on real Chromium against the fixture pages: a snapshot, a screenshot and the tab
// list are marked as read from the page (host + path) with the page's links, and Hearth's own refusals stay trusted.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { BrowserTool } from '../../../tools/browser/browser-tool';
import { describeWithFacility } from '../../support/requirements';
import { createTempDirs } from '../../support/temp-dir';
import { act, makeBrowserTool } from './browser-harness';
import { startPageServer, type PageServer } from './page-server';

describeWithFacility('chromium', 'browser results carry the page as their source', () => {
  const temp = createTempDirs();
  let server: PageServer;
  let tool: BrowserTool;
  let host: string;

  beforeAll(async () => {
    server = await startPageServer();
    host = new URL(server.origin).host;
    tool = makeBrowserTool(temp.make('browser-provenance'));
  });
  afterAll(async () => {
    await tool?.close();
    await server?.close();
    temp.cleanup();
  });

  it('a page opened and read is a browser page labelled host + path, with its links', async () => {
    const opened = await act(tool, { action: 'navigate', url: `${server.origin}/index.html?from=test` });
    expect(opened.ok).toBe(true);
    expect(opened.source).toEqual({
      kind: 'browser_page',
      label: `${host}/index.html`,
      links: [`${server.origin}/form.html`, `${server.origin}/popup.html`],
    });
    const snapshot = await act(tool, { action: 'snapshot' });
    expect(snapshot.source?.label).toBe(`${host}/index.html`);
  });

  it('a screenshot (the page as an image) is marked the same way, links read from the page', async () => {
    const shot = await act(tool, { action: 'screenshot' });
    expect(shot.images).toHaveLength(1);
    expect(shot.source).toMatchObject({ kind: 'browser_page', label: `${host}/index.html` });
    expect(shot.source?.links).toContain(`${server.origin}/form.html`);
  });

  it('the tab list shows page titles, so it is marked too; a refused address is Hearth speaking', async () => {
    const tabs = await act(tool, { action: 'tabs' });
    expect(tabs.source).toMatchObject({ kind: 'browser_page', label: `${host}/index.html` });
    const refused = await act(tool, { action: 'navigate', url: 'file:///etc/passwd' });
    expect(refused).toMatchObject({ ok: false, errorType: 'blocked' });
    expect(refused.source).toBeUndefined();
  });
});
