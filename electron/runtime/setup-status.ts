// Whether a model provider is set up, for the first-run screen and the chat's hint. "Ready" means the active provider
// can be asked without further setup: a hosted one (OpenAI, OpenRouter) has a key (keychain or the CLI's fallback),
// a keyless one (Ollama, LM Studio, custom) has a model chosen. Setup is "needed" while it is pending and nothing is ready.
import { isSecretStoreError } from '../secrets/secret-store';
import type { SecretStore } from '../shared/secret-store-port';
import { providerPresets, type Settings } from '../shared/settings-schema';

export interface SetupStatus {
  /** Open the window on the setup screen. */
  needed: boolean;
  status: Settings['setup']['status'];
  providerReady: boolean;
  /** What to do next when no provider is ready (shown in the chat after "Choose later"). */
  hint?: string;
}

export async function readSetupStatus(deps: {
  settings: Settings;
  secretStore: SecretStore;
  fallbackApiKey?: () => string | undefined;
}): Promise<SetupStatus> {
  const { settings } = deps;
  const active = settings.provider.active;
  const preset = providerPresets[active];
  let providerReady: boolean;
  if (preset.needsKey) {
    let stored = false;
    try {
      stored = await deps.secretStore.has(active);
    } catch (error) {
      if (!isSecretStoreError(error)) throw error;
    }
    providerReady = stored || Boolean(deps.fallbackApiKey?.());
  } else {
    providerReady = settings.provider[active].model.trim() !== '';
  }
  const status = settings.setup.status;
  return {
    needed: status === 'pending' && !providerReady,
    status,
    providerReady,
    ...(providerReady
      ? {}
      : {
          hint: preset.needsKey
            ? `No model provider is set up yet: ${preset.label} needs an API key. Add one in Settings → Model provider, or choose a local server (Ollama, LM Studio) there.`
            : `No model is chosen for ${preset.label} yet. Choose one in Settings → Model provider.`,
        }),
  };
}
