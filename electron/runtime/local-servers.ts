// Finds model servers on this computer: Ollama (127.0.0.1:11434) and LM Studio (127.0.0.1:1234), asked for their
// OpenAI-compatible model list with a short timeout each, in parallel. The addresses are injectable (tests, other ports).
import { listProviderModels } from './provider-models';
import { providerPresets } from '../shared/settings-schema';

export type LocalServerId = 'ollama' | 'lmstudio';

export interface LocalServer {
  provider: LocalServerId;
  label: string;
  /** The OpenAI-compatible base URL (ending in /v1) that answered. */
  baseUrl: string;
  models: string[];
}

export type LocalServerAddresses = Partial<Record<LocalServerId, string>>;

export const DETECT_TIMEOUT_MS = 1_500;

/** The servers that answered with a model list (possibly empty), Ollama first; unreachable ones are left out. */
export async function detectLocalServers(
  options: { addresses?: LocalServerAddresses; timeoutMs?: number; fetchImpl?: typeof fetch } = {},
): Promise<LocalServer[]> {
  const ids: LocalServerId[] = ['ollama', 'lmstudio'];
  const found = await Promise.all(
    ids.map(async (provider): Promise<LocalServer | null> => {
      const baseUrl = options.addresses?.[provider] ?? providerPresets[provider].baseUrl;
      const listed = await listProviderModels({
        baseUrl,
        timeoutMs: options.timeoutMs ?? DETECT_TIMEOUT_MS,
        ...(options.fetchImpl ? { fetchImpl: options.fetchImpl } : {}),
      });
      return listed.ok ? { provider, label: providerPresets[provider].label, baseUrl, models: listed.models } : null;
    }),
  );
  return found.filter((server): server is LocalServer => server !== null);
}
