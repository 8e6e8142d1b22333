// The runtime's model concern: a fresh client for each run (Anthropic's own API, else OpenAI-compatible) from the
// conversation's model (or the active provider's) and its keychain key (or the CLI's fallback), wrapped so known secrets
// never reach the provider or come back unredacted. A model remembered as refusing native tools starts in XML mode; a
// provider that is not set up (no key for a hosted one, or no model chosen) answers with a `not_configured` error.
import type { ModelClient, ProviderError } from '../agent/model/model-client';
import { createRedactingModelClient } from '../agent/model/redacting-model-client';
import { createFallbackModelClient } from '../agent/model/fallback-model-client';
import { schemaProfileFor } from '../agent/model/schema-profile';
import { modelCandidates } from './model-candidates';
import type { SchemaProfile } from '../../tools/json-schema';
import type { RuntimeRedactor } from './runtime-redaction';
import type { SecretStore } from '../shared/secret-store-port';
import type { ModelChoice } from '../shared/conversation-types';
import { providerIds, providerPresets, type ProviderId, type Settings } from '../shared/settings-schema';
import type { ModelQuirks } from '../storage/model-quirks';
import type { ToolCalling } from '../shared/model-capabilities';
import type { ModelCapabilityService } from './model-capabilities/capability-cache';

export interface ModelProviderDeps {
  settings: () => Settings;
  secretStore: SecretStore;
  redactor: RuntimeRedactor;
  fallbackApiKey?: () => string | undefined;
  /** What models refused before (no_native_tools → XML tool mode from the first request). */
  quirks?: ModelQuirks;
  /** What each model can do (its server's word, the person's corrections); absent: the provider's settings only. */
  capabilities?: ModelCapabilityService;
  log: (message: string) => void;
}

export interface ModelSetup {
  client: ModelClient;
  toolMode: 'native' | 'xml';
  /** 'none': the model cannot call tools, so its runs get no tools at all. */
  toolCalling: ToolCalling;
  contextTokens: number;
  /** Whether images may go to this model (else attachment-parts.ts puts a note in their place). */
  takesImages?: boolean;
  /** False when the provider is not set up (no key, no model): the client then sends nothing and says what to do. */
  configured: boolean;
  /** Which provider, model and server this run uses (the quirk key). */
  provider: ProviderId;
  model: string;
  baseUrl: string;
  /** Remembers that this model refuses native tools. */
  noteToolsUnsupported: () => void;
  schemaProfile: SchemaProfile;
}

export type ModelFactory = (choice?: ModelChoice) => Promise<ModelSetup>;

export const isProviderId = (value: string): value is ProviderId => (providerIds as readonly string[]).includes(value);

/** The default model of the moment: the active provider and its model (what a new conversation starts with). */
export function defaultModelChoice(settings: Settings): ModelChoice {
  const provider = settings.provider.active;
  return { provider, model: settings.provider[provider].model };
}

/** A client that sends nothing and answers with why (a provider that is not set up yet). */
function notConfiguredClient(model: string, message: string): ModelClient {
  const error: ProviderError = { kind: 'not_configured', retryable: false, message };
  return {
    model,
    streamChat: () => Promise.resolve({ status: 'error', text: '', reasoning: '', toolCalls: [], error }),
  };
}

export function createModelFactory(deps: ModelProviderDeps): ModelFactory {
  return async (choice) => {
    const current = deps.settings();
    // A conversation naming a provider this version does not know falls back to the default model.
    const chosen = choice && isProviderId(choice.provider) ? choice : undefined;
    const providerId = chosen ? (chosen.provider as ProviderId) : current.provider.active;
    const provider = current.provider[providerId];
    const modelName = chosen ? chosen.model : provider.model;
    const key = { baseUrl: provider.baseUrl, model: modelName };
    const caps = deps.capabilities
      ? await deps.capabilities.forModel({ provider: providerId, model: modelName })
      : null;
    const toolCalling: ToolCalling = caps
      ? caps.toolCalling.value
      : provider.toolMode === 'xml' || deps.quirks?.has(key, 'no_native_tools')
        ? 'xml'
        : provider.toolMode;
    const setup = {
      configured: true,
      schemaProfile: schemaProfileFor(providerId, provider.baseUrl),
      toolMode: toolCalling === 'xml' ? ('xml' as const) : ('native' as const),
      toolCalling,
      contextTokens: caps ? caps.contextTokens.value : provider.contextTokens,
      ...(caps ? { takesImages: caps.vision.value } : {}),
      provider: providerId,
      model: modelName,
      baseUrl: provider.baseUrl,
      noteToolsUnsupported: () => {
        if (deps.quirks?.note(key, 'no_native_tools'))
          deps.log(`${modelName} at ${provider.baseUrl} refused native tools; XML tool mode from now on`);
      },
    };
    let apiKey: string | undefined;
    await deps.redactor.prime();
    try {
      apiKey = (await deps.secretStore.get(providerId)) ?? undefined;
    } catch (error) {
      deps.log(`keychain: ${error instanceof Error ? error.message : String(error)}`);
    }
    apiKey ??= deps.fallbackApiKey?.();
    const label = providerPresets[providerId].label;
    if (providerPresets[providerId].needsKey && !apiKey)
      return {
        ...setup,
        configured: false,
        client: notConfiguredClient(
          modelName,
          `No model provider is set up yet: ${label} needs an API key. Add it in Settings → Model provider, or choose a local server such as Ollama or LM Studio there (from the terminal: \`key set ${providerId}\`).`,
        ),
      };
    if (!modelName.trim())
      return {
        ...setup,
        configured: false,
        client: notConfiguredClient(
          modelName,
          `No model is chosen for ${label} yet. Pick one in Settings → Model provider, or with the model picker above the chat.`,
        ),
      };
    // This key first, then the provider's other keys, then `provider.fallbacks` in order (each with its keys).
    const candidates = modelCandidates(deps, current, { provider: providerId, model: modelName, apiKey });
    const client = createFallbackModelClient(candidates);
    return { ...setup, client: createRedactingModelClient(client, deps.redactor) };
  };
}
