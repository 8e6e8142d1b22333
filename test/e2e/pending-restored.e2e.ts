// E2E in real Chromium against the real runtime (issue 39 item 2): an approval waiting when Hearth closes is kept in the
// SQLite file; after a restart (a new runtime over the same data folder) the window shows it again, noted "Hearth was
// closed while this was waiting", and Allow once resumes the run from that call. Screenshots light and dark.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, expect, it } from 'vitest';
import { describeWithFacility } from '../support/requirements';
import { makeTempDir, removeTempDir } from '../support/temp-dir';
import { startHearthHarness, type HearthHarness } from './bridge/hearth-harness';
import { sendMessage, waitForDialog, waitForReplyDone } from './support/chat-actions';
import { launchChromium, openHearthPage, type HearthPage } from './support/hearth-page';
import { screenshotLightAndDark } from './support/light-and-dark';

describeWithFacility('chromium', 'a pending approval restored after a restart (e2e)', () => {
  const folders = { dataDir: makeTempDir('e2e-pending-data'), workspace: makeTempDir('e2e-pending-ws') };
  const open: { harness?: HearthHarness; page?: HearthPage; browser?: Browser } = {};
  afterAll(async () => {
    await open.page?.close();
    await open.browser?.close();
    await open.harness?.close();
    removeTempDir(folders.dataDir);
    removeTempDir(folders.workspace);
  });

  it('shows the approval again after the restart; Allow once runs the call and the answer follows', async () => {
    open.browser = await launchChromium();
    open.harness = await startHearthHarness({ reuse: folders });
    open.page = await openHearthPage(open.browser, open.harness);
    const call = { name: 'write_file', arguments: { path: 'packing.txt', content: 'socks, charger' } };
    open.harness.llm.script({ kind: 'tool_calls', calls: [call] });
    await sendMessage(open.page.page, 'Save my packing list');
    await waitForDialog(open.page.page);
    const started = open.harness.events.find(({ event }) => event.type === 'agent_start')!.event;
    const conversationId = started.type === 'agent_start' ? started.conversationId : '';

    // Hearth quits with the approval open: the run ends as app_closed, the question stays in the database.
    await open.page.close();
    await open.harness.close();
    open.page = undefined;
    open.harness = await startHearthHarness({ reuse: folders });
    open.harness.llm.script({ kind: 'text', text: 'Saved your packing list.' });
    open.page = await openHearthPage(open.browser, open.harness, { hash: `#/chat/${conversationId}` });
    const { page } = open.page;

    const dialog = await waitForDialog(page);
    expect(await dialog.locator('h2').textContent()).toBe('Allow Write file?');
    const note = dialog.getByRole('note');
    expect(await note.textContent()).toContain('Hearth was closed while this was waiting');
    expect(await dialog.locator('.approval-arguments, .approval-scroll').first().textContent()).toContain(
      'packing.txt',
    );
    await screenshotLightAndDark(page, 'pending-restored');

    await dialog.getByRole('button', { name: 'Allow once' }).click();
    const answer = await waitForReplyDone(page);
    await expect.poll(() => answer.textContent()).toContain('Saved your packing list.');
    const file = join(folders.workspace, 'packing.txt');
    await expect.poll(() => existsSync(file)).toBe(true);
    expect(readFileSync(file, 'utf8')).toBe('socks, charger');
    expect(open.harness.runtime.session.pending?.list()).toEqual([]);
    // The model read the call's one result, the write's, never the close that interrupted it.
    const sent = open.harness.llm.requests.at(-1)!.messages as { role: string; content: unknown }[];
    const results = sent.filter((message) => message.role === 'tool').map((message) => String(message.content));
    expect(results).toHaveLength(1);
    expect(results[0]).not.toMatch(/closed/i);
  });
});
