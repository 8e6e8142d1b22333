// E2E in real Chromium against the real runtime (real bwrap): an autonomous shell call changes files, the answer shows
// "N files changed · Review · Undo", Review lists the files with a diff, and Undo asks before overwriting a file the
// person changed since, then puts everything back (screenshots light and dark).
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { describeWithFacility } from '../support/requirements';
import { useHearthSuite } from './support/hearth-suite';
import { screenshotLightAndDark } from './support/light-and-dark';
import { sendMessage, waitForReplyDone } from './support/chat-actions';

describeWithFacility('chromium', 'undo of a run that changed files (e2e)', () => {
  const suite = useHearthSuite();

  it('shows files changed, reviews them, and undoes them after asking about a file changed since', async () => {
    const { page } = suite.hearth;
    const { runtime, llm, workspace } = suite.harness;
    runtime.settingsStore.set('policy.mode', 'autonomous');
    mkdirSync(join(workspace, 'drafts'));
    writeFileSync(join(workspace, 'drafts/old.md'), 'an old draft\n');
    writeFileSync(join(workspace, 'plan.txt'), 'sow peas\nwater beans\n');
    chmodSync(join(workspace, 'plan.txt'), 0o644);
    const command = 'rm -rf drafts && printf "sow peas\\nwater beans daily\\n" > plan.txt && echo hi > hello.txt';
    llm.script(
      { kind: 'tool_calls', calls: [{ name: 'shell', arguments: { command } }] },
      { kind: 'text', text: 'Tidied the garden notes.' },
    );
    await sendMessage(page, 'Tidy my garden notes');
    await waitForReplyDone(page);

    const changes = page.getByRole('region', { name: 'Changes to your files' }).last();
    await expect.poll(() => changes.textContent()).toContain('3 files changed');
    await changes.getByRole('button', { name: 'Review' }).click();
    const list = changes.getByRole('list', { name: 'Changed files' });
    await expect.poll(() => list.getByRole('listitem').count()).toBe(3);
    const diff = await list.getByLabel('Changes to plan.txt').textContent();
    expect(diff).toContain('-water beans');
    expect(diff).toContain('+water beans daily');
    expect(await list.textContent()).toContain('folder deleted');
    await changes.getByRole('button', { name: 'Review' }).scrollIntoViewIfNeeded();
    await screenshotLightAndDark(page, 'undo-review');

    writeFileSync(join(workspace, 'hello.txt'), 'the person wrote this\n');
    await changes.getByRole('button', { name: 'Undo' }).click();
    const confirm = changes.getByRole('alertdialog', { name: 'Undo over your changes?' });
    await expect.poll(() => confirm.textContent()).toContain('hello.txt');
    expect(readFileSync(join(workspace, 'hello.txt'), 'utf8')).toBe('the person wrote this\n');
    await screenshotLightAndDark(page, 'undo-confirm');
    await confirm.getByRole('button', { name: 'Undo anyway' }).click();
    await expect.poll(() => changes.getByRole('status').textContent()).toContain('Undone');
    expect(readFileSync(join(workspace, 'plan.txt'), 'utf8')).toBe('sow peas\nwater beans\n');
    expect(statSync(join(workspace, 'plan.txt')).mode & 0o777).toBe(0o644);
    expect(readFileSync(join(workspace, 'drafts/old.md'), 'utf8')).toBe('an old draft\n');
    expect(existsSync(join(workspace, 'hello.txt'))).toBe(false);
    expect(await changes.getByRole('button', { name: 'Undo' }).isDisabled()).toBe(true);
  });
});
