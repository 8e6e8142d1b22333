// E2E in real Chromium against the real runtime: Settings → Tools switches http_request on (the tool joins the
// toolset), allows the private network, and adds a secret whose value goes to the real keychain as `http:NAME` and
// never back to the page; then removes it (screenshots light and dark).
import { expect, it } from 'vitest';
import { describeWithFacility } from '../support/requirements';
import { useHearthSuite } from './support/hearth-suite';
import { screenshotLightAndDark } from './support/light-and-dark';

describeWithFacility('chromium', 'settings: HTTP requests (e2e)', () => {
  const suite = useHearthSuite();

  it('switches http_request on and adds a secret to the keychain by name', async () => {
    const { page } = suite.hearth;
    const { runtime } = suite.harness;
    const value = `ghp-e2e-${Date.now()}-Secret`;
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('navigation', { name: 'Settings sections' }).getByRole('button', { name: 'Tools' }).click();

    const toolSwitch = page.getByRole('switch', { name: 'HTTP request on' });
    expect(await toolSwitch.isChecked()).toBe(false);
    expect(runtime.toolset().tools.map((tool) => tool.name)).not.toContain('http_request');
    await toolSwitch.click();
    await expect.poll(() => runtime.settings().tools.httpRequest.enabled).toBe(true);
    await expect.poll(() => toolSwitch.isChecked()).toBe(true);
    expect(runtime.toolset().tools.map((tool) => tool.name)).toContain('http_request');

    const group = page.getByRole('group', { name: 'HTTP requests' });
    await group.getByRole('switch', { name: 'HTTP requests may reach the private network' }).click();
    await expect.poll(() => runtime.settings().tools.httpRequest.allowPrivateNetwork).toBe(true);

    expect(await group.textContent()).toContain('No secrets yet.');
    await group.getByRole('textbox', { name: 'Secret name' }).fill('GitHub_Token');
    await group.getByLabel('Secret value').fill(value);
    await group.getByRole('button', { name: 'Add secret' }).click();
    await expect.poll(() => runtime.settings().tools.httpRequest.secretNames).toEqual(['github_token']);
    await expect.poll(() => runtime.secretStore.get('http:github_token')).toBe(value);
    const list = group.getByRole('list', { name: 'Secrets' });
    await expect.poll(() => list.textContent()).toContain('{{secret:github_token}}');
    expect(await group.getByLabel('Secret value').inputValue()).toBe('');
    expect(await page.content()).not.toContain(value);
    await expect.poll(() => list.textContent()).not.toContain('No value in the keychain');
    await group.scrollIntoViewIfNeeded();
    await screenshotLightAndDark(page, 'settings-http-request');

    await group.getByRole('textbox', { name: 'Secret name' }).fill('no spaces allowed');
    await group.getByLabel('Secret value').fill('x');
    await group.getByRole('button', { name: 'Add secret' }).click();
    await expect.poll(() => group.getByRole('alert').textContent()).toContain('Use lower-case letters');
    await group.getByRole('textbox', { name: 'Secret name' }).fill('');

    await group.getByRole('button', { name: 'Delete secret github_token' }).click();
    await expect.poll(() => runtime.settings().tools.httpRequest.secretNames).toEqual([]);
    expect(await runtime.secretStore.get('http:github_token')).toBeNull();
  });
});
