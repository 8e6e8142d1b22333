// Who may answer a run, in order (agent/model/fallback-model-client.ts): the chosen model with its first key, the same
// model with the provider's other keys (shared/provider-keys.ts), then each `provider.fallbacks` entry with its keys.
// Clients and extra keys are made only when a candidate is reached; an entry without a usable key is skipped.
import type { FallbackCandidate } from '../agent/model/fallback-model-client';
import type { ModelClient } from '../agent/model/model-client';
import { MAX_KEYS_PER_PROVIDER, providerKeyAccount } from '../shared/provider-keys';
import { providerPresets, type ProviderId, type Settings } from '../shared/settings-schema';
import type { SecretStore } from '../shared/secret-store-port';
import type { ModelQuirks } from '../storage/model-quirks';

/** What building candidates needs from the runtime's model concern (runtime/model.ts passes its own deps). */
export interface CandidateDeps {
  secretStore: SecretStore;
  quirks?: ModelQuirks;
  log: (message: string) => void;
}

export function modelCandidates(
  deps: CandidateDeps,
  current: Settings,
  first: { provider: ProviderId; model: string; apiKey: string | undefined },
): FallbackCandidate[] {
  const readKey = async (account: string): Promise<string | undefined> => {
    try {
      return (await deps.secretStore.get(account)) ?? undefined;
    } catch (error) {
      deps.log(`keychain: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    }
  };
  const entryCandidates = (provider: ProviderId, model: string, firstKey?: string): FallbackCandidate[] => {
    const preset = providerPresets[provider];
    return Array.from({ length: MAX_KEYS_PER_PROVIDER }, (_, index) => ({
      label: index === 0 ? `${preset.label} (${model})` : `${preset.label} (${model}, key ${index + 1})`,
      provider,
      model,
      keyNumber: index + 1,
      open: async () => {
        const apiKey =
          index === 0 && firstKey !== undefined ? firstKey : await readKey(providerKeyAccount(provider, index));
        // A local server needs no key, but only its first slot is a candidate; a hosted one needs the key.
        if (!apiKey && (preset.needsKey || index > 0)) return undefined;
        return providerClient(provider, { baseUrl: current.provider[provider].baseUrl, apiKey, model }, current, deps);
      },
    }));
  };
  const fallbacks = current.provider.fallbacks.filter(
    (entry) => !(entry.provider === first.provider && entry.model === first.model),
  );
  return [
    ...entryCandidates(first.provider, first.model, first.apiKey ?? ''),
    ...fallbacks.flatMap((entry) => entryCandidates(entry.provider, entry.model)),
  ];
}

/** The client speaking the provider's own protocol: Anthropic's Messages API, else OpenAI Chat Completions. */
async function providerClient(
  providerId: ProviderId,
  target: { baseUrl: string; apiKey?: string; model: string },
  current: Settings,
  deps: CandidateDeps,
): Promise<ModelClient> {
  const common = {
    ...target,
    idleTimeoutMs: current.agent.idleTimeoutMs,
    maxRetries: current.agent.maxRetries,
  };
  // The SDKs load on the first model call, not at start-up (they are the largest imports of the core).
  if (providerId === 'anthropic') {
    const { createAnthropicModelClient } = await import('../agent/model/anthropic-stream');
    const { thinkingBudget } = current.provider.anthropic;
    return createAnthropicModelClient({ ...common, ...(thinkingBudget > 0 ? { thinkingBudget } : {}) });
  }
  const { createOpenAiModelClient } = await import('../agent/model/openai-stream');
  const key = { baseUrl: target.baseUrl, model: target.model };
  return createOpenAiModelClient({
    ...common,
    // Usage is asked for unless this server rejected the option before (then it is not asked again).
    includeUsage: !deps.quirks?.has(key, 'no_usage_option'),
    onUsageOptionRejected: () => {
      if (deps.quirks?.note(key, 'no_usage_option'))
        deps.log(`${target.model} at ${target.baseUrl} rejected stream_options; usage is no longer asked for`);
    },
  });
}
