// E2E in real Chromium: find in conversation. Ctrl+F opens the search box "Find in conversation" over a 120-message
// transcript (the virtualized list renders only the rows on screen); matches are found in rows not rendered yet, the
// current one is scrolled into view and highlighted, "N of M" is shown, Enter / Shift+Enter move, Esc closes.
import { expect, it } from 'vitest';
import { describeWithFacility } from '../support/requirements';
import { currentMatchScript } from './support/find-highlight';
import { screenshotLightAndDark } from './support/light-and-dark';
import { useHearthSuite } from './support/hearth-suite';

describeWithFacility('chromium', 'find in conversation (e2e)', () => {
  const suite = useHearthSuite();

  it('finds matches in rows the list has not rendered, moves between them and closes', async () => {
    const { page } = suite.hearth;
    const store = suite.harness.runtime.conversations;
    const conversation = store.create({ title: 'Bird notes' });
    for (let index = 0; index < 120; index += 1) {
      const special = index === 2 || index === 61 || index === 117;
      store.appendMessage({
        conversationId: conversation.id,
        role: index % 2 === 0 ? 'user' : 'assistant',
        content: special
          ? `Note ${index}: a pelican flew over the harbour; the Pelican came back at dusk.`
          : `Note ${index}: sparrows and gulls by the water, nothing unusual today.`,
        status: 'complete',
      });
    }
    await page.reload();
    await page.getByRole('link', { name: /Bird notes/ }).click();
    await expect.poll(() => page.locator('.chat-header h1').textContent()).toBe('Bird notes');
    // The list shows the newest messages; the first ones are not rendered.
    await expect.poll(() => page.locator('[data-index="2"]').count()).toBe(0);

    await page.getByRole('textbox', { name: 'Message' }).click();
    await page.keyboard.press('Control+f');
    const box = page.getByRole('searchbox', { name: 'Find in conversation' });
    await expect
      .poll(() => page.evaluate("document.activeElement?.getAttribute('aria-label')"))
      .toBe('Find in conversation');
    await box.fill('pelican');
    const status = page.getByRole('search', { name: 'Find in conversation' }).getByRole('status');
    await expect.poll(() => status.textContent()).toBe('1 of 6');
    const currentMatch = () => page.evaluate(currentMatchScript);
    // The first match is in row 2, which was not rendered: it is scrolled into view and highlighted.
    await expect.poll(currentMatch, { timeout: 10_000 }).toBe('2:pelican');
    await screenshotLightAndDark(page, 'find-in-conversation');

    await box.press('Enter');
    await expect.poll(() => status.textContent()).toBe('2 of 6');
    await expect.poll(currentMatch).toBe('2:Pelican');
    await box.press('Enter');
    await expect.poll(() => status.textContent()).toBe('3 of 6');
    await expect.poll(currentMatch, { timeout: 10_000 }).toBe('61:pelican');
    await box.press('Shift+Enter');
    await box.press('Shift+Enter');
    await box.press('Shift+Enter');
    await expect.poll(() => status.textContent()).toBe('6 of 6');
    await expect.poll(currentMatch, { timeout: 10_000 }).toBe('117:Pelican');

    await box.fill('albatross');
    await expect.poll(() => status.textContent()).toBe('No matches');
    await box.press('Escape');
    await expect.poll(() => box.count()).toBe(0);
    expect(await page.evaluate('CSS.highlights.size')).toBe(0);
  });
});
