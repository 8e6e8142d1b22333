// E2E in real Chromium: a sidebar of 450 conversations (five pages of chat:list) keeps only the rows near the view in
// the page (renderer/src/chat/ConversationRows.tsx virtualizes long lists), yet scrolling reaches the oldest one, which
// opens; a short project list stays whole.
import { expect, it } from 'vitest';
import { describeWithFacility } from '../support/requirements';
import { useHearthSuite } from './support/hearth-suite';
import { screenshotLightAndDark } from './support/light-and-dark';

const CHATS = 450;
const IN_PROJECT = 3;

describeWithFacility('chromium', 'A long sidebar (e2e)', () => {
  const suite = useHearthSuite();

  it('mounts a bounded window of rows and still reaches the oldest conversation', async () => {
    const { page } = suite.hearth;
    const { runtime } = suite.harness;
    const added = runtime.projects.add('Garden', runtime.dataDir);
    if (!added.ok) throw new Error(added.error);
    for (let i = 1; i <= CHATS; i += 1) runtime.conversations.create({ title: `Chat number ${i}` });
    // The newest: in the first page the sidebar reads.
    for (let i = 1; i <= IN_PROJECT; i += 1)
      runtime.projects.moveConversation(runtime.conversations.create({ title: `Plant ${i}` }).id, added.value.id);
    // The sidebar's order is the store's (newest first, then by id for the same moment).
    const ordered = runtime.conversations.list({ limit: 1_000 }).filter((conversation) => !conversation.projectId);
    const [newest, oldest] = [ordered[0]!.title, ordered.at(-1)!.title];
    /** A row's link is named by its title and then its date: "Chat number 4" must not match "Chat number 45". */
    const titled = (title: string) => new RegExp(`^${title}(?!\\d)`);
    await page.reload();

    const chats = page.getByRole('list', { name: 'Chats' });
    await expect.poll(() => chats.getByRole('link', { name: titled(newest) }).count(), { timeout: 10_000 }).toBe(1);
    const rows = () => page.locator('.conversation-row').count();
    // The project's three rows, and of the chats only what the sidebar shows plus the overscan — not the 100 read.
    const garden = page.getByRole('region', { name: 'Project Garden' });
    await expect.poll(() => garden.locator('.conversation-row').count()).toBe(IN_PROJECT);
    expect(await rows()).toBeLessThan(40);
    await screenshotLightAndDark(page, 'sidebar-long');

    const oldestLink = chats.getByRole('link', { name: titled(oldest) });
    const list = page.locator('.sidebar-list');
    await expect
      .poll(
        async () => {
          await list.evaluate((element) => (element.scrollTop = element.scrollHeight));
          return oldestLink.count();
        },
        { timeout: 20_000 },
      )
      .toBe(1);
    expect(await rows()).toBeLessThan(40);
    expect(ordered).toHaveLength(CHATS);
    await oldestLink.click();
    await expect.poll(() => page.getByRole('heading', { name: oldest, level: 1, exact: true }).count()).toBe(1);
  });
});
