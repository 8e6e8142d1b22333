// E2E in real Chromium against the real npm MCP App servers (server-basic-react, server-budget-allocator) over stdio
// through the real runtime: a tool's view renders in its sandboxed frame in the tool card; its button calls a tool
// back through the approval dialog and the result reaches the view; its message becomes a composer draft; its model
// context reaches the next request; the view cannot reach Hearth's window, its preload API, or a local server it did
// not declare (which never sees a request).
import { createServer, type Server } from 'node:http';
import { resolve } from 'node:path';
import type { Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeWithFacility } from '../support/requirements';
import { waitFor } from '../support/wait-for';
import { sendMessage, waitForDialog, waitForReplyDone } from './support/chat-actions';
import { screenshotLightAndDark } from './support/light-and-dark';
import { useHearthSuite } from './support/hearth-suite';

const servers = {
  basic: resolve('node_modules/@modelcontextprotocol/server-basic-react/dist/index.js'),
  budget: resolve('node_modules/@modelcontextprotocol/server-budget-allocator/dist/index.js'),
};

/** The frame of the newest tool card of `tool`, once its view has loaded. */
async function appFrame(page: Page, tool: string): Promise<Frame> {
  const frame = page.locator(`.tool-card[data-tool="${tool}"]`).last().locator('iframe.mcp-app-frame');
  await expect.poll(() => frame.count(), { timeout: 20_000 }).toBe(1);
  const content = await (await frame.elementHandle())?.contentFrame();
  if (!content) throw new Error('the view has no frame');
  return content;
}

describeWithFacility('chromium', 'MCP Apps in tool cards (e2e)', () => {
  const suite = useHearthSuite({ page: { viewport: { width: 1280, height: 1100 } } });
  const probeRequests: string[] = [];
  let probe: Server;
  let probeUrl = '';

  beforeAll(async () => {
    probe = createServer((request, response) => {
      probeRequests.push(request.url ?? '');
      response.writeHead(200, { 'Access-Control-Allow-Origin': '*' }).end('reached');
    });
    await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
    const address = probe.address();
    probeUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    for (const [name, script] of Object.entries(servers)) {
      const written = await suite.harness.runtime.setSetting(`mcp.servers.${name}`, {
        command: process.execPath,
        args: [script, '--stdio'],
      });
      expect(written).toMatchObject({ ok: true });
    }
    await waitFor(() => suite.harness.runtime.mcp.servers().filter((server) => server.tools.length > 0).length === 2, {
      message: 'both MCP App servers to list their tools',
      timeout: 30_000,
      observe: () => suite.harness.runtime.mcp.servers(),
    });
  });
  afterAll(() => new Promise<void>((done) => probe.close(() => done())));

  it('renders the basic-react view; its button calls a tool through the approval dialog and gets the result', async () => {
    const { page } = suite.hearth;
    suite.harness.llm.script(
      { kind: 'tool_calls', calls: [{ name: 'basic__get-time', arguments: {} }] },
      { kind: 'text', text: 'The app shows the server time.' },
    );
    await sendMessage(page, 'What time is it on the server?');
    await (await waitForDialog(page)).getByRole('button', { name: 'Allow once' }).click();
    await waitForReplyDone(page);

    const card = page.locator('.tool-card[data-tool="basic__get-time"]').last();
    const element = card.locator('iframe.mcp-app-frame');
    await expect.poll(() => element.count(), { timeout: 20_000 }).toBe(1);
    expect(await element.getAttribute('sandbox')).toBe('allow-scripts');
    expect(await element.getAttribute('title')).toBe('App view: Get Time (MCP: basic) (basic)');
    const frame = await appFrame(page, 'basic__get-time');
    const button = frame.getByRole('button', { name: 'Get Server Time' });
    await expect.poll(() => button.count(), { timeout: 20_000 }).toBe(1);
    // The view was told the tool's result at start (the time the model's call returned).
    await expect.poll(() => frame.locator('body').textContent(), { timeout: 10_000 }).toMatch(/\d{4}-\d\d-\d\dT/);
    const before = await frame.locator('body').textContent();

    await button.click();
    const dialog = await waitForDialog(page);
    expect(await dialog.textContent()).toContain('This run read basic (MCP App view)');
    await dialog.getByRole('button', { name: 'Allow once' }).click();
    await expect.poll(() => frame.locator('body').textContent(), { timeout: 15_000 }).not.toBe(before);
    expect(await frame.locator('body').textContent()).toMatch(/\d{4}-\d\d-\d\dT/);
    // The app's call ran as a call untrusted content asked for, on the one event stream.
    const asked = suite.harness.events.find(
      ({ event }) =>
        event.type === 'approval_request' &&
        event.request.untrustedSources?.some((source) => source.kind === 'mcp_app' && source.label === 'basic'),
    );
    expect(asked).toBeDefined();
    await card.scrollIntoViewIfNeeded();
    await screenshotLightAndDark(page, 'mcp-app-tool-card');

    // Its "Open Link" goes through main's link check to the system browser.
    await frame.getByRole('button', { name: 'Open Link' }).click();
    await expect.poll(() => suite.harness.openedLinks).toContain('https://modelcontextprotocol.io/');

    // Expanded beside the chat: the same view in a panel of its own, closed again by its button.
    await card.getByRole('button', { name: 'Open beside the chat' }).click();
    const panel = page.getByRole('complementary', { name: 'App view: Get Time (MCP: basic) (basic)' });
    await expect.poll(() => panel.locator('iframe.mcp-app-frame').count()).toBe(1);
    const expanded = await (await panel.locator('iframe.mcp-app-frame').elementHandle())?.contentFrame();
    await expect
      .poll(() => expanded?.getByRole('button', { name: 'Get Server Time' }).count(), { timeout: 20_000 })
      .toBe(1);
    await screenshotLightAndDark(page, 'mcp-app-side-panel');
    await panel.getByRole('button', { name: 'Close the app panel' }).click();
    await expect.poll(() => panel.count()).toBe(0);
  });

  it('the view cannot reach Hearth’s window, its preload API or an undeclared server', async () => {
    const { page } = suite.hearth;
    const frame = await appFrame(page, 'basic__get-time');
    const probes = (await frame.evaluate(`(async () => {
      const tryRead = (read) => { try { return String(read()); } catch { return 'blocked'; } };
      const fetched = await fetch(${JSON.stringify(`${probeUrl}/fetch`)}).then(() => 'reached', () => 'refused');
      const image = await new Promise((done) => {
        const img = new Image();
        img.onload = () => done('reached');
        img.onerror = () => done('refused');
        img.src = ${JSON.stringify(`${probeUrl}/image.png`)};
      });
      return {
        origin: window.origin,
        parentDocument: tryRead(() => window.parent.document.title),
        topDocument: tryRead(() => window.top.document.body.innerHTML.length),
        ownApi: typeof window.hearth,
        parentApi: tryRead(() => typeof window.parent.hearth),
        fetched,
        image,
      };
    })()`)) as Record<string, string>;
    expect(probes).toEqual({
      origin: 'null',
      parentDocument: 'blocked',
      topDocument: 'blocked',
      ownApi: 'undefined',
      parentApi: 'blocked',
      fetched: 'refused',
      image: 'refused',
    });
    // The probe answers anyone who asks: it was never asked.
    expect(probeRequests).toEqual([]);
    // And it is reachable, so the refusal above was the view's policy, not a dead address.
    expect(await (await fetch(`${probeUrl}/direct`)).text()).toBe('reached');
  });

  it('its "Send Message" puts the view’s words into the composer as a draft, never sent by itself', async () => {
    const { page } = suite.hearth;
    const frame = await appFrame(page, 'basic__get-time');
    const composer = page.getByRole('textbox', { name: 'Message' });
    await composer.fill('My own words');
    const requestsBefore = suite.harness.llm.requests.length;
    await frame.getByRole('button', { name: 'Send Message' }).click();
    await expect.poll(() => composer.inputValue()).toBe('My own words\nThis is message text.');
    const note = page.getByRole('status').filter({ hasText: 'Written by the app view of basic' });
    await expect.poll(() => note.count()).toBe(1);
    expect(suite.harness.llm.requests.length).toBe(requestsBefore);
    await screenshotLightAndDark(page, 'mcp-app-message-draft');
    await composer.fill('');
    await expect.poll(() => note.count()).toBe(0);
    expect(suite.harness.llm.requests.length).toBe(requestsBefore);
  });

  it('the view’s ui/update-model-context reaches the chat’s next request, marked untrusted', async () => {
    const { page } = suite.hearth;
    const frame = await appFrame(page, 'basic__get-time');
    // The view's side of the protocol, as its App object would send it (the example views never do).
    const answer = await frame.evaluate(`new Promise((resolve) => {
      window.addEventListener('message', (event) => event.data && event.data.id === 'ctx-1' && resolve(event.data));
      window.parent.postMessage({ jsonrpc: '2.0', id: 'ctx-1', method: 'ui/update-model-context',
        params: { content: [{ type: 'text', text: 'The clock view shows 09:41.' }] } }, '*');
    })`);
    expect(answer).toMatchObject({ result: {} });
    suite.harness.llm.script({ kind: 'text', text: 'It showed 09:41.' });
    await sendMessage(page, 'What did the clock show?');
    await waitForReplyDone(page);
    const system = String(suite.harness.llm.requests.at(-1)?.messages[0]?.content);
    expect(system).toMatch(/<<<untrusted-app-context [0-9a-f]{12} server=basic>>>\nThe clock view shows 09:41\./u);
  });

  it('renders the budget allocator view from the tool’s structured result', async () => {
    const { page } = suite.hearth;
    suite.harness.llm.script(
      { kind: 'tool_calls', calls: [{ name: 'budget__get-budget-data', arguments: {} }] },
      { kind: 'text', text: 'Here is your budget.' },
    );
    await sendMessage(page, 'Show my budget');
    await (await waitForDialog(page)).getByRole('button', { name: 'Allow once' }).click();
    await waitForReplyDone(page);
    const frame = await appFrame(page, 'budget__get-budget-data');
    await expect.poll(() => frame.locator('body').textContent(), { timeout: 20_000 }).toContain('Marketing');
    await page.locator('.tool-card[data-tool="budget__get-budget-data"]').last().scrollIntoViewIfNeeded();
    await screenshotLightAndDark(page, 'mcp-app-budget');
  });

  it('Settings → Extensions turns a server’s views off: its next result shows the text only', async () => {
    const { page } = suite.hearth;
    await page.getByRole('link', { name: 'Settings' }).click();
    await page
      .getByRole('navigation', { name: 'Settings sections' })
      .getByRole('button', { name: 'Extensions' })
      .click();
    const shown = page.getByRole('checkbox', { name: 'Show the app views of budget' });
    expect(await shown.isChecked()).toBe(true);
    await shown.click(); // controlled: it shows the setting once written
    await expect.poll(() => suite.harness.runtime.settings().mcp.servers.budget?.renderApps).toBe(false);
    await expect.poll(() => shown.isChecked()).toBe(false);
    await waitFor(() => (suite.harness.runtime.mcp.servers().find((s) => s.name === 'budget')?.tools.length ?? 0) > 0, {
      message: 'the budget server to list its tools again',
      timeout: 30_000,
      observe: () => suite.harness.runtime.mcp.servers(),
    });
    await page.goBack();
    suite.harness.llm.script(
      { kind: 'tool_calls', calls: [{ name: 'budget__get-budget-data', arguments: {} }] },
      { kind: 'text', text: 'Budget again.' },
    );
    await sendMessage(page, 'Show my budget again');
    await (await waitForDialog(page)).getByRole('button', { name: 'Allow once' }).click();
    await waitForReplyDone(page);
    const card = page.locator('.tool-card[data-tool="budget__get-budget-data"]').last();
    await expect.poll(() => card.locator('.tool-card-status').textContent()).toBe('Done');
    expect(await card.locator('iframe').count()).toBe(0);
  });
});
