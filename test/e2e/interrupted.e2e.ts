// E2E in real Chromium against the real runtime (issue 39 item 4): an answer left half-written by a process that died
// (a streaming row, then the start-up sweep) shows as "Interrupted" with its text, Retry and Continue; Continue resumes
// it. Screenshots light and dark.
import { expect, it } from 'vitest';
import { describeWithFacility } from '../support/requirements';
import { waitForReplyDone } from './support/chat-actions';
import { useHearthSuite } from './support/hearth-suite';
import { screenshotLightAndDark } from './support/light-and-dark';

describeWithFacility('chromium', 'interrupted answers (e2e)', () => {
  const suite = useHearthSuite();

  it('shows an interrupted answer with its text, Retry and Continue; Continue resumes it', async () => {
    const { page } = suite.hearth;
    const { conversations } = suite.harness.runtime;
    const conversation = conversations.create({ title: 'Packing list' });
    conversations.appendMessage({ conversationId: conversation.id, role: 'user', content: 'What should I pack?' });
    conversations.appendMessage({
      conversationId: conversation.id,
      role: 'assistant',
      content: 'Pack a rain jacket, two pairs of',
      status: 'incomplete',
      details: { streaming: true },
    });
    // What the next start does with a row its writer left streaming.
    expect(conversations.markInterruptedAnswers()).toBe(1);

    await page.goto(`${suite.harness.bridge.origin}/index.html#/chat/${conversation.id}`);
    const answer = page.getByRole('article', { name: "Hearth's answer" });
    await expect.poll(() => answer.textContent()).toContain('Pack a rain jacket, two pairs of');
    const note = answer.getByRole('note');
    expect(await note.textContent()).toContain('Interrupted');
    expect(await answer.getByRole('button', { name: 'Retry' }).count()).toBe(1);
    const continueButton = answer.getByRole('button', { name: 'Continue' });
    expect(await continueButton.count()).toBe(1);
    await screenshotLightAndDark(page, 'interrupted-answer');

    suite.harness.llm.script({ kind: 'text', text: ' socks and a charger.' });
    await continueButton.click();
    const done = await waitForReplyDone(page);
    await expect.poll(() => done.textContent()).toContain('Pack a rain jacket, two pairs of socks and a charger.');
    expect(await page.getByRole('note').filter({ hasText: 'Interrupted' }).count()).toBe(0);
  });

  it('an interrupted answer with no text yet: Continue writes the whole answer in its place', async () => {
    const { page } = suite.hearth;
    const { conversations } = suite.harness.runtime;
    const conversation = conversations.create({ title: 'Trip idea' });
    conversations.appendMessage({ conversationId: conversation.id, role: 'user', content: 'Where should I go?' });
    conversations.appendMessage({
      conversationId: conversation.id,
      role: 'assistant',
      content: '',
      status: 'incomplete',
      details: { streaming: true },
    });
    expect(conversations.markInterruptedAnswers()).toBe(1);

    await page.goto(`${suite.harness.bridge.origin}/index.html#/chat/${conversation.id}`);
    const answer = page.getByRole('article', { name: "Hearth's answer" });
    await expect.poll(() => answer.getByRole('note').textContent()).toContain('Interrupted');
    suite.harness.llm.script({ kind: 'text', text: 'Try Lisbon in spring.' });
    await answer.getByRole('button', { name: 'Continue' }).click();
    const done = await waitForReplyDone(page);
    await expect.poll(() => done.textContent()).toContain('Try Lisbon in spring.');
    expect(await page.getByRole('article', { name: "Hearth's answer" }).count()).toBe(1);
    expect(await page.getByRole('note').filter({ hasText: 'Interrupted' }).count()).toBe(0);
  });
});
