// The runtime's model concern: a fresh OpenAI-compatible client for each run from the active provider's settings and
// its keychain key (or the CLI's fallback), wrapped so known secrets never reach the provider or come back unredacted.
import type { ModelClient } from '../agent/model-client';
import { createRedactingModelClient } from '../agent/redacting-model-client';
import type { RuntimeRedactor } from '../agent/runtime-redaction';
import type { SecretStore } from '../shared/secret-store-port';
import type { Settings } from '../shared/settings-schema';

export interface ModelProviderDeps {
  settings: () => Settings;
  secretStore: SecretStore;
  redactor: RuntimeRedactor;
  fallbackApiKey?: () => string | undefined;
  log: (message: string) => void;
}

export type ModelFactory = () => Promise<{ client: ModelClient; toolMode: 'native' | 'xml'; contextTokens: number }>;

export function createModelFactory(deps: ModelProviderDeps): ModelFactory {
  return async () => {
    const current = deps.settings();
    const providerId = current.provider.active;
    const provider = current.provider[providerId];
    let apiKey: string | undefined;
    await deps.redactor.prime();
    try {
      apiKey = (await deps.secretStore.get(providerId)) ?? undefined;
    } catch (error) {
      deps.log(`keychain: ${error instanceof Error ? error.message : String(error)}`);
    }
    apiKey ??= deps.fallbackApiKey?.();
    // The openai SDK loads on the first model call, not at start-up (it is the largest import of the core).
    const { createOpenAiModelClient } = await import('../agent/openai-stream');
    const client = createOpenAiModelClient({
      baseUrl: provider.baseUrl,
      apiKey,
      model: provider.model,
      idleTimeoutMs: current.agent.idleTimeoutMs,
      maxRetries: current.agent.maxRetries,
    });
    return {
      client: createRedactingModelClient(client, deps.redactor),
      toolMode: provider.toolMode,
      contextTokens: provider.contextTokens,
    };
  };
}
