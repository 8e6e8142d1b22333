// E2E in real Chromium against the real runtime: the sidebar's search finds a Chinese, a Japanese and a Korean word
// inside a sentence (1-, 2- and 3-character queries, a Korean noun with its particle) and opens the conversation.
import { expect, it } from 'vitest';
import { describeWithFacility } from '../support/requirements';
import { useHearthSuite } from './support/hearth-suite';

describeWithFacility('chromium', 'sidebar search in Chinese, Japanese and Korean (e2e)', () => {
  const suite = useHearthSuite();

  it('finds each conversation by a word inside its sentence and opens it', async () => {
    const { page } = suite.hearth;
    const store = suite.harness.runtime.conversations;
    for (const [title, content] of [
      ['Tea (zh)', '我最喜欢的茶是乌龙茶'],
      ['Tea (ko)', '나는 아침마다 보리차를 마신다'],
      ['Tea (ja)', '私は毎朝緑茶を飲みます'],
    ] as const) {
      const conversation = store.create({ title });
      store.appendMessage({ conversationId: conversation.id, role: 'user', content, status: 'complete' });
    }
    await page.reload();
    const box = page.getByRole('searchbox', { name: 'Search messages' });
    const hits = page.getByRole('region', { name: 'Search results' }).locator('.search-hit');
    const titles = () => hits.locator('.search-hit-title').allTextContents();
    for (const [query, title] of [
      ['乌龙茶', 'Tea (zh)'],
      ['乌龙', 'Tea (zh)'],
      ['보리차', 'Tea (ko)'],
      ['緑', 'Tea (ja)'],
    ] as const) {
      await box.fill(query);
      await expect.poll(titles).toEqual([title]);
    }
    await hits.first().click();
    await expect.poll(() => page.locator('.user-bubble').allTextContents()).toEqual(['私は毎朝緑茶を飲みます']);
  });
});
