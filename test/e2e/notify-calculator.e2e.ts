// E2E in real Chromium against the real runtime: a calculator call answers at once (no approval) with the exact
// result, and a notify call asks in supervised mode and then leaves its line in the conversation (its card opens by
// itself). Screenshots light and dark.
import { expect, it } from 'vitest';
import { describeWithFacility } from '../support/requirements';
import { openNewChat, sendMessage, waitForDialog, waitForReplyDone } from './support/chat-actions';
import { useHearthSuite } from './support/hearth-suite';
import { screenshotLightAndDark } from './support/light-and-dark';

describeWithFacility('chromium', 'calculator and notify (e2e)', () => {
  const suite = useHearthSuite();

  it('calculates without asking, then notifies after approval and shows the line', async () => {
    const { page } = suite.hearth;
    await openNewChat(page);
    suite.harness.llm.script(
      { kind: 'tool_calls', calls: [{ name: 'calculator', arguments: { expression: '0.1 + 0.2' } }] },
      { kind: 'tool_calls', calls: [{ name: 'notify', arguments: { title: 'Sum', message: 'It is exactly 0.3.' } }] },
      { kind: 'text', text: 'Done: 0.3, and I told you.' },
    );
    await sendMessage(page, 'Add 0.1 and 0.2 and tell me');
    const dialog = await waitForDialog(page);
    expect(await dialog.locator('h2').textContent()).toBe('Allow Notify?');
    await dialog.getByRole('button', { name: 'Allow once' }).click();
    await waitForReplyDone(page);

    const calculator = page.locator('.tool-card[data-tool="calculator"]').last();
    expect(await calculator.locator('.tool-card-status').textContent()).toBe('Done');
    const header = calculator.locator('.tool-card-header');
    if ((await header.getAttribute('aria-expanded')) === 'false') await header.click();
    await expect.poll(() => calculator.textContent()).toContain('0.1 + 0.2 = 0.3');

    const notify = page.locator('.tool-card[data-tool="notify"]').last();
    expect(await notify.locator('.tool-card-header').getAttribute('aria-expanded')).toBe('true');
    expect(await notify.textContent()).toContain('Sum — It is exactly 0.3.');
    await screenshotLightAndDark(page, 'notify-card');
  });
});
