// E2E in real Chromium: Settings → Updates against the real core (the bridge has no updater, so the status reads "Not
// available in this build") — the "Update channel" choice is stored in updates.channel and survives a reload — and
// the chat window's "ready to install" banner fed with pushed `app:update` states: "Restart to update" is disabled with
// the reason while something runs, a refusal from main is shown, "Later" hides it.
import { expect, it } from 'vitest';
import { describeWithFacility } from '../support/requirements';
import { screenshotLightAndDark } from './support/light-and-dark';
import { useHearthSuite } from './support/hearth-suite';

describeWithFacility('chromium', 'updates (e2e)', () => {
  const suite = useHearthSuite();

  it('Settings → Updates: the channel is stored and kept; the status says updates are not available here', async () => {
    const { page } = suite.hearth;
    const { runtime } = suite.harness;
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('navigation', { name: 'Settings sections' }).getByRole('button', { name: 'Updates' }).click();
    const section = page.getByRole('region', { name: 'Updates' });
    const channel = section.getByRole('combobox', { name: 'Update channel' });
    expect(await channel.inputValue()).toBe('stable');
    await expect
      .poll(() => section.getByRole('status', { name: 'Update status' }).textContent())
      .toBe('Not available in this build');

    await channel.selectOption({ label: 'Beta (pre-releases)' });
    await expect.poll(() => runtime.settings().updates.channel).toBe('beta');
    await screenshotLightAndDark(page, 'settings-updates');

    await page.reload();
    await page.getByRole('navigation', { name: 'Settings sections' }).getByRole('button', { name: 'Updates' }).click();
    const again = page.getByRole('region', { name: 'Updates' }).getByRole('combobox', { name: 'Update channel' });
    await expect.poll(() => again.inputValue()).toBe('beta');
    await again.selectOption({ label: 'Stable' });
    await expect.poll(() => runtime.settings().updates.channel).toBe('stable');
  });

  it('the banner: disabled with the reason while a reply runs, a refused restart says why, Later hides it', async () => {
    const { page } = suite.hearth;
    const { bridge } = suite.harness;
    await page.getByRole('button', { name: 'New chat' }).click();
    const banner = page.getByRole('region', { name: 'Update ready' });
    expect(await banner.count()).toBe(0);

    bridge.broadcast('app:update', {
      status: 'ready',
      channel: 'stable',
      version: '0.2.0',
      restartBlockedBy: 'A reply or a job is still running.',
    });
    await expect.poll(() => banner.isVisible()).toBe(true);
    expect(await banner.textContent()).toContain('Hearth 0.2.0 is ready to install.');
    const restart = banner.getByRole('button', { name: 'Restart to update' });
    expect(await restart.isDisabled()).toBe(true);
    expect(await restart.getAttribute('aria-describedby')).toBeTruthy();
    expect(await banner.textContent()).toContain('A reply or a job is still running. Restart once it has finished.');
    await screenshotLightAndDark(page, 'update-banner-busy');

    bridge.broadcast('app:update', { status: 'ready', channel: 'stable', version: '0.2.0' });
    await expect.poll(() => restart.isDisabled()).toBe(false);
    await screenshotLightAndDark(page, 'update-banner');
    // The bridge has no updater: main refuses, and the banner says why.
    await restart.click();
    await expect.poll(() => banner.textContent()).toContain('Updates are not available in this build.');

    await banner.getByRole('button', { name: 'Later' }).click();
    await expect.poll(() => banner.count()).toBe(0);
    // Later is per version: a newer one shows the banner again.
    bridge.broadcast('app:update', { status: 'ready', channel: 'stable', version: '0.2.1' });
    await expect.poll(() => banner.isVisible()).toBe(true);
    expect(await banner.textContent()).toContain('Hearth 0.2.1 is ready to install.');
  });
});
