// E2E in real Chromium against the real runtime: a fresh install (OpenAI, no key) opens on the first-run setup, with
// the local server found on this computer first (the fake model serves as Ollama) and the hosted presets; "Choose
// later" leads to the chat, which says how to set a model up instead of failing with a network error; choosing the
// local server finishes setup and the chat runs on it; Settings finds the local servers too. Screenshots light and dark.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeWithFacility } from '../support/requirements';
import { sendMessage, shownQuestions, waitForReplyDone } from './support/chat-actions';
import { useHearthSuite, type HearthSuite } from './support/hearth-suite';

const chatRequests = (suite: HearthSuite) =>
  suite.harness.llm.requests.filter((request) => request.path.endsWith('/chat/completions'));

async function bothSchemes(suite: HearthSuite, page: Page, name: string): Promise<void> {
  // Each screenshot waits for the page to settle (reduced motion: no colour transition caught half-way).
  await page.emulateMedia({ colorScheme: 'light' });
  await suite.hearth.screenshot(`${name}-light.png`);
  await page.emulateMedia({ colorScheme: 'dark' });
  await suite.hearth.screenshot(`${name}-dark.png`);
  await page.emulateMedia({ colorScheme: 'light' });
}

describeWithFacility('chromium', 'first-run setup (e2e)', () => {
  const suite = useHearthSuite({ harness: { firstRun: true } });

  it('opens on the setup: local servers first, then hosted; "Choose later" gives a chat that says what to do', async () => {
    const { page } = suite.hearth;
    await expect.poll(() => page.getByRole('heading', { name: 'Set up Hearth' }).count(), { timeout: 10_000 }).toBe(1);
    const ollama = page.getByRole('listitem', { name: 'Ollama on this computer' });
    await expect.poll(() => ollama.count(), { timeout: 10_000 }).toBe(1);
    expect(await ollama.getByRole('combobox', { name: 'Ollama model' }).locator('option').allTextContents()).toEqual([
      'fake-model',
      'fake-model-large',
    ]);
    expect(await page.getByRole('listitem', { name: 'LM Studio on this computer' }).count()).toBe(0);
    const hosted = page.getByRole('radiogroup', { name: 'Hosted provider' });
    // OpenAI, Anthropic and OpenRouter.
    expect(await hosted.getByRole('radio').count()).toBe(3);
    expect(await hosted.getByRole('radio', { name: /Anthropic/ }).count()).toBe(1);
    await bothSchemes(suite, page, 'first-run');

    await page.getByRole('button', { name: 'Choose later' }).click();
    await expect.poll(() => page.getByRole('main', { name: 'Chat' }).count()).toBe(1);
    expect(suite.harness.runtime.settings().setup.status).toBe('skipped');
    const hint = page.getByRole('note', { name: 'No model set up' });
    await expect.poll(() => hint.textContent()).toContain('OpenAI needs an API key');
    await bothSchemes(suite, page, 'first-run-choose-later');

    await sendMessage(page, 'Hello?');
    const answer = await waitForReplyDone(page);
    expect(await answer.textContent()).toContain('No model provider is set up yet');
    expect(chatRequests(suite)).toEqual([]);
    await bothSchemes(suite, page, 'first-run-no-model-answer');
  });

  it('choosing the local server finishes the setup and the chat runs on it', async () => {
    const { page } = suite.hearth;
    await suite.harness.runtime.setSetting('setup.status', 'pending');
    await page.reload();
    const ollama = page.getByRole('listitem', { name: 'Ollama on this computer' });
    await expect.poll(() => ollama.count(), { timeout: 10_000 }).toBe(1);
    await ollama.getByRole('combobox', { name: 'Ollama model' }).selectOption('fake-model-large');
    await ollama.getByRole('button', { name: 'Use Ollama' }).click();
    await expect.poll(() => page.getByRole('main', { name: 'Chat' }).count(), { timeout: 10_000 }).toBe(1);
    const settings = suite.harness.runtime.settings();
    expect(settings.setup.status).toBe('done');
    expect(settings.provider.active).toBe('ollama');
    expect(settings.provider.ollama).toMatchObject({ baseUrl: suite.harness.llm.url, model: 'fake-model-large' });
    expect(await page.getByRole('note', { name: 'No model set up' }).count()).toBe(0);

    await page.getByRole('button', { name: 'New chat' }).click();
    // The new chat is on screen before sending (sendMessage counts the questions shown before it sends).
    await expect.poll(() => page.locator(shownQuestions).count(), { timeout: 10_000 }).toBe(0);
    suite.harness.llm.script({ kind: 'text', text: 'Hello from your local model.' });
    await sendMessage(page, 'Hi there');
    const answer = await waitForReplyDone(page);
    expect(await answer.textContent()).toContain('Hello from your local model.');
    expect(chatRequests(suite).at(-1)?.model).toBe('fake-model-large');

    // Settings finds the local servers too, each a one-click choice.
    await page.getByRole('link', { name: 'Settings' }).click();
    const panel = page.getByRole('group', { name: 'Local servers' });
    await panel.getByRole('button', { name: 'Find local servers' }).click();
    await expect.poll(() => panel.getByRole('status').textContent(), { timeout: 10_000 }).toBe('Found Ollama.');
    expect(await panel.getByRole('button', { name: 'Use Ollama' }).count()).toBe(1);
    await bothSchemes(suite, page, 'settings-local-servers');
  });
});
