// E2E in real Chromium against the real runtime: the `git` tool's card on a repository in the workspace — a diff read
// without asking and drawn line by line, then a commit that asks first, its dialog showing the message and the files.
// Screenshots light and dark.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { describeWithFacility } from '../support/requirements';
import { startHearthHarness, type HearthHarness } from './bridge/hearth-harness';
import { sendMessage, waitForDialog, waitForReplyDone } from './support/chat-actions';
import { launchChromium, openHearthPage } from './support/hearth-page';

const gitEnv = {
  PATH: process.env.PATH ?? '/usr/bin:/bin',
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_AUTHOR_NAME: 'Sam',
  GIT_AUTHOR_EMAIL: 'sam@example.com',
  GIT_COMMITTER_NAME: 'Sam',
  GIT_COMMITTER_EMAIL: 'sam@example.com',
};

describeWithFacility('chromium', 'the git tool card (e2e)', () => {
  let harness: HearthHarness;
  let browser: Browser;
  let repo: string;
  const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, env: gitEnv, encoding: 'utf8' });

  beforeAll(async () => {
    harness = await startHearthHarness();
    browser = await launchChromium();
    repo = join(harness.workspace, 'garden');
    mkdirSync(repo);
    git('init', '-q', '-b', 'main');
    git('config', 'user.name', 'Sam');
    git('config', 'user.email', 'sam@example.com');
    writeFileSync(join(repo, 'beds.md'), '# Beds\ntomatoes\nbasil\n');
    git('add', '-A');
    git('commit', '-q', '-m', 'First beds');
  });
  afterAll(async () => {
    await browser?.close();
    await harness?.close();
  });
  beforeEach(() => harness.llm.reset());

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`draws a diff read without asking, and a commit asks with its message and files (${colorScheme})`, async () => {
      const hearth = await openHearthPage(browser, harness, { colorScheme });
      const { page } = hearth;
      writeFileSync(join(repo, 'beds.md'), `# Beds\ntomatoes\nbasil\n${colorScheme === 'light' ? 'chard' : 'kale'}\n`);
      const message = `Plant ${colorScheme === 'light' ? 'chard' : 'kale'}`;
      harness.llm.script(
        { kind: 'tool_calls', calls: [{ name: 'git', arguments: { action: 'diff', path: 'garden' } }] },
        {
          kind: 'tool_calls',
          calls: [{ name: 'git', arguments: { action: 'commit', path: 'garden', all: true, message } }],
        },
        { kind: 'text', text: 'Committed the new bed.' },
      );
      await sendMessage(page, 'Commit my garden notes');
      const dialog = await waitForDialog(page);
      // The diff ran before anything asked: its card is already drawn.
      const diffCard = page.locator('.tool-card[data-tool="git"]').first();
      await expect.poll(() => diffCard.locator('.tool-card-status').textContent()).toBe('Done');
      expect(await diffCard.locator('figcaption').textContent()).toBe('git diff in garden');
      const added = diffCard.getByLabel('Patch');
      expect(await added.locator('.diff-line.added').last().textContent()).toBe(
        `+${colorScheme === 'light' ? 'chard' : 'kale'}\n`,
      );
      const asked = (await dialog.textContent()) ?? '';
      expect(asked).toContain(`Commit message: ${message}`);
      expect(asked).toContain('Files committed (1): beds.md');
      await hearth.screenshot(`git-approval-${colorScheme}.png`);
      await dialog.getByRole('button', { name: 'Allow once' }).click();
      await waitForReplyDone(page);
      expect(git('log', '-1', '--format=%s')).toBe(`${message}\n`);
      await diffCard.scrollIntoViewIfNeeded();
      await hearth.screenshot(`git-card-${colorScheme}.png`);
      await hearth.close();
    });
  }
});
