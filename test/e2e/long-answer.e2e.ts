// E2E in real Chromium: a long streamed answer is drawn one list row per markdown block yet stays one article
// "Hearth's answer" holding its actions; the view follows its end while the user is at the bottom and stops when they
// scroll up; scrolling back shows its first blocks in the same article; find reaches a match in a block not rendered.
import { expect, it } from 'vitest';
import { describeWithFacility } from '../support/requirements';
import { openNewChat, sendMessage, waitForReplyDone } from './support/chat-actions';
import { currentMatchScript } from './support/find-highlight';
import { screenshotLightAndDark } from './support/light-and-dark';
import { useHearthSuite } from './support/hearth-suite';

function longAnswer(sections: number, marked: readonly number[]): string {
  const parts = ['# A long guide', ''];
  for (let i = 1; i <= sections; i += 1) {
    const bird = marked.includes(i) ? ' A kestrel hovers here.' : '';
    parts.push(
      `## Section ${i}: notes`,
      '',
      `Step ${i} explains one more thing with **bold words** and \`inline code\`, long enough to wrap in the view.${bird}`,
      '',
      `- first point of step ${i}`,
      '- second point',
      '',
      '```ts',
      `export const step${i} = (values: number[]) => values.map((value) => value * ${i});`,
      '```',
      '',
    );
  }
  parts.push('## Closing words', '', 'That is the whole guide.');
  return parts.join('\n');
}

const distanceFromBottom = `(() => {
  const element = document.querySelector('.message-scroll');
  return element.scrollHeight - element.scrollTop - element.clientHeight;
})()`;

describeWithFacility('chromium', 'long answers (e2e)', () => {
  const suite = useHearthSuite();

  it('streams a long answer as one article that follows its end, with its actions, first blocks and find', async () => {
    const { page } = suite.hearth;
    const text = longAnswer(40, [2, 30]);
    suite.harness.llm.script({ kind: 'text', text, chunkSize: 80, delayMs: 8 });
    await sendMessage(page, 'Write a long guide');
    await waitForReplyDone(page, 60_000);

    const answers = page.getByRole('article', { name: "Hearth's answer" });
    expect(await answers.count()).toBe(1);
    const answer = answers.first();
    // Drawn one row per block: only the blocks near the end are in the page, and the view followed to the end.
    expect(await answer.locator('.message-row.part').count()).toBeGreaterThan(3);
    await expect.poll(() => answer.textContent()).toContain('That is the whole guide.');
    expect(await answer.textContent()).not.toContain('Section 1: notes');
    await expect.poll(() => page.evaluate(distanceFromBottom)).toBeLessThan(2);
    expect(await answer.getByRole('button', { name: 'Copy answer' }).count()).toBe(1);
    expect(await answer.getByRole('button', { name: 'Regenerate' }).count()).toBe(1);
    await expect.poll(() => answer.locator('.code-block .hljs-keyword').count()).toBeGreaterThan(0);
    await screenshotLightAndDark(page, 'long-answer-end');

    // Find moves to a match in a block that is not rendered: it is brought into view, inside the same article.
    await page.getByRole('textbox', { name: 'Message' }).click();
    await page.keyboard.press('Control+f');
    const box = page.getByRole('searchbox', { name: 'Find in conversation' });
    await box.fill('kestrel');
    const status = page.getByRole('search', { name: 'Find in conversation' }).getByRole('status');
    await expect.poll(() => status.textContent()).toBe('1 of 2');
    await expect.poll(() => page.evaluate(currentMatchScript), { timeout: 10_000 }).toBe('1:kestrel');
    expect(await answer.textContent()).toContain('Section 2: notes');
    await box.press('Enter');
    await expect.poll(() => status.textContent()).toBe('2 of 2');
    await expect.poll(() => answer.textContent(), { timeout: 10_000 }).toContain('Section 30: notes');
    await expect.poll(() => page.evaluate(currentMatchScript)).toBe('1:kestrel');
    await box.press('Escape');

    // Back at the top, the first blocks show in the same (single) article.
    await page.locator('.message-scroll').evaluate((element: { scrollTop: number }) => {
      element.scrollTop = 0;
    });
    await expect.poll(() => answer.textContent()).toContain('Section 1: notes');
    expect(await answers.count()).toBe(1);
    await screenshotLightAndDark(page, 'long-answer-start');
  });

  it('stops following the newest text when the user scrolls up while a long answer streams', async () => {
    const { page } = suite.hearth;
    await openNewChat(page);
    suite.harness.llm.script({ kind: 'text', text: longAnswer(60, []), chunkSize: 40, delayMs: 25 });
    await sendMessage(page, 'Another long guide');
    // Past the length where the answer is drawn one row per block, while it still streams.
    const streaming = page.locator('article.message.assistant.status-streaming');
    await expect.poll(() => streaming.locator('.message-row.part').count(), { timeout: 20_000 }).toBeGreaterThan(3);
    await expect.poll(() => page.evaluate(distanceFromBottom)).toBeLessThan(100);
    const list = page.getByRole('region', { name: 'Messages' });
    const bounds = (await list.boundingBox())!;
    await page.mouse.move(bounds.x + bounds.width / 2, bounds.y + bounds.height / 2);
    await page.mouse.wheel(0, -600);
    await expect.poll(() => page.evaluate(distanceFromBottom)).toBeGreaterThan(400);
    const scrolledTo = await list.evaluate((element: { scrollTop: number }) => element.scrollTop);
    expect(await streaming.count()).toBe(1);
    await waitForReplyDone(page, 60_000);
    // The answer went on growing below; the view stayed where the user put it.
    expect(await list.evaluate((element: { scrollTop: number }) => element.scrollTop)).toBeLessThan(scrolledTo + 2);
    expect(await page.evaluate(distanceFromBottom)).toBeGreaterThan(2_000);
  });
});
