// E2E in real Chromium against the real runtime: Settings → Model provider shows what Hearth read from the fake
// "Ollama" (/api/show) about the active model and where each value came from; the person corrects tool calling and
// the window (provider.ollama.modelOverrides), and a chat with that model then goes out without tools and says so.
import { expect, it } from 'vitest';
import { describeWithFacility } from '../support/requirements';
import { sendMessage, waitForReplyDone } from './support/chat-actions';
import { screenshotLightAndDark } from './support/light-and-dark';
import { useHearthSuite } from './support/hearth-suite';

describeWithFacility('chromium', 'model capabilities in Settings (e2e)', () => {
  const suite = useHearthSuite();

  it('reads the model from its server, takes corrections, and a "no tools" model chats without tools', async () => {
    const { page } = suite.hearth;
    const { runtime, llm } = suite.harness;
    llm.describeModel('qwen3:4b', { capabilities: ['completion', 'tools'], contextLength: 40_960, numCtx: 8_192 });
    await runtime.setSetting('provider.ollama.baseUrl', llm.url);
    await runtime.setSetting('provider.ollama.model', 'qwen3:4b');
    await runtime.setSetting('provider.active', 'ollama');
    await page.getByRole('link', { name: 'Settings' }).click();

    const panel = page.getByRole('group', { name: 'What qwen3:4b can do' });
    const row = (name: string) => panel.getByRole('term').filter({ hasText: name }).locator('..');
    await expect.poll(() => row('Context window').textContent(), { timeout: 10_000 }).toContain('8,192 tokens');
    expect(await row('Context window').textContent()).toContain('read from the server');
    expect(await row('Tool calling').textContent()).toContain('Native tool calls read from the server');
    expect(await row('Vision').textContent()).toContain('No images read from the server');

    await panel.getByRole('combobox', { name: 'Correct: Tool calling' }).selectOption('none');
    await expect
      .poll(() => runtime.settings().provider.ollama.modelOverrides)
      .toEqual({ 'qwen3:4b': { toolCalling: 'none' } });
    await expect.poll(() => row('Tool calling').textContent()).toContain('No tools from your settings');
    const windowField = panel.getByRole('textbox', { name: 'Correct: context window' });
    await windowField.fill('16384');
    await windowField.press('Enter');
    await expect
      .poll(() => runtime.settings().provider.ollama.modelOverrides)
      .toEqual({ 'qwen3:4b': { toolCalling: 'none', contextTokens: 16_384 } });
    await expect.poll(() => row('Context window').textContent()).toContain('16,384 tokens from your settings');
    await panel.scrollIntoViewIfNeeded();
    await screenshotLightAndDark(page, 'settings-model-capabilities');

    // Back in the chat: the request carries no tools, and the window says why.
    await page.goBack();
    llm.script({ kind: 'text', text: 'Hello without tools.' });
    await sendMessage(page, 'Hi');
    expect(await (await waitForReplyDone(page)).textContent()).toContain('Hello without tools.');
    const [request] = llm.requests.filter((r) => r.path.endsWith('/chat/completions'));
    expect(request!.model).toBe('qwen3:4b');
    expect(request!.body.tools).toBeUndefined();
    const notice = page.getByRole('status').filter({ hasText: 'qwen3:4b cannot call tools' });
    await expect.poll(() => notice.count()).toBe(1);
  });
});
