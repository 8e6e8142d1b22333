// E2E in real Chromium against the real core: deleting a conversation, a memory and a scheduled job offers "Undo" for
// about ten seconds and Undo brings each back; deleting a project asks first, naming it; Settings → Backups restores a
// backup after a preview that names what it adds. Screenshots of the Undo toast and the preview, light and dark.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeWithFacility } from '../support/requirements';
import { useHearthSuite } from './support/hearth-suite';
import { screenshotLightAndDark } from './support/light-and-dark';

async function showSection(page: Page, id: string, chip: string): Promise<void> {
  if (!String(await page.evaluate('window.location.hash')).startsWith('#/settings'))
    await page.getByRole('link', { name: 'Settings' }).click();
  await expect.poll(() => page.locator(`#settings-${id}`).count()).toBe(1);
  await page.getByRole('navigation', { name: 'Settings sections' }).getByRole('button', { name: chip }).click();
}

describeWithFacility('chromium', 'data you never lose: undo, project confirmation, restore (e2e)', () => {
  const suite = useHearthSuite();

  it('Undo brings back a deleted conversation, memory and job; a project delete asks with its name', async () => {
    const { page } = suite.hearth;
    const { runtime } = suite.harness;
    const trip = runtime.conversations.create({ title: 'Trip to Lisbon' });
    runtime.conversations.appendMessage({ conversationId: trip.id, role: 'user', content: 'Window seat, please.' });
    const memory = runtime.memories.add({ content: 'Prefers window seats' });
    if (!memory.ok) throw new Error(memory.error);
    const job = runtime.jobs.create({
      name: 'Check in online',
      schedule: { kind: 'cron', expression: '0 9 * * *' },
      timezone: 'UTC',
      action: { kind: 'remind', message: 'Check in' },
    });
    const added = runtime.projects.add('Garden', suite.harness.runtime.dataDir);
    if (!added.ok) throw new Error(added.error);
    await page.reload();

    const tripLink = page.getByRole('link', { name: /Trip to Lisbon/ });
    await expect.poll(() => tripLink.count()).toBe(1);
    const row = page.locator('.conversation-row', { hasText: 'Trip to Lisbon' });
    await row.hover(); // the row's actions show on hover (and on focus)
    await row.getByRole('button', { name: 'Delete Trip to Lisbon' }).click();
    await page.getByRole('group', { name: 'Delete Trip to Lisbon?' }).getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => tripLink.count()).toBe(0);
    const undo = page.getByRole('button', { name: 'Undo' });
    await expect.poll(() => undo.count()).toBe(1);
    const toast = page.locator('.toast', { has: undo });
    expect(await toast.innerText()).toContain('Deleted “Trip to Lisbon”.');
    expect(await page.getByTestId('announcer').innerText()).toContain('Undo is available for ten seconds.');
    await screenshotLightAndDark(page, 'undo-toast');
    await undo.click();
    await expect.poll(() => tripLink.count()).toBe(1);
    expect(runtime.conversations.get(trip.id)?.title).toBe('Trip to Lisbon');

    // The project: deleting asks first, in a dialog naming it.
    const garden = page.getByRole('region', { name: 'Project Garden' });
    await garden.hover();
    await garden.getByRole('button', { name: 'Delete project Garden' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Delete project Garden?' });
    await expect.poll(() => ask.count()).toBe(1);
    await ask.getByRole('button', { name: 'Cancel' }).click();
    expect(runtime.projects.list().map((project) => project.name)).toEqual(['Garden']);

    await showSection(page, 'memory', 'Memory');
    await page.getByRole('button', { name: 'Delete memory: Prefers window seats' }).click();
    await page.getByRole('group', { name: 'Confirm deletion' }).getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => runtime.memories.get(memory.memory.id)).toBeUndefined();
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => runtime.memories.get(memory.memory.id)?.content).toBe('Prefers window seats');
    await expect
      .poll(() => page.getByRole('list', { name: 'Memories' }).getByText('Prefers window seats').count())
      .toBe(1);

    await showSection(page, 'jobs', 'Scheduled jobs');
    await page.getByRole('button', { name: 'Delete Check in online' }).click();
    await page.getByRole('group', { name: 'Confirm deletion' }).getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => runtime.jobs.get(job.id)).toBeUndefined();
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => runtime.jobs.get(job.id)?.name).toBe('Check in online');
    await expect.poll(() => page.getByRole('heading', { name: 'Check in online' }).count()).toBe(1);
  });

  it('restores a backup from Settings after a preview naming what it adds', async () => {
    const { page } = suite.hearth;
    const { runtime } = suite.harness;
    const notes = runtime.conversations.create({ title: 'Sourdough notes' });
    runtime.conversations.appendMessage({ conversationId: notes.id, role: 'user', content: 'Feed it at 8.' });
    const made = await runtime.backups.create();
    if (!made.ok) throw new Error(made.error);
    runtime.conversations.remove(notes.id);
    runtime.conversations.purgeDeleted(Date.now() + 1); // gone for good: only the backup has it
    await page.reload();
    await expect.poll(() => page.getByRole('link', { name: /Sourdough notes/ }).count()).toBe(0);

    await showSection(page, 'backups', 'Backups');
    const backups = page.getByRole('list', { name: 'Backups' });
    await expect.poll(() => backups.getByRole('listitem').count()).toBe(1);
    await backups.getByRole('button', { name: /^Restore the backup of / }).click();
    const preview = page.getByRole('region', { name: 'Restore preview' });
    await expect.poll(() => preview.count()).toBe(1);
    expect(await preview.getByRole('list', { name: 'Conversations it adds' }).innerText()).toBe('Sourdough notes');
    expect(await preview.innerText()).toContain('1 conversation, 1 message');
    await preview.scrollIntoViewIfNeeded();
    await screenshotLightAndDark(page, 'restore-preview');
    await preview.getByRole('button', { name: 'Restore', exact: true }).click();
    await expect.poll(() => page.getByText(/^Restored: 1 conversation, 1 message/).count()).toBe(1);
    await expect.poll(() => page.getByRole('link', { name: /Sourdough notes/ }).count()).toBe(1);
    expect(runtime.conversations.listMessages(notes.id).map((m) => m.content)).toEqual(['Feed it at 8.']);
  });
});
