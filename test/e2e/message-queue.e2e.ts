// E2E in real Chromium against the real runtime: a message sent while a reply streams is queued ("Queued"), can be
// edited and removed by named buttons, and goes out when the reply ends; Stop stops the reply and keeps the queue,
// whose "Send now" sends it. Screenshots light and dark.
import { expect, it } from 'vitest';
import { describeWithFacility } from '../support/requirements';
import { useHearthSuite } from './support/hearth-suite';
import { sendMessage, waitForReplyDone } from './support/chat-actions';
import { screenshotLightAndDark } from './support/light-and-dark';

const slowStory = {
  kind: 'text' as const,
  text: 'Once upon a time there was a small fire that kept a whole house warm through the longest winter. The end.',
  chunkSize: 4,
  delayMs: 300,
};

describeWithFacility('chromium', 'message queue (e2e)', () => {
  const suite = useHearthSuite();
  const askedInOrder = () =>
    suite.harness.llm.requests
      .filter((request) => request.path.endsWith('/chat/completions'))
      .map((request) =>
        String((request.messages as { role: string; content: unknown }[]).findLast((m) => m.role === 'user')?.content),
      );
  const queued = () => suite.hearth.page.getByRole('list', { name: 'Queued messages' }).getByRole('listitem');

  async function queueWhileStreaming(text: string) {
    const box = suite.hearth.page.getByRole('textbox', { name: 'Message' });
    const before = await queued().count();
    await box.fill(text);
    await box.press('Enter');
    await expect.poll(() => queued().count()).toBe(before + 1);
  }

  it('queues messages while a reply streams, edits and removes them, then sends them one by one', async () => {
    const { page } = suite.hearth;
    suite.harness.llm.script(
      slowStory,
      { kind: 'text', text: 'A haiku: embers glow.' },
      {
        kind: 'text',
        text: 'A limerick, as asked.',
      },
    );
    await sendMessage(page, 'Tell me a story');
    await expect.poll(() => page.getByRole('button', { name: 'Stop the reply' }).count()).toBe(1);

    await queueWhileStreaming('Then a haiku');
    await queueWhileStreaming('Then a limerik');
    await queueWhileStreaming('Drop this one');
    expect(await queued().allTextContents()).toEqual([
      expect.stringContaining('Then a haiku'),
      expect.stringContaining('Then a limerik'),
      expect.stringContaining('Drop this one'),
    ]);
    expect(await queued().first().textContent()).toContain('Queued');

    const typo = page.getByRole('listitem', { name: 'Queued: Then a limerik' });
    await typo.getByRole('button', { name: 'Edit queued message' }).click();
    const editor = page.getByRole('textbox', { name: 'Edit queued message' });
    await editor.fill('Then a limerick');
    await editor.press('Enter');
    await page
      .getByRole('listitem', { name: 'Queued: Drop this one' })
      .getByRole('button', { name: 'Remove queued message' })
      .click();
    await expect.poll(() => queued().count()).toBe(2);
    expect(await page.getByRole('button', { name: 'Stop the reply' }).count()).toBe(1);
    await screenshotLightAndDark(page, 'message-queue-streaming');

    await expect
      .poll(async () => (await page.locator('article.message.assistant').allTextContents()).at(-1), { timeout: 30_000 })
      .toContain('A limerick, as asked.');
    await waitForReplyDone(page);
    expect(askedInOrder()).toEqual(['Tell me a story', 'Then a haiku', 'Then a limerick']);
    expect(await page.locator('.user-bubble').allTextContents()).toEqual([
      'Tell me a story',
      'Then a haiku',
      'Then a limerick',
    ]);
    expect(await queued().count()).toBe(0);
  });

  it('Stop stops the reply and keeps the queue; Send now sends it', async () => {
    const { page } = suite.hearth;
    suite.harness.llm.script(slowStory, { kind: 'text', text: 'Sent after the stop.' });
    await sendMessage(page, 'Another story please');
    await expect.poll(() => page.getByRole('button', { name: 'Stop the reply' }).count()).toBe(1);
    await queueWhileStreaming('Kept in the queue');
    await page.getByRole('button', { name: 'Stop the reply' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Send', exact: true }).count()).toBe(1);
    // The queue acts on the run's end in the same update that brings Send back (a message it sends leaves the list
    // then): the kept one is still listed, so it was not sent.
    const kept = page.getByRole('listitem', { name: 'Queued: Kept in the queue' });
    expect(await kept.count()).toBe(1);
    expect(askedInOrder().at(-1)).toBe('Another story please');
    await screenshotLightAndDark(page, 'message-queue-stopped');

    await kept.getByRole('button', { name: 'Send now' }).click();
    await expect
      .poll(async () => (await page.locator('article.message.assistant').allTextContents()).at(-1), { timeout: 15_000 })
      .toContain('Sent after the stop.');
    expect(askedInOrder().at(-1)).toBe('Kept in the queue');
    expect(await queued().count()).toBe(0);
  });
});
