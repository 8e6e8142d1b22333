// E2E in real Chromium: the settings screen's Memory and Scheduled-jobs sections against the real core. Memories
// (seeded from a real conversation) are searched, opened at their source, edited (a secret is refused with the
// store's message) and deleted; jobs (made with the cron_add tool) are paused globally, run now, turned off and
// deleted, with their last runs (ok and failed) shown.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Prompter } from '../../electron/agent/approvals/prompter';
import type { Job } from '../../electron/storage/jobs';
import { describeWithFacility } from '../support/requirements';
import { waitFor } from '../support/wait-for';
import { startHearthHarness, type HearthHarness } from './bridge/hearth-harness';
import { launchChromium, openHearthPage, type HearthPage } from './support/hearth-page';

const allowAll: Prompter = { ask: async (request) => ({ decision: 'allow', argsHash: request.argsHash }) };

async function addJob(harness: HearthHarness, args: Record<string, unknown>): Promise<Job> {
  const result = await harness.runtime.callTool('cron_add', JSON.stringify(args), {
    prompter: allowAll,
    signal: new AbortController().signal,
  });
  if (!result.ok) throw new Error(`cron_add: ${result.content}`);
  return harness.runtime.jobs.list().find((job) => job.name === args.name)!;
}

/** Opens settings from the sidebar (unless already there) and jumps to a section with its chip, as a person would. */
async function showSection(page: Page, id: 'memory' | 'jobs'): Promise<void> {
  if (!String(await page.evaluate('window.location.hash')).startsWith('#/settings'))
    await page.getByRole('link', { name: 'Settings' }).click();
  await expect.poll(() => page.locator(`#settings-${id}`).count()).toBe(1);
  await page
    .getByRole('navigation', { name: 'Settings sections' })
    .getByRole('button', { name: id === 'memory' ? 'Memory' : 'Scheduled jobs' })
    .click();
  await expect
    .poll(() => page.locator(`#settings-${id}`).evaluate((element) => Math.round(element.getBoundingClientRect().top)))
    .toBeLessThan(200);
}

describeWithFacility('chromium', 'settings: memory and scheduled jobs (e2e)', () => {
  let harness: HearthHarness;
  let browser: Browser;
  let hearth: HearthPage;
  let tripId: string;
  let reminder: Job;
  let digest: Job;
  const failedResponses: string[] = [];

  beforeAll(async () => {
    harness = await startHearthHarness();
    browser = await launchChromium();
    hearth = await openHearthPage(browser, harness, { viewport: { width: 1280, height: 900 } });
    hearth.page.on(
      'response',
      (response) => void (response.status() >= 400 && failedResponses.push(new URL(response.url()).pathname)),
    );
    harness.llm.script({ kind: 'text', text: 'Lisbon in May is lovely. I will keep your seat preference in mind.' });
    const composer = hearth.page.getByRole('textbox', { name: 'Message' });
    await composer.fill('Plan my trip to Lisbon; I like window seats.');
    await composer.press('Enter');
    const { conversations, session } = harness.runtime;
    tripId = await waitFor(
      () => {
        const id = conversations.list()[0]?.id;
        return id && !session.isRunning(id) && conversations.listMessages(id).some((m) => m.role === 'assistant')
          ? id
          : undefined;
      },
      { message: 'the reply', timeout: 20_000 },
    );
    harness.runtime.conversations.rename(tripId, 'Trip to Lisbon');
    const { memories } = harness.runtime;
    for (const seed of [
      { content: 'Allergic to peanuts', tags: ['health'] },
      { content: 'Daughter Mia starts school in September', tags: ['family'], conversationId: null },
      { content: 'Prefers window seats on flights to Lisbon', tags: ['travel'], conversationId: tripId },
    ]) {
      const added = memories.add(seed);
      if (!added.ok) throw new Error(added.error);
    }
    reminder = await addJob(harness, {
      name: 'Water the plants',
      schedule: '0 18 * * *',
      timezone: 'Europe/Berlin',
      message: 'Water the plants on the balcony',
    });
    digest = await addJob(harness, {
      name: 'Morning digest',
      schedule: '30 7 * * 1-5',
      timezone: 'Europe/Berlin',
      prompt: 'Summarise my day ahead',
      tools: ['datetime'],
    });
    expect(harness.runtime.settingsStore.set('agent.maxRetries', 0).ok).toBe(true);
    harness.llm.script({ kind: 'text', text: 'Good morning! Nothing is scheduled today; the weather looks dry.' });
    expect(await harness.runtime.scheduler.runNow(digest.id)).toMatchObject({ ok: true, run: { status: 'ok' } });
    harness.llm.script({
      kind: 'http_error',
      status: 503,
      body: { error: { message: 'The model is overloaded', type: 'server_error' } },
    });
    expect(await harness.runtime.scheduler.runNow(digest.id)).toMatchObject({ ok: true, run: { status: 'error' } });
  });
  afterAll(async () => {
    await hearth?.close();
    await browser?.close();
    await harness?.close();
  });

  it('lists memories with where each came from, searches, opens the source, edits (refusing a secret) and deletes', async () => {
    const { page } = hearth;
    await showSection(page, 'memory');
    const section = page.locator('#settings-memory');
    const rows = section.locator('.memory-row');
    await expect.poll(() => rows.count()).toBe(3);
    expect(await section.locator('.count-badge').textContent()).toBe('3 memories');
    const lisbon = rows.filter({ hasText: 'window seats' });
    expect(await lisbon.locator('.tag').allTextContents()).toEqual(['travel']);
    expect(await lisbon.locator('.memory-origin').textContent()).toMatch(/^from: Trip to Lisbon · /);
    expect(await rows.filter({ hasText: 'Mia' }).locator('.memory-origin').textContent()).toMatch(/^added /);
    await hearth.screenshot('settings-memory.png');

    await section.getByRole('searchbox', { name: 'Search memories' }).fill('lisb');
    await expect.poll(() => rows.allTextContents()).toHaveLength(1);
    expect(await rows.first().locator('.memory-content').textContent()).toBe(
      'Prefers window seats on flights to Lisbon',
    );
    await section.getByRole('searchbox', { name: 'Search memories' }).fill('zebra');
    await expect.poll(() => section.locator('.empty-note').textContent()).toBe('No memory matches “zebra”.');
    await section.getByRole('searchbox', { name: 'Search memories' }).fill('');
    await expect.poll(() => rows.count()).toBe(3);

    await lisbon.getByRole('link', { name: /^from: Trip to Lisbon/ }).click();
    await expect.poll(() => page.evaluate('window.location.hash')).toBe(`#/chat/${encodeURIComponent(tripId)}`);
    await expect
      .poll(() => page.locator('.user-bubble').allTextContents())
      .toEqual(['Plan my trip to Lisbon; I like window seats.']);
    await page.goBack();
    await showSection(page, 'memory');

    const id = Number(await lisbon.getAttribute('data-memory-id'));
    await lisbon.getByRole('button', { name: /^Edit memory/ }).click();
    const editor = section.locator('.memory-editor');
    const secret = 'sk-proj-Zx8Kq2Lm9Vb4Nc7Hd1Jf6Tg3Wq';
    await editor.getByRole('textbox', { name: 'Memory text' }).fill(`My OpenAI key is ${secret}`);
    await editor.getByRole('button', { name: 'Save' }).click();
    const refusal = editor.getByRole('alert');
    await expect.poll(() => refusal.textContent()).toMatch(/looks like it contains a secret/);
    expect(await refusal.textContent()).not.toContain(secret);
    expect(harness.runtime.memories.get(id)?.content).toBe('Prefers window seats on flights to Lisbon');
    await section
      .locator('.memory-row')
      .first()
      .evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await hearth.screenshot('settings-memory-edit-refused.png');

    await editor.getByRole('textbox', { name: 'Memory text' }).fill('Prefers aisle seats on flights to Lisbon');
    await editor.getByRole('textbox', { name: 'Tags (comma-separated)' }).fill('travel, Flights');
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => editor.count()).toBe(0);
    const edited = section.locator(`.memory-row[data-memory-id="${id}"]`);
    expect(await edited.locator('.memory-content').textContent()).toBe('Prefers aisle seats on flights to Lisbon');
    expect(await edited.locator('.tag').allTextContents()).toEqual(['travel', 'flights']);
    expect(harness.runtime.memories.get(id)).toMatchObject({
      content: 'Prefers aisle seats on flights to Lisbon',
      tags: ['travel', 'flights'],
    });

    const peanuts = rows.filter({ hasText: 'peanuts' });
    await peanuts.getByRole('button', { name: /^Delete memory/ }).click();
    await peanuts.getByRole('group', { name: 'Confirm deletion' }).getByRole('button', { name: 'Cancel' }).click();
    expect(await rows.count()).toBe(3);
    await peanuts.getByRole('button', { name: /^Delete memory/ }).click();
    await peanuts.getByRole('group', { name: 'Confirm deletion' }).getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => rows.count()).toBe(2);
    expect(harness.runtime.memories.list().items.map((memory) => memory.content)).not.toContain('Allergic to peanuts');
    expect(await section.locator('.count-badge').textContent()).toBe('2 memories');
  });

  it('shows jobs in words with next and last runs; pauses all, runs now, turns one off and deletes it', async () => {
    const { page } = hearth;
    await showSection(page, 'jobs');
    const section = page.locator('#settings-jobs');
    const plants = section.locator(`.job-card[data-job-id="${reminder.id}"]`);
    const morning = section.locator(`.job-card[data-job-id="${digest.id}"]`);
    await expect.poll(() => section.locator('.job-card').count()).toBe(2);
    expect(await plants.locator('.job-schedule').textContent()).toBe('At 18:00, every day (Europe/Berlin)');
    expect(await morning.locator('.job-schedule').textContent()).toBe(
      'At 07:30, Monday through Friday (Europe/Berlin)',
    );
    expect(await plants.getByRole('list', { name: 'Next runs' }).locator('li').allTextContents()).toHaveLength(3);
    for (const next of await plants.getByRole('list', { name: 'Next runs' }).locator('li').all()) {
      // In the UI's language (here English) and the job's time zone, through Intl.
      expect(await next.textContent()).toMatch(/^\w{3}, \w{3} \d{1,2}, \d{4}, 6:00\sPM$/);
      expect(await next.getAttribute('title')).toMatch(/, 6:00\sPM \(Europe\/Berlin\)$/);
    }
    expect(await plants.locator('.job-no-runs').textContent()).toBe('No runs yet.');
    const digestRuns = morning.getByRole('list', { name: 'Last runs' }).locator('.run-row');
    expect(await digestRuns.locator('.run-status').allTextContents()).toEqual(['Failed', 'OK']);
    expect(await digestRuns.nth(1).locator('.run-text').textContent()).toContain(
      'Good morning! Nothing is scheduled today',
    );
    expect(await digestRuns.nth(0).locator('.run-text').textContent()).not.toBe('');

    const pause = section.getByRole('switch', { name: 'Pause all scheduled jobs' });
    await pause.click();
    await expect.poll(() => harness.runtime.settings().scheduler.paused).toBe(true);
    await expect.poll(() => section.locator('.pause-box strong').textContent()).toBe('All scheduled jobs are paused');
    expect(await plants.locator('.job-next-label').textContent()).toBe('Next (when resumed)');

    await plants.getByRole('button', { name: 'Run now: Water the plants' }).click();
    const result = plants.locator('.run-result');
    await expect.poll(() => result.count(), { timeout: 15_000 }).toBe(1);
    expect(await result.locator('.run-status').textContent()).toBe('OK');
    expect(await result.locator('.run-text').textContent()).toBe('Reminder posted: Water the plants on the balcony');
    const plantRuns = plants.getByRole('list', { name: 'Last runs' }).locator('.run-row');
    await expect.poll(() => plantRuns.count()).toBe(1);
    expect(await plantRuns.first().locator('.run-trigger').textContent()).toBe('run now');
    expect(await plantRuns.first().locator('.run-when').getAttribute('title')).toMatch(/\(Europe\/Berlin\)$/);
    await showSection(page, 'jobs');
    await hearth.screenshot('settings-jobs.png');
    await page.emulateMedia({ colorScheme: 'dark' }); // reduced motion (the page's default): no transition mid-shot
    await morning.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await hearth.screenshot('settings-jobs-dark.png');
    await page.emulateMedia({ colorScheme: 'light' });

    await plants.getByRole('switch', { name: 'Water the plants on' }).click();
    await expect.poll(() => harness.runtime.jobs.get(reminder.id)?.enabled).toBe(false);
    await expect.poll(() => plants.locator('.job-state').textContent()).toBe('Off: turned off.');

    await plants.getByRole('button', { name: 'Delete Water the plants' }).click();
    await plants.getByRole('group', { name: 'Confirm deletion' }).getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => section.locator('.job-card').count()).toBe(1);
    expect(harness.runtime.jobs.get(reminder.id)).toBeUndefined();
    // A delete can be undone for a while: the job's run history stays until the purge removes the job for good.
    expect(harness.runtime.jobs.runs.list(reminder.id).map((run) => run.trigger)).toEqual(['manual']);

    await pause.click();
    await expect.poll(() => harness.runtime.settings().scheduler.paused).toBe(false);
    // The only failed load is the browser's own favicon probe (the renderer has none).
    expect(failedResponses.filter((path) => path !== '/favicon.ico')).toEqual([]);
    expect(hearth.consoleErrors.filter((message) => !message.startsWith('Failed to load resource'))).toEqual([]);
  });
});
