// settings:*, secrets:* and provider:models channels: the settings document (with the tool catalogue and the workspace
// warning), keys in the keychain (set, delete, which are set — never their values) and a provider's model list.
import { failure, type InvokeHandlers } from '../../shared/contract';
import { keychainAccounts } from '../../shared/settings-schema';
import { httpSecretAccount } from '../../shared/http-secrets';
import { isSecretStoreError } from '../../secrets/secret-store';
import { listProviderModels } from '../provider-models';
import type { HearthRuntime } from '../create-runtime';

type SettingsChannel =
  'settings:get' | 'settings:set' | 'secrets:set' | 'secrets:delete' | 'secrets:status' | 'provider:models';

/** Keychain failures become a message for the settings screen; the value never appears in it. */
function secretFailure(error: unknown, fallback: string) {
  return failure('unavailable', isSecretStoreError(error) ? error.message : fallback);
}

export function createSettingsHandlers(deps: {
  runtime: Pick<
    HearthRuntime,
    'settingsStore' | 'settings' | 'setSetting' | 'secretStore' | 'toolset' | 'workspaceWarning'
  >;
  /** For provider:models (tests inject; default: global fetch). */
  fetchImpl?: typeof fetch;
}): Pick<InvokeHandlers, SettingsChannel> {
  const { runtime, fetchImpl } = deps;
  const { secretStore } = runtime;
  return {
    'settings:get': () => {
      const { settings, problems } = runtime.settingsStore.get();
      const risk = runtime.workspaceWarning();
      return {
        settings,
        problems,
        tools: runtime.toolset().catalogue,
        ...(risk ? { workspaceWarning: `Warning: ${risk}` } : {}),
      };
    },
    'settings:set': async ({ path, value }) => {
      const result = await runtime.setSetting(path, value);
      if (!result.ok) throw failure('refused', result.error);
      return null;
    },
    'secrets:set': async ({ account, value }) => {
      try {
        await secretStore.set(account, value);
      } catch (error) {
        throw secretFailure(error, 'The key could not be stored in the system keychain.');
      }
      return null;
    },
    'secrets:delete': async ({ account }) => {
      let deleted: boolean;
      try {
        deleted = await secretStore.delete(account);
      } catch (error) {
        throw secretFailure(error, 'The key could not be deleted from the system keychain.');
      }
      if (!deleted) throw failure('not_found', `There is no key for "${account}" in the system keychain.`);
      return null;
    },
    'secrets:status': async () => {
      const accounts: Record<string, boolean> = {};
      let backend = 'system keychain';
      const httpAccounts = runtime.settings().tools.httpRequest.secretNames.map(httpSecretAccount);
      for (const id of [...keychainAccounts, ...httpAccounts]) {
        try {
          accounts[id] = await secretStore.has(id);
        } catch (error) {
          accounts[id] = false;
          backend = isSecretStoreError(error) ? `unavailable: ${error.message}` : 'unavailable';
        }
      }
      return { backend, accounts };
    },
    'provider:models': async ({ provider }) => {
      const { baseUrl } = runtime.settings().provider[provider];
      let apiKey: string | undefined;
      try {
        apiKey = (await secretStore.get(provider)) ?? undefined;
      } catch (error) {
        throw secretFailure(error, 'The key could not be read from the system keychain.');
      }
      const listed = await listProviderModels({
        baseUrl,
        apiKey,
        fetchImpl,
        api: provider === 'anthropic' ? 'anthropic' : 'openai',
      });
      if (!listed.ok) throw failure('unavailable', listed.error);
      return { models: listed.models };
    },
  };
}
