// E2E in real Chromium: the main window's "Upgrading your history" screen fed with pushed `app:upgrade` steps — the
// backup first, a migration with its rows (the progress bar's value and the step in words, the backup's path, no
// control to press), the app back once done, and a failed upgrade that says nothing was lost; axe clean light and dark.
import { expect, it } from 'vitest';
import { describeWithFacility } from '../support/requirements';
import { expectNoSeriousViolations } from './support/axe';
import { screenshotLightAndDark } from './support/light-and-dark';
import { useHearthSuite } from './support/hearth-suite';

const backupFile = '/home/ana/.config/Hearth/backups/hearth-2026-11-27_21-30-00-000-before-upgrade.hearthbackup';

describeWithFacility('chromium', 'the database upgrade screen (e2e)', () => {
  const suite = useHearthSuite();

  it('shows the backup, then each step with its progress, with no controls; the app comes back when done', async () => {
    const { page } = suite.hearth;
    const { bridge } = suite.harness;
    const composer = page.getByRole('textbox').first();
    await expect.poll(() => composer.count(), { timeout: 10_000 }).toBe(1);

    bridge.broadcast('app:upgrade', { phase: 'backing-up', from: 8, to: 13 });
    const screen = page.getByRole('main', { name: 'Upgrading your history' });
    await expect.poll(() => screen.count()).toBe(1);
    const bar = screen.getByRole('progressbar', { name: 'Upgrade progress' });
    expect(await bar.getAttribute('value')).toBe('0');
    expect(await screen.getByRole('status').textContent()).toBe('Making a backup of your history first…');
    expect(await page.getByRole('textbox').count()).toBe(0);

    bridge.broadcast('app:upgrade', {
      phase: 'upgrading',
      from: 8,
      to: 13,
      version: 9,
      description: 'search in every language',
      done: 600_000,
      total: 1_200_000,
      backupFile,
    });
    // Five migrations, the first half done: 10 %.
    await expect.poll(() => bar.getAttribute('value')).toBe('10');
    expect(await bar.getAttribute('aria-valuetext')).toBe('10%');
    expect(await screen.getByRole('status').textContent()).toBe('Step 1 of 5: 600,000 of 1,200,000 items');
    expect(await screen.textContent()).toContain(`A backup was made at ${backupFile}`);
    for (const role of ['button', 'link', 'textbox', 'combobox', 'checkbox'] as const)
      expect(await page.getByRole(role).count(), role).toBe(0);
    await expectNoSeriousViolations(page);
    await screenshotLightAndDark(page, 'upgrade-screen');

    bridge.broadcast('app:upgrade', {
      phase: 'upgrading',
      from: 8,
      to: 13,
      version: 12,
      description: 'indexes for a big history',
      done: 0,
      total: 0,
      backupFile,
    });
    await expect.poll(() => screen.getByRole('status').textContent()).toBe('Step 4 of 5');
    expect(await bar.getAttribute('value')).toBe('60');

    bridge.broadcast('app:upgrade', { phase: 'done', from: 8, to: 13, backupFile });
    await expect.poll(() => screen.count()).toBe(0);
    await expect.poll(() => page.getByRole('textbox').count()).toBeGreaterThan(0);
  });

  it('a failed upgrade: the reason, nothing lost, where the backup is', async () => {
    const { page } = suite.hearth;
    const reason = 'disk I/O error (while upgrading to version 12: indexes for a big history)';
    suite.harness.bridge.broadcast('app:upgrade', { phase: 'failed', from: 8, to: 13, backupFile, message: reason });
    const screen = page.getByRole('main', { name: 'Your history could not be upgraded' });
    await expect.poll(() => screen.count()).toBe(1);
    expect(await screen.getByRole('alert').textContent()).toBe(`The upgrade stopped: ${reason}`);
    expect(await screen.textContent()).toContain('Nothing was lost');
    expect(await screen.textContent()).toContain(`A backup was made at ${backupFile}`);
    expect(await page.getByRole('button').count()).toBe(0);
    await expectNoSeriousViolations(page);
    await screenshotLightAndDark(page, 'upgrade-failed');
  });
});
