// Which tool-schema profile (tools/json-schema.ts) a request gets, from the provider and server that receive it:
// OpenAI's own API is strict-compatible, Anthropic reads full JSON Schema, Gemini's OpenAI endpoint takes its subset,
// and any other server (Ollama, LM Studio, OpenRouter's many backends, a custom one) gets the conservative profile.
import type { SchemaProfile } from '../../../tools/json-schema';
import type { ProviderId } from '../../shared/settings-schema';

const hostOf = (baseUrl: string): string => {
  try {
    return new URL(baseUrl).hostname.toLowerCase();
  } catch {
    return '';
  }
};

export function schemaProfileFor(provider: ProviderId, baseUrl: string): SchemaProfile {
  if (provider === 'anthropic') return 'anthropic';
  const host = hostOf(baseUrl);
  if (host === 'generativelanguage.googleapis.com') return 'gemini';
  if (host === 'api.openai.com' || host.endsWith('.openai.azure.com')) return 'openai';
  return 'conservative';
}
