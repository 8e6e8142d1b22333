// E2E in real Chromium against the real runtime (issue 39): a `delegate` call shows as a nested sub-agent card — its
// approval names the sub-agent, its steps fold open under the card, its result is what the parent received — and a
// working sub-agent can be stopped on its own while the reply goes on. Screenshots light and dark.
import { expect, it } from 'vitest';
import { describeWithFacility } from '../support/requirements';
import { PARENT, delegateCall, scriptAgents } from '../runtime/delegate-harness';
import { useHearthSuite } from './support/hearth-suite';
import { openNewChat, sendMessage, waitForDialog, waitForReplyDone } from './support/chat-actions';
import { screenshotLightAndDark } from './support/light-and-dark';

describeWithFacility('chromium', 'sub-agents (e2e)', () => {
  const suite = useHearthSuite();

  it('draws the sub-agent as a nested card: the approval names it, its steps fold open, its result is the parent’s', async () => {
    const { page } = suite.hearth;
    await openNewChat(page);
    scriptAgents(suite.harness.llm, {
      [PARENT]: [
        { kind: 'tool_calls', calls: [delegateCall('Write a note saying hello.', ['write_file'])] },
        { kind: 'text', text: 'Your sub-agent wrote the note.' },
      ],
      'Write a note saying hello.': [
        { kind: 'tool_calls', calls: [{ name: 'write_file', arguments: { path: 'note.txt', content: 'hello' } }] },
        { kind: 'text', text: 'note.txt now says hello.' },
      ],
    });
    await sendMessage(page, 'Have a helper write a note');

    const dialog = await waitForDialog(page);
    expect(await dialog.locator('.approval-sub-agent').textContent()).toBe(
      'Asked by a sub-agent working on: “Write a note saying hello.”',
    );
    await dialog.getByRole('button', { name: 'Allow once' }).click();
    const answer = await waitForReplyDone(page);
    expect(await answer.textContent()).toContain('Your sub-agent wrote the note.');

    const card = page.getByRole('region', { name: 'Sub-agent: Done' });
    // Drawn while the sub-agent worked, the card is open; drawn finished, it opens on a click.
    const header = card.locator('.tool-card-header').first();
    if ((await header.getAttribute('aria-expanded')) !== 'true') await header.click();
    const toggle = card.getByRole('button', { name: 'Show sub-agent steps (1)' });
    await toggle.click();
    const steps = card.getByRole('group', { name: 'Sub-agent steps' });
    expect(await steps.getByRole('region', { name: 'Write file: Done' }).count()).toBe(1);
    expect(await card.locator('.tool-result, .tool-card-body').first().textContent()).toContain(
      'note.txt now says hello.',
    );
    await screenshotLightAndDark(page, 'sub-agent-card');
    await card.getByRole('button', { name: 'Hide sub-agent steps' }).click();
    expect(await steps.count()).toBe(0);
  });

  it('stops one working sub-agent alone; the reply goes on and the card says it was stopped', async () => {
    const { page } = suite.hearth;
    await openNewChat(page);
    scriptAgents(suite.harness.llm, {
      [PARENT]: [
        { kind: 'tool_calls', calls: [delegateCall('Think for a long time.', [])] },
        { kind: 'text', text: 'The helper was stopped, so I answer myself.' },
      ],
      'Think for a long time.': [{ kind: 'stall', text: 'thinking' }],
    });
    await sendMessage(page, 'Ask a helper to think');
    const stop = page.getByRole('button', { name: 'Stop sub-agent' });
    await expect.poll(() => stop.count(), { timeout: 15_000 }).toBe(1);
    await stop.click();
    const answer = await waitForReplyDone(page);
    expect(await answer.textContent()).toContain('The helper was stopped, so I answer myself.');
    expect(await page.getByRole('region', { name: 'Sub-agent: Cancelled' }).count()).toBe(1);
  });
});
