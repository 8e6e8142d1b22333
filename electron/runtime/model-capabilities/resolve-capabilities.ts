// Decides what Hearth believes a model can do, value by value: the person's correction for this model
// (`provider.<id>.modelOverrides`), then what the server said (or a refusal remembered in model_quirks), then the
// provider's own settings (`toolMode`, `imageInput`, `contextTokens`), then the defaults (known vision families).
import { isKnownVisionModel } from '../../agent/model/vision-models';
import type { CapabilitySource, ModelCapabilities } from '../../shared/model-capabilities';
import { providerDefault, type ProviderId, type Settings } from '../../shared/settings-schema';
import type { ServerCapabilities } from './server-capabilities';

export interface ResolveInput {
  settings: Settings;
  provider: ProviderId;
  model: string;
  server?: ServerCapabilities;
  serverNote?: string;
  /** The server refused native `tools` before (storage/model-quirks.ts). */
  toolsRefused?: boolean;
}

const from = <T>(value: T, source: CapabilitySource) => ({ value, source });

export function resolveCapabilities(input: ResolveInput): ModelCapabilities {
  const config = input.settings.provider[input.provider];
  const override = config.modelOverrides[input.model] ?? {};
  const server = input.server ?? {};
  const toolCalling =
    override.toolCalling !== undefined
      ? from(override.toolCalling, 'setting')
      : input.toolsRefused
        ? from('xml' as const, 'server')
        : server.toolCalling !== undefined
          ? from(server.toolCalling, 'server')
          : from(config.toolMode, config.toolMode === 'native' ? 'default' : 'setting');
  const vision =
    override.vision !== undefined
      ? from(override.vision, 'setting')
      : server.vision !== undefined
        ? from(server.vision, 'server')
        : config.imageInput !== 'auto'
          ? from(config.imageInput === 'yes', 'setting')
          : from(isKnownVisionModel(input.model), 'default');
  const contextTokens =
    override.contextTokens !== undefined
      ? from(override.contextTokens, 'setting')
      : server.contextTokens !== undefined
        ? from(server.contextTokens, 'server')
        : from(
            config.contextTokens,
            config.contextTokens === providerDefault(input.provider).contextTokens ? 'default' : 'setting',
          );
  return {
    provider: input.provider,
    model: input.model,
    toolCalling,
    vision,
    contextTokens,
    ...(input.serverNote ? { serverNote: input.serverNote } : {}),
  };
}
