// The first-run setup store over the real core (a fresh data folder: OpenAI, no key): setup is needed; a hosted key
// goes to the keychain and never into the settings, and a failed check only warns (setup still completes); "Choose
// later" ends setup with a hint for the chat.
import { beforeAll, describe, expect, it } from 'vitest';
import { loadUiCatalog } from '../../renderer/src/i18n/i18n';
import { createSetupStore } from '../../renderer/src/stores/setup-store';
import { useRealHearthApi } from './real-api-loader';

const realApi = useRealHearthApi();
const KEY = 'sk-or-v1-0123456789abcdef0123456789abcdef';

// The English catalog, loaded as the page loads it before its first paint.
beforeAll(() => loadUiCatalog('en'));
describe('setup store', () => {
  it('a hosted key: stored in the keychain only; a failed soft check warns and setup still completes', async () => {
    const { api } = await realApi();
    const store = createSetupStore(api);
    await store.getState().loadStatus();
    expect(store.getState().status).toMatchObject({ needed: true, status: 'pending', providerReady: false });
    // A server that cannot be reached: the check fails fast.
    await api.settingsSet({ path: 'provider.openrouter.baseUrl', value: 'http://127.0.0.1:9/api/v1' });

    const outcome = await store.getState().chooseHosted('openrouter', `  ${KEY} `, 'meta-llama/llama-3.1-8b-instruct');
    expect(outcome).toMatchObject({ ok: true, warning: expect.stringContaining('the check failed') });
    expect(JSON.stringify(outcome)).not.toContain(KEY);
    expect(store.getState().status).toEqual({ needed: false, status: 'done', providerReady: true });
    const status = await api.secretsStatus({});
    expect(status.ok && status.data.accounts.openrouter).toBe(true);
    const settings = await api.settingsGet({});
    expect(JSON.stringify(settings)).not.toContain(KEY);
    expect(settings.ok && (settings.data.settings as { provider: unknown }).provider).toMatchObject({
      active: 'openrouter',
      openrouter: { model: 'meta-llama/llama-3.1-8b-instruct' },
    });
  });

  it('"Choose later" ends the setup; the status keeps a hint until a provider is ready', async () => {
    const { api } = await realApi();
    const store = createSetupStore(api);
    expect(await store.getState().chooseLater()).toEqual({ ok: true });
    expect(store.getState().status).toMatchObject({
      needed: false,
      status: 'skipped',
      providerReady: false,
      hint: expect.stringContaining('OpenAI needs an API key'),
    });
  });

  it('an empty key is refused by the contract and nothing changes', async () => {
    const { api } = await realApi();
    const store = createSetupStore(api);
    const outcome = await store.getState().chooseHosted('openai', '   ', 'gpt-4o-mini');
    expect(outcome.ok).toBe(false);
    await store.getState().loadStatus();
    expect(store.getState().status).toMatchObject({ needed: true, status: 'pending' });
  });
});
