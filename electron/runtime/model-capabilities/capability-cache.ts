// What each model can do, asked of its server once and cached per provider + base URL + model (a failed read is
// asked again after a minute; Settings can ask again at once). `peek` answers synchronously from what is cached, for
// checks that cannot wait (a send's image check).
import type { ModelCapabilities } from '../../shared/model-capabilities';
import type { ProviderId, Settings } from '../../shared/settings-schema';
import type { ModelQuirks } from '../../storage/model-quirks';
import { resolveCapabilities } from './resolve-capabilities';
import { probeServerCapabilities, type ServerCapabilities, type ServerKind } from './server-capabilities';

export interface ModelChoiceRef {
  provider: ProviderId;
  model: string;
}

export interface ModelCapabilityService {
  /** Reads the server when nothing fresh is cached (or `refresh`), then resolves with the current settings. */
  forModel: (choice: ModelChoiceRef, options?: { refresh?: boolean }) => Promise<ModelCapabilities>;
  /** From what is cached only (never waits on a server). */
  peek: (choice: ModelChoiceRef) => ModelCapabilities;
  /** Vision as the server or the person's correction for this model says (absent: `imageInput` decides). */
  visionOf: (choice: ModelChoiceRef) => ModelCapabilities['vision'] | undefined;
}

interface CachedRead {
  found?: ServerCapabilities;
  note?: string;
  at: number;
}

const FAILED_READ_TTL_MS = 60_000;

const serverKind = (provider: ProviderId): ServerKind | undefined =>
  provider === 'ollama' || provider === 'lmstudio' ? provider : undefined;

export function createModelCapabilityService(deps: {
  settings: () => Settings;
  quirks?: ModelQuirks;
  fetchImpl?: typeof fetch;
  now?: () => number;
}): ModelCapabilityService {
  const now = deps.now ?? Date.now;
  const cache = new Map<string, CachedRead>();
  const inFlight = new Map<string, Promise<CachedRead>>();
  const keyOf = (choice: ModelChoiceRef) =>
    `${choice.provider}\n${deps.settings().provider[choice.provider].baseUrl}\n${choice.model}`;

  const resolve = (choice: ModelChoiceRef, read: CachedRead | undefined): ModelCapabilities => {
    const settings = deps.settings();
    const baseUrl = settings.provider[choice.provider].baseUrl;
    return resolveCapabilities({
      settings,
      provider: choice.provider,
      model: choice.model,
      ...(read?.found ? { server: read.found } : {}),
      ...(read?.note ? { serverNote: read.note } : {}),
      toolsRefused: deps.quirks?.has({ baseUrl, model: choice.model }, 'no_native_tools') ?? false,
    });
  };

  const read = (choice: ModelChoiceRef, kind: ServerKind, key: string): Promise<CachedRead> => {
    const pending = inFlight.get(key);
    if (pending) return pending;
    const baseUrl = deps.settings().provider[choice.provider].baseUrl;
    const started = probeServerCapabilities({
      kind,
      baseUrl,
      model: choice.model,
      ...(deps.fetchImpl ? { fetchImpl: deps.fetchImpl } : {}),
    }).then((probed) => {
      const entry: CachedRead = probed.ok ? { found: probed.found, at: now() } : { note: probed.error, at: now() };
      cache.set(key, entry);
      inFlight.delete(key);
      return entry;
    });
    inFlight.set(key, started);
    return started;
  };

  const peek = (choice: ModelChoiceRef) =>
    resolve(choice, serverKind(choice.provider) ? cache.get(keyOf(choice)) : undefined);
  return {
    peek,
    visionOf: (choice) => {
      const corrected = deps.settings().provider[choice.provider].modelOverrides[choice.model]?.vision !== undefined;
      const { vision } = peek(choice);
      return corrected || vision.source === 'server' ? vision : undefined;
    },
    forModel: async (choice, options = {}) => {
      const kind = serverKind(choice.provider);
      if (!kind || !choice.model.trim()) return resolve(choice, undefined);
      const key = keyOf(choice);
      const cached = cache.get(key);
      const fresh = cached && (cached.found || now() - cached.at < FAILED_READ_TTL_MS);
      return resolve(choice, fresh && !options.refresh ? cached : await read(choice, kind, key));
    },
  };
}
