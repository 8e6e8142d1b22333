// E2E in real Chromium: Settings → Permissions → Trusted sources lists a project's files (off by default, with the
// plain warning); ticking it writes `trust.folders` in the real runtime, unticking removes it (screenshots light, dark).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { describeWithFacility } from '../support/requirements';
import { useHearthSuite } from './support/hearth-suite';
import { screenshotLightAndDark } from './support/light-and-dark';

describeWithFacility('chromium', 'settings: trusted sources (e2e)', () => {
  const suite = useHearthSuite();

  it('a project’s files are untrusted until ticked; the box writes trust.folders', async () => {
    const { page } = suite.hearth;
    const { runtime } = suite.harness;
    const folder = mkdtempSync(join(tmpdir(), 'hearth-trusted-notes-'));
    const added = runtime.projects.add('Garden notes', folder);
    if (!added.ok) throw new Error(added.error);
    await page.reload();
    await page.getByRole('link', { name: 'Settings' }).click();
    await page
      .getByRole('navigation', { name: 'Settings sections' })
      .getByRole('button', { name: 'Permissions' })
      .click();
    const panel = page.getByRole('region', { name: 'Trusted sources' });
    expect(await panel.textContent()).toContain('Tick a source only if you control everything it can return');
    const box = panel.getByRole('checkbox', { name: 'Trust what Files of the project “Garden notes” returns' });
    expect(await box.isChecked()).toBe(false);
    expect(runtime.settings().trust.folders).toEqual([]);

    // The box follows the stored setting (written, then read back), so it turns on once the write is done.
    await box.click();
    await expect.poll(() => box.isChecked()).toBe(true);
    await expect.poll(() => runtime.settings().trust.folders).toEqual([folder]);
    await panel.scrollIntoViewIfNeeded();
    await screenshotLightAndDark(page, 'settings-trusted-sources');
    await box.click();
    await expect.poll(() => box.isChecked()).toBe(false);
    await expect.poll(() => runtime.settings().trust.folders).toEqual([]);
  });
});
