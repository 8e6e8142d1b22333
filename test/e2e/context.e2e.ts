// E2E in real Chromium against the real runtime, with a window about 1,300 tokens larger than the system prompt and the
// tool definitions every request carries (so a few long messages fill it): the context meter in the chat header (the
// server's count, "≈" when estimated, a warning near the limit), long messages folded into an "Earlier messages
// summarized" marker that expands to the summary, "Summarize now", and Continue for an answer cut off at the model's
// limit; the meter's split of a request (system prompt, tool definitions, conversation). Screenshots light and dark.
import type { Page } from 'playwright-core';
import { estimateTokens } from '../../electron/agent/context/context-window';
import { expect, it } from 'vitest';
import type { RecordedRequest, ScriptStep } from '../support/fake-llm-server';
import { describeWithFacility } from '../support/requirements';
import { openNewChat, sendMessage, waitForReplyDone } from './support/chat-actions';
import { openHearthPage } from './support/hearth-page';
import { useHearthSuite } from './support/hearth-suite';
import { screenshotLightAndDark } from './support/light-and-dark';

type Message = { role: string; content: unknown };
const isSummaryRequest = (request: RecordedRequest) =>
  String((request.messages as Message[]).findLast((m) => m.role === 'user')?.content ?? '').startsWith('Summarize');
const answerOr = (answer: ScriptStep, summary: string): ScriptStep => ({
  kind: 'handler',
  handle: (request) => (isSummaryRequest(request) ? { kind: 'text', text: summary } : answer),
});
const meter = (page: Page) => page.getByRole('meter', { name: 'Context used' });
const colourTransitionsDone = (page: Page) =>
  page.evaluate(
    'Promise.all(document.getAnimations().filter((a) => a instanceof CSSTransition).map((a) => a.finished)).then(() => true)',
  );

describeWithFacility('chromium', 'context window (e2e)', () => {
  const suite = useHearthSuite();
  let windowTokens = 0;
  const windowText = () => windowTokens.toLocaleString('en-US');

  it('shows the context meter: the server’s count, then ≈ for an estimate', async () => {
    const { page } = suite.hearth;
    await openNewChat(page);
    suite.harness.llm.script({ kind: 'text', text: 'Counted answer.', usage: true });
    await sendMessage(page, 'Hello there');
    await waitForReplyDone(page);
    // A window under 16,000 tokens carries fewer tools (electron/agent/context/context-budget.ts): measure what a
    // request carries in one, then size the window so a few long turns reach its limit.
    expect((await suite.harness.runtime.setSetting('provider.custom.contextTokens', 4_000)).ok).toBe(true);
    await expect.poll(() => meter(page).getAttribute('aria-valuetext')).toMatch(/^\d[\d,]* of 32,000 tokens \(\d+%\)$/);
    expect(await meter(page).getAttribute('aria-valuemax')).toBe('32000');
    expect(await page.locator('.context-meter-text').textContent()).not.toContain('≈');
    // The meter splits the request: system prompt, tool definitions, conversation (issue 38), and names the tools.
    const shareText = page.locator(`[id="${await meter(page).getAttribute('aria-describedby')}"]`);
    expect(await shareText.textContent()).toMatch(
      /^System prompt: ≈[\d,]+ · Tool definitions: ≈[\d,]+ · Conversation: ≈[\d,]+$/,
    );
    expect(await page.locator('.context-meter-tools').textContent()).toMatch(/^Tool definitions: ≈[\d.]+K?$/);
    await screenshotLightAndDark(page, 'context-meter-share');

    suite.harness.llm.script({ kind: 'text', text: 'Measured answer.' });
    await sendMessage(page, 'And again');
    await waitForReplyDone(page);
    const small = suite.harness.llm.requests.findLast((request) => request.path.endsWith('/chat/completions'))!;
    const overhead = estimateTokens(JSON.stringify(small.tools)) + estimateTokens(String(small.messages[0].content));
    windowTokens = Math.ceil((overhead + 1_300) / 0.75 / 500) * 500;
    expect((await suite.harness.runtime.setSetting('provider.custom.contextTokens', windowTokens)).ok).toBe(true);

    suite.harness.llm.script({ kind: 'text', text: 'Estimated answer.' });
    await sendMessage(page, 'Once more');
    await waitForReplyDone(page);
    await expect
      .poll(() => meter(page).getAttribute('aria-valuetext'))
      .toMatch(new RegExp(`^≈.* of ${windowText()} tokens .*estimated$`));
    expect(await page.locator('.context-meter-text').textContent()).toContain('≈');
  });

  it('folds earlier messages into an expandable "Earlier messages summarized" marker, and warns near the limit', async () => {
    const { page } = suite.hearth;
    await openNewChat(page);
    const long = (n: number) => `Topic ${n}: ${'please tell me everything about this subject in detail. '.repeat(9)}`;
    const answer: ScriptStep = { kind: 'text', text: `A long answer. ${'It goes on about the subject. '.repeat(12)}` };
    suite.harness.llm.script(
      ...Array.from({ length: 20 }, () => answerOr(answer, 'You asked about **topics 1 to 3**; I answered each.')),
    );
    const compacted = () => suite.harness.events.some(({ event }) => event.type === 'compaction');
    let warned = false;
    // Until the first compaction (its marker then sits just above the newest answer, in view).
    for (let n = 1; n <= 12 && !compacted(); n += 1) {
      // Long rows scroll out of the virtualized list, so "sent" is read from what the model received.
      const box = page.getByRole('textbox', { name: 'Message' });
      await box.fill(long(n));
      await box.press('Enter');
      await expect
        .poll(() =>
          suite.harness.llm.requests.some((request) => JSON.stringify(request.messages).includes(`Topic ${n}:`)),
        )
        .toBe(true);
      // The newest rows must be rendered for "done" to be read from them (the list is virtualized): follow the bottom.
      await page.locator('.message-scroll').evaluate((list) => list.scrollTo({ top: list.scrollHeight }));
      await waitForReplyDone(page);
      const warning = page.getByRole('status').filter({ hasText: 'Near the limit' });
      if (!warned && !compacted() && (await warning.count()) === 1) {
        warned = true;
        await suite.hearth.screenshot('context-near-limit-light.png');
      }
    }
    expect(warned).toBe(true);
    expect(compacted()).toBe(true);
    expect(suite.harness.llm.requests.some(isSummaryRequest)).toBe(true);
    const toggle = page.getByRole('button', { name: /Earlier messages summarized/ }).first();
    await expect.poll(() => toggle.count(), { timeout: 10_000 }).toBe(1);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const summary = page.locator('.compaction-summary').first();
    await expect.poll(() => summary.textContent()).toContain('topics 1 to 3');
    await expect
      .poll(() => meter(page).getAttribute('aria-valuetext'))
      .toMatch(new RegExp(`of ${windowText()} tokens`));
    await toggle.scrollIntoViewIfNeeded();
    await suite.hearth.screenshot('context-compaction-light.png');
  });

  it('"Summarize now" folds the conversation so far on request', async () => {
    const { page } = suite.hearth;
    await openNewChat(page);
    suite.harness.llm.script({ kind: 'text', text: 'Paris.' }, { kind: 'text', text: 'Rome.' });
    await sendMessage(page, 'Capital of France?');
    await waitForReplyDone(page);
    await sendMessage(page, 'Capital of Italy?');
    await waitForReplyDone(page);
    // A summary that fails changes nothing and offers no Retry (that would re-send the last question).
    suite.harness.llm.script({ kind: 'http_error', status: 400, body: { error: { message: 'no summaries' } } });
    await page.getByRole('button', { name: 'Summarize now' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Summarizing failed' });
    await expect.poll(() => alert.count(), { timeout: 10_000 }).toBe(1);
    expect(await alert.getByRole('button', { name: 'Retry' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /Earlier messages/ }).count()).toBe(0);

    suite.harness.llm.script({ kind: 'text', text: 'The user asked for the capital of France: Paris.' });
    await page.getByRole('button', { name: 'Summarize now' }).click();
    const toggle = page.getByRole('button', { name: /Earlier messages summarized \(2 messages\)/ });
    await expect.poll(() => toggle.count(), { timeout: 10_000 }).toBe(1);
    expect(isSummaryRequest(suite.harness.llm.requests.at(-1)!)).toBe(true);
  });

  it('marks an answer cut off at the model’s limit and continues it', async () => {
    const { page } = suite.hearth;
    await openNewChat(page);
    suite.harness.llm.script({
      kind: 'text',
      text: 'Here are the steps:\n\n1. Preheat the oven\n2. Mix the',
      finishReason: 'length',
    });
    await sendMessage(page, 'How do I bake bread?');
    const cut = await waitForReplyDone(page);
    await expect.poll(() => cut.getByRole('note').textContent()).toContain('Cut off at the model’s limit');
    const continueButton = page.getByRole('button', { name: 'Continue' });
    expect(await continueButton.count()).toBe(1);
    await suite.hearth.screenshot('context-cut-off-light.png');

    suite.harness.llm.script({ kind: 'text', text: ' flour and water.\n3. Bake for 40 minutes.' });
    await continueButton.click();
    await expect
      .poll(() => page.locator('article.message.assistant').last().textContent(), { timeout: 10_000 })
      .toContain('Bake for 40 minutes');
    await waitForReplyDone(page);
    // The continuation completes the same answer: one article, its list going on, no "cut off" mark any more.
    expect(await page.locator('article.message.assistant').count()).toBe(1);
    const answer = page.locator('article.message.assistant');
    expect(await answer.locator('li').allTextContents()).toEqual([
      'Preheat the oven',
      'Mix the flour and water.',
      'Bake for 40 minutes.',
    ]);
    expect(await answer.getByRole('note').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Continue' }).count()).toBe(0);
    expect(await page.locator('.message.user').count()).toBe(1); // the continuation adds no user message
    const last = suite.harness.llm.requests.at(-1)!.messages as Message[];
    expect(last.at(-2)).toEqual({
      role: 'assistant',
      content: 'Here are the steps:\n\n1. Preheat the oven\n2. Mix the',
    });
    expect(String(last.at(-1)?.content)).toMatch(/^Your previous answer was cut off/);
  });

  it('looks right in dark mode: meter, marker and cut-off answer', async () => {
    const dark = await openHearthPage(suite.browser, suite.harness, { colorScheme: 'dark' });
    try {
      const { page } = dark;
      await page.getByRole('link', { name: /^Topic 1: please/ }).click();
      const toggle = page.getByRole('button', { name: /Earlier messages summarized/ }).first();
      await expect.poll(() => toggle.count(), { timeout: 10_000 }).toBe(1);
      await toggle.click();
      await expect.poll(() => meter(page).count()).toBe(1);
      await colourTransitionsDone(page);
      await dark.screenshot('context-compaction-dark.png');
      await page.getByRole('link', { name: /^How do I bake bread\?/ }).click();
      await expect.poll(() => page.locator('article.message.assistant li').count(), { timeout: 10_000 }).toBe(3);
      await colourTransitionsDone(page);
      await dark.screenshot('context-continued-dark.png');
    } finally {
      await dark.close();
    }
  });
});
