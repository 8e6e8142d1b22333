// E2E in real Chromium: the quick-ask view (#/quick) answers with a streamed reply, asks approvals inline (not as a
// modal), keeps its conversation as kind 'quick' in the history, and opens it in the main window view.
import { expect, it } from 'vitest';
import { describeWithFacility } from '../support/requirements';
import { useHearthSuite } from './support/hearth-suite';

describeWithFacility('chromium', 'quick ask (e2e)', () => {
  const suite = useHearthSuite({ page: { hash: '#/quick', viewport: { width: 640, height: 460 } } });

  it('answers a question with a streamed reply, kept as a quick conversation', async () => {
    const { page } = suite.hearth;
    suite.harness.llm.script({ kind: 'text', text: 'It is **42**, of course.', chunkSize: 3, delayMs: 20 });
    const input = page.getByRole('textbox', { name: 'Ask Hearth' });
    await input.fill('What is the answer?');
    await input.press('Enter');
    const answer = page.locator('.quick-answer-block .markdown').last();
    await expect.poll(() => answer.textContent(), { timeout: 15_000 }).toBe('It is 42, of course.');
    expect(await answer.locator('strong').textContent()).toBe('42');
    expect(await page.locator('.quick-question').textContent()).toBe('What is the answer?');
    await expect.poll(() => page.locator('.quick-answer[aria-busy="false"]').count()).toBe(1);
    expect(suite.harness.runtime.conversations.list().map((c) => [c.title, c.kind])).toEqual([
      ['What is the answer?', 'quick'],
    ]);
    await suite.hearth.screenshot('quick-ask.png');
  });

  it('asks for approval inline and continues the same conversation', async () => {
    const { page } = suite.hearth;
    suite.harness.llm.script(
      { kind: 'tool_calls', calls: [{ name: 'shell', arguments: { command: 'echo quick-ok' } }] },
      { kind: 'text', text: 'Done: quick-ok.' },
    );
    const input = page.getByRole('textbox', { name: 'Ask Hearth' });
    await input.fill('Run echo');
    await input.press('Enter');
    const dialog = page.locator('dialog.approval-dialog.inline[open]');
    await expect.poll(() => dialog.count(), { timeout: 15_000 }).toBe(1);
    expect(await dialog.getAttribute('aria-modal')).toBeNull();
    expect(await dialog.locator('.approval-command').textContent()).toBe('echo quick-ok');
    await suite.hearth.screenshot('quick-ask-approval.png');
    await dialog.getByRole('button', { name: 'Allow once' }).click();
    await expect
      .poll(() => page.locator('.quick-answer-block').last().textContent(), { timeout: 15_000 })
      .toContain('Done: quick-ok.');
    expect(suite.harness.runtime.conversations.list()).toHaveLength(1);
    const request = suite.harness.llm.requests[0]!;
    expect(
      request.messages.filter((m: { role: string }) => m.role === 'user').map((m: { content: string }) => m.content),
    ).toEqual(['What is the answer?', 'Run echo']);
  });

  it('"Open in main window" shows the whole conversation in the chat view', async () => {
    const { page } = suite.hearth;
    await page.getByRole('button', { name: 'Open in main window' }).click();
    // Main was asked to show its main window on this conversation (window:open-main); the bridge's stand-in shows it here.
    const [quick] = suite.harness.runtime.conversations.list();
    await expect.poll(() => suite.harness.mainWindowOpened).toEqual([{ conversationId: quick!.id }]);
    await expect
      .poll(() => page.locator('.user-bubble').allTextContents())
      .toEqual(['What is the answer?', 'Run echo']);
    expect(await page.locator('.conversation-row .kind-badge').textContent()).toBe('Quick ask');
  });
});
