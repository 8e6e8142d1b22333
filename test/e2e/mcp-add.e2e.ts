// E2E in real Chromium: adding MCP servers from Settings → Extensions against the real core and server-everything.
// Pasted JSON (a whole mcpServers object) is added with its env value in the keychain (shown only as "set"); a bad
// entry is refused naming the field; the small form adds a local program; Import reads a Claude Desktop file picked
// by the (stand-in) OS file chooser, previews it, keeps the same-name server and adds the new one.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeWithFacility } from '../support/requirements';
import { makeTempDir } from '../support/temp-dir';
import { everythingServer } from '../tools/mcp/mcp-test-support';
import { artifactsDir } from './support/hearth-page';
import { useHearthSuite } from './support/hearth-suite';

async function showExtensions(page: Page): Promise<void> {
  if (!String(await page.evaluate('window.location.hash')).startsWith('#/settings'))
    await page.getByRole('link', { name: 'Settings' }).click();
  await expect.poll(() => page.locator('#settings-extensions').count()).toBe(1);
  await page.getByRole('navigation', { name: 'Settings sections' }).getByRole('button', { name: 'Extensions' }).click();
}

const secret = 'e2e-demo-token-5f1d';

describeWithFacility('chromium', 'settings: add MCP servers (e2e)', () => {
  const suite = useHearthSuite({ page: { viewport: { width: 1280, height: 2200 } } });

  it('adds a server from pasted JSON; a bad entry is refused naming the field', async () => {
    const { page } = suite.hearth;
    await showExtensions(page);
    const section = page.locator('#settings-extensions');
    const add = section.getByRole('group', { name: 'Add a server' });
    await add.getByRole('textbox', { name: 'Server JSON' }).fill(
      JSON.stringify(
        {
          mcpServers: {
            everything: { command: process.execPath, args: [everythingServer], env: { DEMO_TOKEN: secret } },
          },
        },
        null,
        2,
      ),
    );
    await add.getByRole('button', { name: 'Add server' }).click();
    await expect.poll(() => add.getByRole('status', { name: 'What was added' }).textContent()).toBe('Added everything');
    const card = section.locator('[data-server="everything"]');
    await expect.poll(() => card.count()).toBe(1);
    expect(await card.locator('.tag').allTextContents()).toEqual(['DEMO_TOKEN ✓ set']);
    expect(await page.locator('body').textContent()).not.toContain(secret);
    expect(await suite.harness.runtime.secretStore.get('mcp.everything.env.demo_token')).toBe(secret);
    expect(suite.harness.runtime.settings().mcp.servers.everything).toMatchObject({
      transport: 'stdio',
      env: { DEMO_TOKEN: { secret: 'mcp.everything.env.demo_token' } },
    });

    await add.getByRole('textbox', { name: 'Server JSON' }).fill('"bad": { "type": "sse" }');
    await add.getByRole('button', { name: 'Add server' }).click();
    await expect
      .poll(() => add.getByRole('alert').textContent())
      .toContain('“bad” needs “command” (a local program) or “url” (a remote server).');
    expect(suite.harness.runtime.settings().mcp.servers.bad).toBeUndefined();
    await section.screenshot({ path: join(artifactsDir, 'settings-mcp-add-paste.png') });
  });

  it('adds a local program from the small form; a missing command is named', async () => {
    const { page } = suite.hearth;
    const add = page.locator('#settings-extensions').getByRole('group', { name: 'Add a server' });
    await add.getByRole('radio', { name: 'Fill in a form' }).check();
    await add.getByRole('textbox', { name: 'Name' }).fill('formed');
    await add.getByRole('button', { name: 'Add server' }).click();
    await expect.poll(() => add.getByRole('alert').textContent()).toBe('Command: enter the program to run.');
    await add.getByRole('textbox', { name: 'Command' }).fill(process.execPath);
    await add.getByRole('textbox', { name: 'Arguments' }).fill(everythingServer);
    await add.getByRole('button', { name: 'Add server' }).click();
    await expect.poll(() => add.getByRole('status', { name: 'What was added' }).textContent()).toBe('Added formed');
    expect(suite.harness.runtime.settings().mcp.servers.formed).toMatchObject({
      transport: 'stdio',
      command: process.execPath,
      args: [everythingServer],
    });
  });

  it('imports a Claude Desktop file picked in the file chooser: preview, same name kept, new one added', async () => {
    const { page } = suite.hearth;
    const folder = join(makeTempDir('e2e-import'), 'Claude');
    mkdirSync(folder, { recursive: true });
    const file = join(folder, 'claude_desktop_config.json');
    writeFileSync(
      file,
      JSON.stringify({
        mcpServers: {
          everything: { command: process.execPath, args: [everythingServer] },
          'Imported Demo': { command: process.execPath, args: [everythingServer], env: { IMPORTED_KEY: 'k-77' } },
        },
      }),
    );
    suite.harness.importFiles.push(file);
    const section = page.locator('#settings-extensions');
    await section.getByRole('button', { name: 'Import from Claude Desktop, Cursor or VS Code…' }).click();
    const preview = section.getByRole('group', { name: 'Import from Claude Desktop' });
    await expect.poll(() => preview.count()).toBe(1);
    const items = preview.getByRole('list', { name: 'Servers in the file' }).getByRole('listitem');
    expect(await items.count()).toBe(2);
    expect(await items.nth(0).textContent()).toContain('Same name as an existing server');
    expect(await items.nth(1).textContent()).toContain('imported-demo');
    expect(await items.nth(1).textContent()).toContain('To the keychain: IMPORTED_KEY');
    expect(await preview.textContent()).not.toContain('k-77');
    expect(await preview.getByRole('checkbox', { name: 'Replace the existing everything' }).isChecked()).toBe(false);
    await section.screenshot({ path: join(artifactsDir, 'settings-mcp-import-preview.png') });
    await page.emulateMedia({ colorScheme: 'dark' });
    await section.screenshot({ path: join(artifactsDir, 'settings-mcp-import-preview-dark.png') });
    await page.emulateMedia({ colorScheme: 'light' });

    await preview.getByRole('button', { name: 'Import 1 server' }).click();
    const outcomes = section.getByRole('alert').filter({ hasText: 'imported-demo' });
    await expect.poll(() => outcomes.count()).toBe(1);
    expect(await outcomes.textContent()).toContain('Not added everything');
    expect(await outcomes.textContent()).toContain('Added imported-demo');
    await expect.poll(() => section.locator('[data-server="imported-demo"]').count()).toBe(1);
    expect(await suite.harness.runtime.secretStore.get('mcp.imported-demo.env.imported_key')).toBe('k-77');
    await section.screenshot({ path: join(artifactsDir, 'settings-mcp-imported.png') });
    await page.emulateMedia({ colorScheme: 'dark' });
    await section.screenshot({ path: join(artifactsDir, 'settings-mcp-imported-dark.png') });
    await page.emulateMedia({ colorScheme: 'light' });
  });
});
