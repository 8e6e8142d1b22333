// E2E in real Chromium against the real runtime: editing an earlier question and regenerating an answer keep the old
// versions; "Previous version" / "Next version" and "1 / 2" switch between them; the next request to the model follows
// the version shown, and the choice survives a reload. Screenshots light and dark.
import { expect, it } from 'vitest';
import { describeWithFacility } from '../support/requirements';
import { useHearthSuite } from './support/hearth-suite';
import { sendMessage, waitForReplyDone } from './support/chat-actions';
import { screenshotLightAndDark } from './support/light-and-dark';

describeWithFacility('chromium', 'branches (e2e)', () => {
  const suite = useHearthSuite();
  const requestTexts = () =>
    (suite.harness.llm.requests.at(-1)?.messages ?? [])
      .filter((m: { role: string }) => m.role !== 'system')
      .map((m: { role: string; content: string }) => `${m.role}: ${m.content}`);
  const bubbles = () => suite.hearth.page.locator('.user-bubble').allTextContents();
  const answers = () => suite.hearth.page.locator('article.message.assistant').allTextContents();

  it('edits an earlier question into a new version and switches back to the old one', async () => {
    const { page } = suite.hearth;
    suite.harness.llm.script(
      { kind: 'text', text: 'Day one: Alfama.' },
      { kind: 'text', text: 'Porto: the Ribeira.' },
      { kind: 'text', text: 'Sintra: Pena Palace.' },
    );
    await sendMessage(page, 'Plan a day in Lisbon');
    await waitForReplyDone(page);
    await sendMessage(page, 'And Porto?');
    await waitForReplyDone(page);

    const porto = page.locator('.message.user').nth(1);
    await porto.hover();
    await porto.getByRole('button', { name: 'Edit message' }).click();
    const editor = page.getByRole('textbox', { name: 'Edit your message' });
    await editor.fill('And Sintra?');
    await editor.press('Enter');
    await expect.poll(async () => (await answers()).at(-1), { timeout: 15_000 }).toContain('Sintra: Pena Palace.');
    await waitForReplyDone(page);
    expect(requestTexts()).toEqual(['user: Plan a day in Lisbon', 'assistant: Day one: Alfama.', 'user: And Sintra?']);

    const edited = page.locator('.message.user').nth(1);
    await expect.poll(() => edited.getByRole('group', { name: 'Versions' }).textContent()).toContain('2 / 2');
    expect(await bubbles()).toEqual(['Plan a day in Lisbon', 'And Sintra?']);
    expect(await edited.getByRole('button', { name: 'Next version' }).isDisabled()).toBe(true);

    await edited.getByRole('button', { name: 'Previous version' }).click();
    await expect.poll(bubbles).toEqual(['Plan a day in Lisbon', 'And Porto?']);
    expect((await answers()).at(-1)).toContain('Porto: the Ribeira.');
    const versions = page.locator('.message.user').nth(1).getByRole('group', { name: 'Versions' });
    expect(await versions.textContent()).toContain('1 / 2');
    await screenshotLightAndDark(page, 'branches-question-versions');
  });

  it('regenerates an answer as a new version; the conversation continues from the version shown, after a reload too', async () => {
    const { page } = suite.hearth;
    suite.harness.llm.script(
      { kind: 'text', text: 'Porto again: port wine cellars.' },
      { kind: 'text', text: 'Take the train from São Bento.' },
    );
    await page.getByRole('button', { name: 'Regenerate' }).click();
    await expect.poll(async () => (await answers()).at(-1), { timeout: 15_000 }).toContain('port wine cellars');
    await waitForReplyDone(page);
    const last = page.locator('article.message.assistant').last();
    await expect.poll(() => last.getByRole('group', { name: 'Versions' }).textContent()).toContain('2 / 2');
    expect(requestTexts()).toEqual(['user: Plan a day in Lisbon', 'assistant: Day one: Alfama.', 'user: And Porto?']);

    await last.getByRole('button', { name: 'Previous version' }).click();
    await expect.poll(async () => (await answers()).at(-1)).toContain('Porto: the Ribeira.');
    await page.locator('article.message.assistant').last().getByRole('button', { name: 'Next version' }).click();
    await expect.poll(async () => (await answers()).at(-1)).toContain('Porto again: port wine cellars.');
    await screenshotLightAndDark(page, 'branches-answer-versions');

    await sendMessage(page, 'How do I get there?');
    await expect.poll(async () => (await answers()).at(-1), { timeout: 15_000 }).toContain('São Bento');
    await waitForReplyDone(page);
    expect(requestTexts()).toEqual([
      'user: Plan a day in Lisbon',
      'assistant: Day one: Alfama.',
      'user: And Porto?',
      'assistant: Porto again: port wine cellars.',
      'user: How do I get there?',
    ]);

    await page.reload();
    await page.locator('.conversation-row', { hasText: 'Plan a day in Lisbon' }).click();
    await expect
      .poll(bubbles, { timeout: 10_000 })
      .toEqual(['Plan a day in Lisbon', 'And Porto?', 'How do I get there?']);
    expect(await page.locator('.message.user').nth(1).getByRole('group', { name: 'Versions' }).textContent()).toContain(
      '1 / 2',
    );
  });
});
