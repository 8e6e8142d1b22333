// E2E in real Chromium against the real runtime (its knowledge indexer in a real worker thread): Settings → Knowledge
// adds a folder of Chromium-made PDFs, the progress bar appears and completes; the fake model calls search_knowledge
// and answers citing a page; clicking the citation asks main to open that file at that page (screenshots light, dark).
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { pdfFromPages } from '../support/chromium-pdf';
import { describeWithFacility } from '../support/requirements';
import { sendMessage, waitForReplyDone } from './support/chat-actions';
import { useHearthSuite } from './support/hearth-suite';
import { screenshotLightAndDark } from './support/light-and-dark';

describeWithFacility('chromium', 'knowledge (e2e)', () => {
  const suite = useHearthSuite();

  it('adds a folder with a progress bar, and an answer cites a page that opens', async () => {
    const { page } = suite.hearth;
    const { harness } = suite;
    const folder = join(harness.workspace, 'lease-documents');
    mkdirSync(folder);
    const lease = await pdfFromPages([
      '<h1>Tenancy agreement</h1><p>This agreement is made between the landlord and the tenant.</p>',
      '<h2>Deposit</h2><p>The security deposit is returned within thirty days after the keys are handed back.</p>',
      '<h2>Pets</h2><p>One cat may live in the flat with written consent.</p>',
    ]);
    writeFileSync(join(folder, 'tenancy.pdf'), lease);
    // Enough files for the bar to be on screen while the worker reads them.
    for (let i = 0; i < 40; i += 1) copyFileSync(join(folder, 'tenancy.pdf'), join(folder, `copy-${i}.pdf`));
    for (let i = 0; i < 200; i += 1)
      writeFileSync(join(folder, `note-${i}.md`), `# Note ${i}\n\nShopping list ${i}.\n`);
    writeFileSync(join(folder, 'broken.pdf'), '%PDF-1.7\n1 0 obj << /Type /Catalog >> broken beyond repair');

    await page.getByRole('link', { name: 'Settings' }).click();
    await page
      .getByRole('navigation', { name: 'Settings sections' })
      .getByRole('button', { name: 'Knowledge' })
      .click();
    const section = page.getByRole('region', { name: 'Knowledge', exact: true });
    expect(await section.getByRole('note').textContent()).toContain('Full-text search only');
    // Watched from before the click: the bar may come and go between two polls.
    const barShown = page.waitForSelector(`progress[aria-label="Indexing ${folder}"]`, { timeout: 20_000 });
    await section.getByRole('textbox', { name: 'Folder or file path' }).fill(folder);
    await section.getByRole('button', { name: 'Add to knowledge' }).click();
    await barShown;
    const sources = section.getByRole('list', { name: 'Knowledge sources' });
    await expect
      .poll(() => sources.getByRole('listitem').first().textContent(), { timeout: 60_000 })
      .toContain('Last indexed');
    expect(await section.locator('progress').count()).toBe(0);
    const row = await sources.getByRole('listitem').first().textContent();
    expect(row).toContain('241 files');
    expect(row).toContain('1 file skipped');
    await section.getByText('1 file skipped').click();
    expect(await section.getByRole('list', { name: `Files skipped in ${folder}` }).textContent()).toContain(
      'broken.pdf',
    );
    await section.scrollIntoViewIfNeeded();
    await screenshotLightAndDark(page, 'settings-knowledge');

    await page.getByRole('button', { name: 'New chat' }).click();
    harness.llm.script(
      { kind: 'tool_calls', calls: [{ name: 'search_knowledge', arguments: { query: 'security deposit returned' } }] },
      { kind: 'text', text: 'The deposit comes back within thirty days of handing back the keys [1].' },
    );
    await sendMessage(page, 'When do I get my deposit back?');
    const answer = await waitForReplyDone(page);
    const request = harness.llm.requests.at(-1)!;
    const system = String(request.messages.find((m: { role: string }) => m.role === 'system')?.content);
    expect(system).toContain('search_knowledge');
    const toolMessage = request.messages.findLast((m: { role: string }) => m.role === 'tool');
    expect(String(toolMessage?.content)).toMatch(/\[1\] (tenancy|copy-\d+)\.pdf, page 2/u);

    const citation = answer.getByRole('button', { name: /^Open (tenancy|copy-\d+)\.pdf, page 2$/u });
    await citation.click();
    await expect.poll(() => harness.openedFiles.length).toBe(1);
    expect(harness.openedFiles[0]).toMatchObject({ page: 2 });
    expect(harness.openedFiles[0]!.path).toMatch(/lease-documents\/(tenancy|copy-\d+)\.pdf$/u);
    await answer.scrollIntoViewIfNeeded();
    await screenshotLightAndDark(page, 'knowledge-answer');
  });
});
