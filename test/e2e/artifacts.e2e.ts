// E2E in real Chromium against the real runtime, the fake model calling the `artifact` tool: a Markdown artifact is
// created, updated to version 2 (both versions reachable in the panel's picker), saved and exported; a chart is drawn;
// an HTML artifact's script runs, yet its fetch, XHR, image, WebSocket, stylesheet, frame and CSS url to a local server
// reach nothing. Screenshots and axe-core, light and dark.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeWithFacility } from '../support/requirements';
import { expectNoSeriousViolations } from './support/axe';
import { openNewChat, sendMessage, waitForReplyDone } from './support/chat-actions';
import { useHearthSuite } from './support/hearth-suite';
import { screenshotLightAndDark } from './support/light-and-dark';

const plan = (items: string[]) => `# Trip plan\n\n${items.map((item) => `- ${item}`).join('\n')}\n`;

async function openArtifactFromCard(page: Page, title: string, version: number) {
  const card = page.locator('.tool-card[data-tool="artifact"]').last();
  await card.getByRole('button', { name: `Open ${title} (version ${version})` }).click();
  const panel = page.getByRole('complementary', { name: `Artifact: ${title}` });
  await expect.poll(() => panel.isVisible()).toBe(true);
  return panel;
}

describeWithFacility('chromium', 'artifacts (e2e)', () => {
  const suite = useHearthSuite();
  const requests: string[] = [];
  let server: Server;
  let origin = '';
  beforeAll(async () => {
    server = createServer((request, response) => {
      requests.push(request.url ?? '');
      response.setHeader('access-control-allow-origin', '*');
      response.end('reached');
    });
    // A WebSocket's opening handshake arrives as an upgrade, not a request: counted the same.
    server.on('upgrade', (request, socket) => {
      requests.push(request.url ?? '');
      socket.destroy();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections(); // the keep-alive sockets of this file's own fetch calls
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('creates a Markdown artifact, updates it to version 2, keeps version 1, saves and exports it', async () => {
    const { page } = suite.hearth;
    await openNewChat(page);
    const first = { kind: 'markdown', title: 'Trip plan', content: plan(['Book the train', 'Pack the tent']) };
    suite.harness.llm.script(
      { kind: 'tool_calls', calls: [{ name: 'artifact', arguments: first }] },
      { kind: 'text', text: 'The plan is beside the chat.' },
    );
    await sendMessage(page, 'Plan the trip');
    await waitForReplyDone(page);
    let panel = await openArtifactFromCard(page, 'Trip plan', 1);
    await expect.poll(() => panel.getByRole('listitem').allTextContents()).toEqual(['Book the train', 'Pack the tent']);
    const id = await panel.getByRole('combobox', { name: 'Version' }).getAttribute('data-artifact-id');
    expect(id).toMatch(/^art_[0-9a-f]{12}$/);

    const second = { ...first, id, content: plan(['Book the train', 'Pack the tent', 'Buy **maps**']) };
    suite.harness.llm.script(
      { kind: 'tool_calls', calls: [{ name: 'artifact', arguments: second }] },
      { kind: 'text', text: 'Added the maps.' },
    );
    await sendMessage(page, 'Add maps');
    await waitForReplyDone(page);
    panel = await openArtifactFromCard(page, 'Trip plan', 2);
    const picker = panel.getByRole('combobox', { name: 'Version' });
    await expect.poll(() => picker.inputValue()).toBe('2');
    expect(await picker.locator('option').allTextContents()).toEqual(['Version 1 of 2', 'Version 2 of 2']);
    await expect.poll(() => panel.getByRole('listitem').count()).toBe(3);
    expect(await panel.locator('strong').textContent()).toBe('maps');
    await screenshotLightAndDark(page, 'artifact-panel-markdown');
    await expectNoSeriousViolations(page, '.artifact-panel');

    await picker.selectOption('1');
    await expect.poll(() => panel.getByRole('listitem').count()).toBe(2);
    const [saved] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: 'Save' }).click(),
    ]);
    expect(saved.suggestedFilename()).toBe('Trip-plan-v1.md');
    expect(readFileSync(await saved.path(), 'utf8')).toBe(first.content);

    await picker.selectOption('2');
    const [exported] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: 'Export' }).click(),
    ]);
    expect(exported.suggestedFilename()).toBe('Trip-plan-v2.html');
    const html = readFileSync(await exported.path(), 'utf8');
    expect(html).toContain("default-src 'none'");
    expect(html).toContain('<li>Buy <strong>maps</strong></li>');

    await panel.getByRole('button', { name: 'Close artifact' }).click();
    await expect.poll(() => panel.count()).toBe(0);
  });

  it('draws a chart and a Mermaid diagram', async () => {
    const { page } = suite.hearth;
    await openNewChat(page);
    const chart = {
      type: 'bar',
      labels: ['Mon', 'Tue', 'Wed', 'Thu'],
      series: [
        { name: 'Steps', values: [4200, 6100, 5300, 8000] },
        { name: 'Goal', values: [6000, 6000, 6000, 6000] },
      ],
    };
    suite.harness.llm.script(
      {
        kind: 'tool_calls',
        calls: [{ name: 'artifact', arguments: { kind: 'chart', title: 'Steps', content: JSON.stringify(chart) } }],
      },
      {
        kind: 'tool_calls',
        calls: [
          {
            name: 'artifact',
            arguments: { kind: 'mermaid', title: 'Morning', content: 'graph TD\n  Wake --> Coffee\n  Coffee --> Walk' },
          },
        ],
      },
      { kind: 'text', text: 'Here are both.' },
    );
    await sendMessage(page, 'Chart my steps and draw my morning');
    await waitForReplyDone(page);
    await page.getByRole('button', { name: 'Open Steps (version 1)' }).click();
    const chartPanel = page.getByRole('complementary', { name: 'Artifact: Steps' });
    const drawn = chartPanel.getByRole('img', { name: 'Chart: Steps' });
    await expect.poll(() => drawn.locator('rect:has(title)[style*="--chart-1"]').count()).toBe(4);
    expect(await drawn.locator('rect:has(title)[style*="--chart-2"]').count()).toBe(4);
    await screenshotLightAndDark(page, 'artifact-panel-chart');
    await expectNoSeriousViolations(page, '.artifact-panel');
    const [exported] = await Promise.all([
      page.waitForEvent('download'),
      chartPanel.getByRole('button', { name: 'Export' }).click(),
    ]);
    const svg = readFileSync(await exported.path(), 'utf8');
    expect(svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('fill: rgb(194, 65, 12)'); // --chart-1 (light) written in

    await page.getByRole('button', { name: 'Open Morning (version 1)' }).click();
    const diagram = page
      .getByRole('complementary', { name: 'Artifact: Morning' })
      .getByRole('img', { name: 'Morning' });
    await expect.poll(() => diagram.getAttribute('src'), { timeout: 15_000 }).toMatch(/^data:image\/svg\+xml/);
    const source = decodeURIComponent((await diagram.getAttribute('src'))!.split(',')[1]!);
    expect(source).toContain('Coffee');
    expect(source).not.toMatch(/<script/i);
    await screenshotLightAndDark(page, 'artifact-panel-mermaid');
  });

  it('shows a live HTML artifact in a sandboxed frame that reaches no server', async () => {
    const { page } = suite.hearth;
    await openNewChat(page);
    // A positive control: the counting server does count a request that reaches it.
    expect(await (await fetch(`${origin}/control`)).text()).toBe('reached');
    expect(requests).toEqual(['/control']);
    const socket = origin.replace('http:', 'ws:');
    // The script runs: it names the page, then tries every way out it has and writes down how each one ended.
    const script =
      `const report = (text) => { const li = document.createElement('li'); li.textContent = text; ` +
      `document.getElementById('ways').append(li); };` +
      `document.getElementById('heading').textContent = 'Live page';` +
      `try { report('parent: ' + String(Boolean(window.parent.hearth))); } catch { report('parent: unreachable'); }` +
      `fetch('${origin}/fetch').then(() => report('fetch: reached'), () => report('fetch: blocked'));` +
      `const xhr = new XMLHttpRequest(); xhr.onload = () => report('xhr: reached');` +
      `xhr.onerror = () => report('xhr: blocked');` +
      `try { xhr.open('GET', '${origin}/xhr'); xhr.send(); } catch { report('xhr: blocked'); }` +
      `const image = new Image(); image.onload = () => report('image: reached');` +
      `image.onerror = () => report('image: blocked'); image.src = '${origin}/script-image.png';` +
      `try { const ws = new WebSocket('${socket}/socket'); ws.onopen = () => report('socket: reached');` +
      `ws.onerror = () => report('socket: blocked'); } catch { report('socket: blocked'); }`;
    const html =
      `<!doctype html><html><head><link rel="stylesheet" href="${origin}/style.css">` +
      `<style>body { background-image: url(${origin}/background.png) }</style></head>` +
      `<body><h1 id="heading">Page before its script</h1><img src="${origin}/pixel.png" alt="pixel">` +
      `<iframe src="${origin}/frame"></iframe><ul id="ways"></ul><script>${script}</script></body></html>`;
    suite.harness.llm.script(
      { kind: 'tool_calls', calls: [{ name: 'artifact', arguments: { kind: 'html', title: 'Page', content: html } }] },
      { kind: 'text', text: 'The page is beside the chat.' },
    );
    await sendMessage(page, 'Make a page');
    await waitForReplyDone(page);
    await page.getByRole('button', { name: 'Open Page (version 1)' }).click();
    const frameElement = page.getByTitle('HTML page Page (sandboxed, offline)');
    await expect.poll(() => frameElement.count()).toBe(1);
    expect(await frameElement.getAttribute('sandbox')).toBe('allow-scripts');
    // Served by main's view server (not a srcdoc that inherits the window's policy, where no inline script runs).
    expect(await frameElement.getAttribute('src')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/mcp-app\/[A-Za-z0-9_-]{32}$/);
    const frame = page.frameLocator('iframe.artifact-html');
    await expect.poll(() => frame.getByRole('heading', { name: 'Live page' }).isVisible()).toBe(true);
    await expect
      .poll(async () => (await frame.getByRole('listitem').allTextContents()).sort())
      .toEqual(['fetch: blocked', 'image: blocked', 'parent: unreachable', 'socket: blocked', 'xhr: blocked']);
    // The frame has no way into Hearth's window: no same origin, so not even its properties can be read.
    const reach = await frameElement.evaluate((element: { contentWindow: { document: unknown } | null }) => {
      try {
        return String(element.contentWindow?.document);
      } catch (error) {
        return (error as Error).name;
      }
    });
    expect(reach).toBe('SecurityError');
    await screenshotLightAndDark(page, 'artifact-panel-html');
    // Every way out has ended (each wrote its line), then one more round trip from here proves the server answers.
    expect(await (await fetch(`${origin}/after`)).text()).toBe('reached');
    expect(requests).toEqual(['/control', '/after']);

    // Closing the panel lets the page's address go.
    const address = (await frameElement.getAttribute('src'))!;
    await page.getByRole('button', { name: 'Close artifact' }).click();
    await expect.poll(async () => (await fetch(address)).status).toBe(404);
  });
});
