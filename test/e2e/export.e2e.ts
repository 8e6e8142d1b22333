// E2E in real Chromium: the chat header's Export menu (keyboard and mouse) saves this conversation as HTML and JSON
// downloads built by the real runtime (hostile text escaped, the JSON the versioned document), "Export all" writes into
// the folder picked in the (stand-in) folder dialog and says so; the exported HTML opened on its own loads nothing
// from outside. Screenshots of the menu and of the exported page, light and dark.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, it } from 'vitest';
import { describeWithFacility } from '../support/requirements';
import { makeTempDir, removeTempDir } from '../support/temp-dir';
import { sendMessage, waitForReplyDone } from './support/chat-actions';
import { artifactsDir } from './support/hearth-page';
import { useHearthSuite } from './support/hearth-suite';

const hostile = 'Is <script>alert("x")</script> safe? <img src="http://127.0.0.2:9/pixel.png">';

describeWithFacility('chromium', 'export from the chat menu (e2e)', () => {
  const suite = useHearthSuite();

  it('exports this conversation as HTML and JSON downloads, and all conversations into a chosen folder', async () => {
    const { page } = suite.hearth;
    suite.harness.llm.script(
      { kind: 'tool_calls', calls: [{ name: 'datetime', arguments: { timezone: 'Europe/Lisbon' } }] },
      { kind: 'text', text: 'It is **Tuesday** in Lisbon.\n\n```js\nconst fence = "```";\n```' },
    );
    await sendMessage(page, hostile);
    await waitForReplyDone(page);

    // Keyboard: the menu opens with ArrowDown, the first item has focus, Escape closes it and returns focus.
    const exportButton = page.getByRole('button', { name: 'Export', exact: true });
    await exportButton.focus();
    await page.keyboard.press('ArrowDown');
    const menu = page.getByRole('menu', { name: 'Export' });
    await expect.poll(() => menu.isVisible()).toBe(true);
    await expect
      .poll(() => page.evaluate("document.activeElement?.getAttribute('aria-label')"))
      .toBe('Export this conversation as Markdown');
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.count()).toBe(0);
    expect(await page.evaluate('document.activeElement?.textContent?.trim()')).toBe('Export');

    await exportButton.click();
    expect(await exportButton.getAttribute('aria-expanded')).toBe('true');
    await suite.hearth.screenshot('export-menu-light.png');
    await page.emulateMedia({ colorScheme: 'dark' }); // the screenshot waits for the page to settle
    await suite.hearth.screenshot('export-menu-dark.png');
    await page.emulateMedia({ colorScheme: 'light' });

    const [htmlDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Export this conversation as HTML' }).click(),
    ]);
    expect(htmlDownload.suggestedFilename()).toMatch(/^\d{4}-\d{2}-\d{2}-[\p{L}\p{N}-]+\.html$/u);
    // Saved under its suggested name (Chromium opens a file:// page by its extension).
    const savedFolder = makeTempDir('e2e-export-saved');
    const htmlPath = join(savedFolder, htmlDownload.suggestedFilename());
    await htmlDownload.saveAs(htmlPath);
    const html = readFileSync(htmlPath, 'utf8');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('It is **Tuesday** in Lisbon.');
    expect(html).toContain('datetime');

    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const [jsonDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Export this conversation as JSON' }).click(),
    ]);
    const exportedDocument = JSON.parse(readFileSync(await jsonDownload.path(), 'utf8')) as {
      format: string;
      version: number;
      messages: { role: string; content: string; toolCalls: { name: string }[] }[];
    };
    expect(exportedDocument).toMatchObject({ format: 'hearth.conversation', version: 1 });
    expect(exportedDocument.messages.map((message) => message.role)).toEqual([
      'user',
      'assistant',
      'tool',
      'assistant',
    ]);
    expect(exportedDocument.messages[0]!.content).toBe(hostile);
    expect(exportedDocument.messages[1]!.toolCalls.map((call) => call.name)).toEqual(['datetime']);

    // Export all: the stand-in folder dialog answers a folder; the page says where the files went.
    const folder = makeTempDir('e2e-export-all');
    try {
      suite.harness.exportFolders.push(folder);
      await page.getByRole('button', { name: 'Export', exact: true }).click();
      await page.getByRole('menuitem', { name: 'Export all conversations as Markdown' }).click();
      const toast = page.locator('.toast', { hasText: 'Exported 1 conversation to' });
      await expect.poll(() => toast.count(), { timeout: 10_000 }).toBe(1);
      expect(await toast.textContent()).toContain(folder);
      const written = readdirSync(folder);
      expect(written).toHaveLength(1);
      expect(readFileSync(join(folder, written[0]!), 'utf8')).toContain(hostile);
      // Cancelling the folder dialog writes nothing and shows nothing.
      await page.getByRole('button', { name: 'Export', exact: true }).click();
      await page.getByRole('menuitem', { name: 'Export all conversations as JSON' }).click();
      await expect.poll(() => exportButton.textContent()).toContain('Export');
      expect(readdirSync(folder)).toHaveLength(1);
    } finally {
      removeTempDir(folder);
    }

    // The exported page on its own: it loads nothing but itself; screenshots light and dark.
    const viewer = await suite.browser.newContext({ viewport: { width: 900, height: 760 }, colorScheme: 'light' });
    try {
      const exported = await viewer.newPage();
      const requested: string[] = [];
      exported.on('request', (request) => requested.push(request.url()));
      await exported.goto(pathToFileURL(htmlPath).href);
      expect(await exported.locator('article.message').count()).toBe(4);
      expect(await exported.locator('article.message.user p.text').textContent()).toBe(hostile);
      await exported.screenshot({ path: join(artifactsDir, 'export-html-light.png'), fullPage: true });
      await exported.emulateMedia({ colorScheme: 'dark' });
      await exported.screenshot({ path: join(artifactsDir, 'export-html-dark.png'), fullPage: true });
      expect(requested.filter((url) => !url.startsWith('file:'))).toEqual([]);
    } finally {
      await viewer.close();
      removeTempDir(savedFolder);
    }
    // (The bridge page has no favicon: its 404 is the only resource error, as in the other specs.)
    expect(suite.hearth.consoleErrors.filter((text) => !text.startsWith('Failed to load resource'))).toEqual([]);
  });
});
