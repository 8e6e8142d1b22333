// E2E in real Chromium against the real runtime: the chat's model picker (the choice is saved on the conversation and
// used by every later run, after a reload too; a new chat starts on the default) and projects (a chat started in a
// project works in its folder and reads its HEARTH.md; moving a chat and deleting the project keep the chat); a model
// that refuses tools answers in XML tool mode and the window says so once. Screenshots light and dark.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, expect, it } from 'vitest';
import { describeWithFacility } from '../support/requirements';
import { makeTempDir, removeTempDir } from '../support/temp-dir';
import { openNewChat, sendMessage, waitForReplyDone } from './support/chat-actions';
import { openHearthPage } from './support/hearth-page';
import { useHearthSuite, type HearthSuite } from './support/hearth-suite';

const chatRequests = (suite: HearthSuite) =>
  suite.harness.llm.requests.filter((request) => request.path.endsWith('/chat/completions'));

async function bothSchemes(suite: HearthSuite, page: Page, name: string): Promise<void> {
  // Each screenshot waits for the page to settle (reduced motion: no colour transition caught half-way).
  await page.emulateMedia({ colorScheme: 'light' });
  await suite.hearth.screenshot(`${name}-light.png`);
  await page.emulateMedia({ colorScheme: 'dark' });
  await suite.hearth.screenshot(`${name}-dark.png`);
  await page.emulateMedia({ colorScheme: 'light' });
}

describeWithFacility('chromium', 'model picker and projects (e2e)', () => {
  const suite = useHearthSuite();
  const folder = makeTempDir('e2e-project');
  afterAll(() => removeTempDir(folder));

  it('the model picker: the chat keeps its model for every run, after a reload too; a new chat starts on the default', async () => {
    const { page } = suite.hearth;
    const provider = page.getByRole('combobox', { name: 'Provider' });
    const model = page.getByRole('combobox', { name: 'Model' });
    await expect
      .poll(() => model.locator('option').allTextContents(), { timeout: 10_000 })
      .toEqual(expect.arrayContaining(['fake-model', 'fake-model-large']));
    expect(await provider.inputValue()).toBe('custom');
    expect(await model.inputValue()).toBe('fake-model');
    await model.selectOption('fake-model-large');

    suite.harness.llm.script({ kind: 'text', text: 'Answered by the large model.' });
    await sendMessage(page, 'Hello, large model');
    await waitForReplyDone(page);
    expect(chatRequests(suite).at(-1)?.model).toBe('fake-model-large');
    await bothSchemes(suite, page, 'model-picker');

    await page.reload();
    await expect.poll(() => model.inputValue(), { timeout: 10_000 }).toBe('fake-model-large');
    suite.harness.llm.script({ kind: 'text', text: 'Still the large one.' });
    await sendMessage(page, 'And again?');
    await waitForReplyDone(page);
    expect(chatRequests(suite).map((request) => request.model)).toEqual(['fake-model-large', 'fake-model-large']);

    await openNewChat(page);
    await expect.poll(() => model.inputValue()).toBe('fake-model');
  });

  it('a project groups its chats; a chat in it works in its folder; moving and deleting keep the chat', async () => {
    const { page } = suite.hearth;
    writeFileSync(join(folder, 'HEARTH.md'), 'Answer like a gardener.');
    await page.getByRole('button', { name: 'New project' }).click();
    const form = page.getByRole('form', { name: 'New project' });
    await form.getByRole('textbox', { name: 'Name' }).fill('Garden');
    await form.getByRole('textbox', { name: 'Folder' }).fill(join(folder, 'missing'));
    await form.getByRole('button', { name: 'Add project' }).click();
    await expect.poll(() => form.getByRole('alert').textContent()).toContain('There is no folder');
    expect(suite.harness.runtime.projects.list()).toEqual([]);
    await form.getByRole('textbox', { name: 'Folder' }).fill(folder);
    await form.getByRole('button', { name: 'Add project' }).click();

    const group = page.getByRole('region', { name: 'Project Garden' });
    await expect.poll(() => group.count()).toBe(1);
    await group.getByRole('button', { name: 'New chat in Garden' }).click();
    await expect.poll(() => page.getByLabel('Project', { exact: true }).textContent()).toContain('Garden');
    suite.harness.llm.script({ kind: 'text', text: 'Plant tulip bulbs in autumn.' });
    await sendMessage(page, 'What should I plant?');
    await waitForReplyDone(page);
    expect(String(chatRequests(suite).at(-1)?.messages[0]?.content)).toContain('Answer like a gardener.');
    await expect.poll(() => group.getByRole('link').count()).toBe(1);
    expect(await group.getByRole('link').first().textContent()).toContain('What should I plant?');
    await bothSchemes(suite, page, 'project-sidebar');

    // Out of the project, into the ungrouped chats.
    const row = group.locator('.conversation-row').first();
    await row.hover();
    await row.getByRole('button', { name: 'Move What should I plant?' }).click();
    await group
      .getByRole('combobox', { name: 'Project for What should I plant?' })
      .selectOption({ label: 'No project' });
    await group.getByRole('button', { name: 'Move', exact: true }).click();
    const chats = page.getByRole('list', { name: 'Chats' });
    await expect.poll(() => group.getByRole('link').count()).toBe(0);
    await expect.poll(() => chats.getByRole('link', { name: /What should I plant\?/ }).count()).toBe(1);

    // Back in, then the project is deleted: the chat stays, ungrouped.
    const loose = chats.locator('.conversation-row', { hasText: 'What should I plant?' });
    await loose.hover();
    await loose.getByRole('button', { name: 'Move What should I plant?' }).click();
    await chats.getByRole('combobox', { name: 'Project for What should I plant?' }).selectOption({ label: 'Garden' });
    await chats.getByRole('button', { name: 'Move', exact: true }).click();
    await expect.poll(() => group.getByRole('link').count()).toBe(1);

    // Renamed: the group keeps its chat under the new name.
    await group.getByRole('button', { name: 'Rename project Garden' }).click();
    await group.getByRole('textbox', { name: 'Project name' }).fill('Garden 2026');
    await group.getByRole('button', { name: 'Save' }).click();
    const renamed = page.getByRole('region', { name: 'Project Garden 2026' });
    await expect.poll(() => renamed.getByRole('link').count()).toBe(1);
    expect(suite.harness.runtime.projects.list().map((project) => project.name)).toEqual(['Garden 2026']);

    await renamed.getByRole('button', { name: 'Delete project Garden 2026' }).click();
    await renamed.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect.poll(() => renamed.count()).toBe(0);
    await expect.poll(() => chats.getByRole('link', { name: /What should I plant\?/ }).count()).toBe(1);
    expect(suite.harness.runtime.projects.list()).toEqual([]);
  });

  it('the quick-ask window starts its question in the last used project and says so', async () => {
    const notes = makeTempDir('e2e-quick-project');
    const added = suite.harness.runtime.projects.add('Notes', notes);
    if (!added.ok) throw new Error(added.error);
    const quick = await openHearthPage(suite.browser, suite.harness, {
      hash: '#/quick',
      viewport: { width: 640, height: 460 },
    });
    try {
      await expect.poll(() => quick.page.locator('.quick-project').textContent()).toBe('In project Notes');
      suite.harness.llm.script({ kind: 'text', text: 'Noted.' });
      const input = quick.page.getByRole('textbox', { name: 'Ask Hearth' });
      await input.fill('Remember the milk');
      await input.press('Enter');
      await expect.poll(() => quick.page.locator('.quick-answer-block .markdown').last().textContent()).toBe('Noted.');
      const conversation = suite.harness.runtime.conversations.list().find((c) => c.title === 'Remember the milk');
      expect(conversation).toMatchObject({ kind: 'quick', projectId: added.value.id });
      await quick.screenshot('quick-ask-project.png');
    } finally {
      await quick.close();
      suite.harness.runtime.projects.remove(added.value.id);
      removeTempDir(notes);
    }
  });

  it('a model that refuses tools still answers (XML tool mode), and the window says so once', async () => {
    const { page } = suite.hearth;
    await openNewChat(page);
    const model = page.getByRole('combobox', { name: 'Model' });
    await model.selectOption('fake-model-large');
    suite.harness.llm.script(
      { kind: 'fixture', file: 'e4-400-ollama-does-not-support-tools.json' },
      { kind: 'text', text: 'Hello from XML tool mode.' },
      { kind: 'text', text: 'Second answer.' },
    );
    await sendMessage(page, 'Hi, small model');
    const answer = await waitForReplyDone(page);
    expect(await answer.textContent()).toContain('Hello from XML tool mode.');
    const toast = page.locator('.toast', { hasText: 'does not support native tool calls' });
    await expect.poll(() => toast.count()).toBe(1);
    await bothSchemes(suite, page, 'xml-tool-mode-notice');
    await toast.getByRole('button', { name: 'Dismiss notice' }).click();

    await sendMessage(page, 'And again');
    await waitForReplyDone(page);
    const sent = chatRequests(suite).slice(-3);
    expect(sent.map((request) => request.tools.length > 0)).toEqual([true, false, false]);
    expect(await toast.count()).toBe(0);
  });
});
