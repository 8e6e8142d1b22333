// E2E in real Chromium against the real runtime: attach files with the "Attach files" button, a paste and a drop
// anywhere on the window; chips show previews (and why a file was refused) and can be removed; the request carries the
// image and the text file; the sent message shows its attachments, also after a reload, and adds one to knowledge.
// Screenshots light and dark.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeWithFacility } from '../support/requirements';
import { makeTempDir } from '../support/temp-dir';
import { waitForReplyDone } from './support/chat-actions';
import { openHearthPage } from './support/hearth-page';
import { useHearthSuite } from './support/hearth-suite';

type Part = { type: string; text?: string; image_url?: { url: string } };

/** In the page: builds the clipboard or drag data a person's paste or drop would carry, and dispatches the events. */
const dispatchScript = `({ how, files, text }) => {
  const data = new DataTransfer();
  for (const file of files) {
    const bytes = Uint8Array.from(atob(file.base64), (char) => char.charCodeAt(0));
    data.items.add(new File([bytes], file.name, { type: file.type }));
  }
  if (text) data.setData('text/plain', text);
  if (how === 'paste') {
    const box = document.querySelector('textarea[aria-label="Message"]');
    box.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    return;
  }
  const target = document.querySelector('.message-scroll, .welcome') || document.body;
  for (const type of ['dragenter', 'dragover', 'drop'])
    target.dispatchEvent(new DragEvent(type, { dataTransfer: data, bubbles: true, cancelable: true }));
}`;

/** A file handed to the page as a paste or a drop (what the system does when someone pastes or drops one). */
async function dispatchFiles(
  page: Page,
  how: 'paste' | 'drop',
  files: { name: string; type: string; base64: string }[],
  text?: string,
) {
  await page.evaluate(`(${dispatchScript})(${JSON.stringify({ how, files, text })})`);
}

describeWithFacility('chromium', 'attachments (e2e)', () => {
  const suite = useHearthSuite();

  it('attaches by button, paste and drop, removes a chip, sends, and shows the files after a reload', async () => {
    const { harness, hearth } = suite;
    const { page } = hearth;
    harness.runtime.settingsStore.set('provider.custom.imageInput', 'yes');
    const png = await sharp({ create: { width: 600, height: 300, channels: 3, background: '#d9480f' } })
      .png()
      .toBuffer();

    // The button opens the system file picker.
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('button', { name: 'Attach files' }).click(),
    ]);
    await chooser.setFiles({ name: 'sunset.png', mimeType: 'image/png', buffer: png });
    const chips = page.getByRole('list', { name: 'Attachments' });
    const preview = chips.getByRole('img', { name: 'Preview of sunset.png' });
    await expect.poll(() => preview.count(), { timeout: 10_000 }).toBe(1);
    expect(await chips.getByRole('listitem').first().textContent()).toContain('600×300');

    // A paste of a file attaches it; a paste that also holds text pastes the text (no new chip).
    const notes = Buffer.from('# Packing list\n- tent\n- stove\n').toString('base64');
    await dispatchFiles(page, 'paste', [{ name: 'packing.md', type: 'text/markdown', base64: notes }]);
    await expect.poll(() => chips.getByText('packing.md').count(), { timeout: 10_000 }).toBe(1);
    await dispatchFiles(
      page,
      'paste',
      [{ name: 'ignored.png', type: 'image/png', base64: png.toString('base64') }],
      'hi',
    );

    // A drop anywhere on the window attaches; a file Hearth cannot read says why on its chip.
    await dispatchFiles(page, 'drop', [
      { name: 'extra.txt', type: 'text/plain', base64: Buffer.from('remove me').toString('base64') },
      { name: 'program.bin', type: 'application/octet-stream', base64: Buffer.from([0, 1, 2, 255]).toString('base64') },
    ]);
    await expect.poll(() => chips.getByRole('listitem').count(), { timeout: 10_000 }).toBe(4);
    // The paste with text came before this drop, whose chips are all here: it attached nothing.
    expect(await chips.getByText('ignored.png').count()).toBe(0);
    await expect
      .poll(() => chips.getByRole('alert').textContent(), { timeout: 10_000 })
      .toContain('Hearth cannot read this type of file (application/octet-stream)');
    await page.getByRole('textbox', { name: 'Message' }).fill('What should I pack for this view?');
    await hearth.screenshot('attachments-chips-light.png');

    // Removal: the chip goes, and so does the refused one.
    await page.getByRole('button', { name: 'Remove extra.txt' }).click();
    await page.getByRole('button', { name: 'Remove program.bin' }).click();
    expect(await chips.getByRole('listitem').count()).toBe(2);

    harness.llm.script({ kind: 'text', text: 'A tent and a stove, and a camera for that sunset.' });
    await page.getByRole('textbox', { name: 'Message' }).press('Enter');
    await waitForReplyDone(page);
    expect(await page.getByRole('list', { name: 'Attachments' }).count()).toBe(0);

    // The request carried the image as a data URL and the Markdown file under its name.
    const request = harness.llm.requests.at(-1)!;
    const parts = request.messages.at(-1)!.content as Part[];
    expect(parts.map((part) => part.type)).toEqual(['text', 'text', 'image_url', 'text']);
    expect(parts[2]!.image_url!.url).toMatch(/^data:image\/png;base64,/);
    expect(parts[3]!.text).toContain('```packing.md\n# Packing list\n- tent\n- stove\n\n```');

    const sent = page.locator('.message.user').last().getByRole('list', { name: 'Attached files' });
    await expect.poll(() => sent.getByRole('img', { name: 'sunset.png' }).count(), { timeout: 10_000 }).toBe(1);
    expect(await sent.getByText('packing.md').count()).toBe(1);
    // A document can be saved into the workspace (for read_file): the file lands there with its content.
    await sent.getByRole('button', { name: 'Save packing.md to the workspace' }).click();
    const saved = sent.getByRole('status');
    await expect
      .poll(() => saved.textContent(), { timeout: 10_000 })
      .toBe(`Saved as ${join(harness.workspace, 'packing.md')}`);
    expect(readFileSync(join(harness.workspace, 'packing.md'), 'utf8')).toBe('# Packing list\n- tent\n- stove\n');
    // One click adds it to knowledge: a source of its own, indexed in the background, then searchable.
    await sent.getByRole('button', { name: 'Add packing.md to knowledge' }).click();
    await expect.poll(() => sent.getByText('packing.md was added to knowledge.').count(), { timeout: 10_000 }).toBe(1);
    await expect
      .poll(async () => (await harness.runtime.knowledge.search('tent stove', 3)).hits[0]?.path, { timeout: 20_000 })
      .toMatch(/knowledge-files\/[0-9a-f]{16}\/packing\.md$/u);
    await hearth.screenshot('attachments-sent-light.png');

    // After a reload (in dark): the message still shows its picture and its file.
    const dark = await openHearthPage(suite.browser, harness, {
      colorScheme: 'dark',
      hash: new URL(page.url()).hash,
    });
    try {
      const reloaded = dark.page.locator('.message.user').last().getByRole('list', { name: 'Attached files' });
      const image = reloaded.getByRole('img', { name: 'sunset.png' });
      await expect.poll(() => image.evaluate((node) => node.tagName), { timeout: 10_000 }).toBe('IMG');
      await expect
        .poll(() => image.evaluate((node) => (node as unknown as { naturalWidth: number }).naturalWidth))
        .toBeGreaterThan(0);
      expect(await reloaded.getByText('packing.md').count()).toBe(1);
      await dark.screenshot('attachments-sent-dark.png');
      await dispatchFiles(dark.page, 'drop', [
        { name: 'sunset.png', type: 'image/png', base64: png.toString('base64') },
      ]);
      await expect
        .poll(() => dark.page.getByRole('img', { name: 'Preview of sunset.png' }).count(), { timeout: 10_000 })
        .toBe(1);
      await dark.screenshot('attachments-chips-dark.png');
      expect(dark.consoleErrors.filter((text) => !text.startsWith('Failed to load resource'))).toEqual([]);
    } finally {
      await dark.close();
    }
    // (The bridge page has no favicon: that 404 is the one resource allowed to fail.)
    expect(hearth.consoleErrors.filter((text) => !text.startsWith('Failed to load resource'))).toEqual([]);
  });
  it('Settings → Images "No": an attached image is refused before sending, naming the model and the setting', async () => {
    const { harness, hearth } = suite;
    const { page } = hearth;
    await page.getByRole('link', { name: 'Settings' }).click();
    const images = page.getByRole('combobox', { name: 'Images' });
    await expect.poll(() => images.count()).toBe(1);
    await images.selectOption('no');
    await expect.poll(() => harness.runtime.settings().provider.custom.imageInput).toBe('no');
    await images.scrollIntoViewIfNeeded();
    await hearth.screenshot('attachments-settings-light.png');
    await page.goBack();

    const png = await sharp({ create: { width: 30, height: 30, channels: 3, background: '#2f9e44' } })
      .png()
      .toBuffer();
    await dispatchFiles(page, 'drop', [{ name: 'leaf.png', type: 'image/png', base64: png.toString('base64') }]);
    await expect
      .poll(() => page.getByRole('img', { name: 'Preview of leaf.png' }).count(), { timeout: 10_000 })
      .toBe(1);
    const requestsBefore = harness.llm.requests.length;
    await page.getByRole('textbox', { name: 'Message' }).fill('What leaf is this?');
    await page.getByRole('textbox', { name: 'Message' }).press('Enter');
    const alert = page.getByRole('alert').filter({ hasText: 'does not take images' });
    await expect.poll(() => alert.count(), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await alert.first().textContent()).toContain('provider.custom.imageInput is "no"');
    // Nothing was sent, and the text and the file wait in the composer to be changed.
    expect(harness.llm.requests.length).toBe(requestsBefore);
    expect(await page.getByRole('textbox', { name: 'Message' }).inputValue()).toBe('What leaf is this?');
    expect(await page.getByRole('img', { name: 'Preview of leaf.png' }).count()).toBe(1);
    await hearth.screenshot('attachments-refused-light.png');
  });
  it('the quick-ask takes a dropped image and a pasted file and shows them with the question', async () => {
    const { harness } = suite;
    harness.runtime.settingsStore.set('provider.custom.imageInput', 'yes');
    const quick = await openHearthPage(suite.browser, harness, {
      hash: '#/quick',
      viewport: { width: 640, height: 460 },
    });
    try {
      const { page } = quick;
      // The window listens for drops once it has rendered (after its catalog loaded): wait for its input first.
      await expect.poll(() => page.getByRole('textbox', { name: 'Ask Hearth' }).count()).toBe(1);
      const png = await sharp({ create: { width: 80, height: 40, channels: 3, background: '#1971c2' } })
        .png()
        .toBuffer();
      await dispatchFiles(page, 'drop', [{ name: 'sky.png', type: 'image/png', base64: png.toString('base64') }]);
      await expect
        .poll(() => page.getByRole('img', { name: 'Preview of sky.png' }).count(), { timeout: 10_000 })
        .toBe(1);
      await page.evaluate(
        `(${dispatchScript.replace('textarea[aria-label="Message"]', 'input[aria-label="Ask Hearth"]')})(${JSON.stringify(
          {
            how: 'paste',
            files: [{ name: 'note.txt', type: 'text/plain', base64: Buffer.from('clear').toString('base64') }],
          },
        )})`,
      );
      await expect.poll(() => page.getByText('note.txt').count(), { timeout: 10_000 }).toBe(1);
      harness.llm.script({ kind: 'text', text: 'A clear blue sky.' });
      await page.getByRole('textbox', { name: 'Ask Hearth' }).fill('How is the sky?');
      await page.getByRole('textbox', { name: 'Ask Hearth' }).press('Enter');
      const shown = page.getByRole('list', { name: 'Attached files' });
      await expect.poll(() => shown.getByRole('img', { name: 'sky.png' }).count(), { timeout: 10_000 }).toBe(1);
      await expect.poll(() => page.locator('.quick-answer[aria-busy="false"]').count(), { timeout: 10_000 }).toBe(1);
      const parts = harness.llm.requests.at(-1)!.messages.at(-1)!.content as Part[];
      expect(parts.map((part) => part.type)).toEqual(['text', 'text', 'image_url', 'text']);
      await quick.screenshot('attachments-quick-ask-light.png');
    } finally {
      await quick.close();
    }
  });

  it("in a project's chat, Add to knowledge makes a source of that project (searched by its chats only)", async () => {
    const { harness, hearth } = suite;
    const { page } = hearth;
    const added = harness.runtime.projects.add('Boatyard', makeTempDir('e2e-attach-project'));
    if (!added.ok) throw new Error(added.error);
    const project = added.value;
    await page.reload();
    const group = page.getByRole('region', { name: 'Project Boatyard' });
    await group.getByRole('button', { name: 'New chat in Boatyard' }).click();
    const hull = Buffer.from('# Hull\nScrape, sand, two coats of antifouling.\n').toString('base64');
    await dispatchFiles(page, 'drop', [{ name: 'hull.md', type: 'text/markdown', base64: hull }]);
    await expect.poll(() => page.getByRole('list', { name: 'Attachments' }).getByText('hull.md').count()).toBe(1);
    harness.llm.script({ kind: 'text', text: 'Start with the scraping.' });
    await page.getByRole('textbox', { name: 'Message' }).fill('Where do I start?');
    await page.getByRole('textbox', { name: 'Message' }).press('Enter');
    await waitForReplyDone(page);
    const sent = page.locator('.message.user').last().getByRole('list', { name: 'Attached files' });
    await sent.getByRole('button', { name: 'Add hull.md to knowledge' }).click();
    await expect
      .poll(() => sent.getByText("hull.md was added to this project's knowledge.").count(), { timeout: 10_000 })
      .toBe(1);
    const source = harness.runtime.knowledge.store.listSources().find((row) => row.path.endsWith('/hull.md'));
    expect(source?.projectId).toBe(project.id);
  });
});
