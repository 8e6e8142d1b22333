// E2E in real Chromium against the real runtime: a provider answering 500 hands the run to the fallback model and the
// window says so; Settings → Model provider edits the ordered fallback list (provider.fallbacks). Light and dark.
import { expect, it } from 'vitest';
import { describeWithFacility } from '../support/requirements';
import { sendMessage, waitForReplyDone } from './support/chat-actions';
import { screenshotLightAndDark } from './support/light-and-dark';
import { useHearthSuite } from './support/hearth-suite';

describeWithFacility('chromium', 'provider fallback (e2e)', () => {
  const suite = useHearthSuite();

  it('a failing provider: the answer comes from the fallback and a notice names it', async () => {
    const { page } = suite.hearth;
    const { runtime, llm } = suite.harness;
    await runtime.setSetting('agent.maxRetries', 0);
    await runtime.setSetting('provider.ollama.baseUrl', llm.url);
    await runtime.setSetting('provider.fallbacks', [{ provider: 'ollama', model: 'backup-model' }]);
    llm.script(
      { kind: 'http_error', status: 503, body: { error: { message: 'unavailable' } } },
      { kind: 'text', text: 'Answered by the backup model.' },
    );
    await sendMessage(page, 'Hello?');
    const answer = await waitForReplyDone(page);
    expect(await answer.textContent()).toContain('Answered by the backup model.');
    const notice = page.getByRole('status').filter({
      hasText: 'Custom (fake-model) failed (HTTP 503, server error). Continuing with Ollama (backup-model).',
    });
    await expect.poll(() => notice.count()).toBe(1);
    const chats = llm.requests.filter((request) => request.path.endsWith('/chat/completions'));
    expect(chats.map((request) => request.model)).toEqual(['fake-model', 'backup-model']);
    await screenshotLightAndDark(page, 'provider-fallback-notice');
    await page.getByRole('button', { name: 'Dismiss notice' }).click();
    await expect.poll(() => notice.count()).toBe(0);
  });

  it('Settings lists the fallbacks in order and adds, moves and removes them', async () => {
    const { page } = suite.hearth;
    const { runtime } = suite.harness;
    await runtime.setSetting('provider.fallbacks', [{ provider: 'ollama', model: 'backup-model' }]);
    await page.getByRole('link', { name: 'Settings' }).click();
    const group = page.getByRole('group', { name: 'If the provider fails' });
    await expect.poll(() => group.getByRole('listitem').count(), { timeout: 10_000 }).toBe(1);

    await group.getByRole('combobox', { name: 'Fallback provider' }).selectOption('anthropic');
    await group.getByRole('textbox', { name: 'Fallback model' }).fill('claude-haiku-4-5');
    await group.getByRole('button', { name: 'Add fallback' }).click();
    await expect
      .poll(() => runtime.settings().provider.fallbacks)
      .toEqual([
        { provider: 'ollama', model: 'backup-model' },
        { provider: 'anthropic', model: 'claude-haiku-4-5' },
      ]);
    await group.getByRole('button', { name: 'Move Anthropic claude-haiku-4-5 up' }).click();
    await expect
      .poll(() => runtime.settings().provider.fallbacks.map((entry) => entry.model))
      .toEqual(['claude-haiku-4-5', 'backup-model']);
    await group.scrollIntoViewIfNeeded();
    await screenshotLightAndDark(page, 'settings-provider-fallbacks');
    await group.getByRole('button', { name: 'Remove Ollama backup-model' }).click();
    await expect
      .poll(() => runtime.settings().provider.fallbacks)
      .toEqual([{ provider: 'anthropic', model: 'claude-haiku-4-5' }]);
    await expect.poll(() => group.getByRole('listitem').count()).toBe(1);
  });
});
