// The SecretStore backed by the OS keychain through keytar (service "Hearth", one account per provider id).
// keytar loads lazily; any failure to load or reach the keychain is a KeychainUnavailable, never a plaintext fallback.
import { inspect } from 'node:util';
import { createKnownSecretValues } from './known-secret-values';
import { keychainUnavailable, toKeychainUnavailable } from './keychain-failure';
import { assertValidAccount, assertValidSecretValue } from './secret-input';
import { KeychainUnavailable, type KeychainFailure, type SecretStore } from './secret-store';
import type { Ok, Fail } from '../shared/result';

/** The part of keytar's API Hearth uses. */
export interface KeytarLike {
  getPassword(service: string, account: string): Promise<string | null>;
  setPassword(service: string, account: string, password: string): Promise<void>;
  deletePassword(service: string, account: string): Promise<boolean>;
}

export interface KeytarSecretStoreOptions {
  /** Keychain service name; default "Hearth". */
  readonly service?: string;
  /** An already loaded keytar module; when absent, `loadKeytar` is called on first use. */
  readonly keytar?: KeytarLike;
  /** How to load keytar; default `import('keytar')`. A rejection becomes KeychainUnavailable('native_module'). */
  readonly loadKeytar?: () => Promise<unknown>;
  /** How long one keychain call may take before it counts as unavailable; default 15 s. */
  readonly timeoutMs?: number;
  readonly platform?: NodeJS.Platform;
}

export const DEFAULT_KEYCHAIN_SERVICE = 'Hearth';
const DEFAULT_TIMEOUT_MS = 15_000;

export function createKeytarSecretStore(options: KeytarSecretStoreOptions = {}): SecretStore {
  const service = options.service ?? DEFAULT_KEYCHAIN_SERVICE;
  if (typeof service !== 'string' || service.trim().length === 0) {
    throw new TypeError('Keychain service name must be a non-empty string.');
  }
  const platform = options.platform ?? process.platform;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const loadKeytar = options.loadKeytar ?? (() => import('keytar'));
  const known = createKnownSecretValues();
  let keytarPromise: Promise<KeytarLike> | undefined = options.keytar ? Promise.resolve(options.keytar) : undefined;

  const errorContext = (extra: readonly string[] = []) => ({ platform, hide: [...extra, ...known.values()] });

  function keytar(): Promise<KeytarLike> {
    keytarPromise ??= loadKeytar()
      .then(asKeytar)
      .catch((error: unknown) => {
        keytarPromise = undefined; // let a later call retry (e.g. after `npm rebuild keytar`)
        if (error instanceof KeychainUnavailable) throw error;
        const detail = error instanceof Error ? error.message : String(error);
        throw keychainUnavailable('native_module', detail, errorContext());
      });
    return keytarPromise;
  }

  async function call<T>(operation: (api: KeytarLike) => Promise<T>, hide: readonly string[] = []): Promise<T> {
    const api = await keytar();
    try {
      return await withTimeout(operation(api), timeoutMs, () =>
        keychainUnavailable('timeout', `no answer after ${timeoutMs} ms`, errorContext(hide)),
      );
    } catch (error) {
      throw toKeychainUnavailable(error, errorContext(hide));
    }
  }

  const describe = (): string => `[SecretStore keytar service=${service}]`;

  return {
    async get(account) {
      assertValidAccount(account);
      const value = await call((api) => api.getPassword(service, account));
      if (value !== null) known.remember(value);
      return value;
    },
    async set(account, value) {
      assertValidAccount(account);
      assertValidSecretValue(value);
      known.remember(value);
      await call((api) => api.setPassword(service, account, value), [value]);
    },
    async delete(account) {
      assertValidAccount(account);
      return call((api) => api.deletePassword(service, account));
    },
    async has(account) {
      assertValidAccount(account);
      const value = await call((api) => api.getPassword(service, account));
      if (value !== null) known.remember(value);
      return value !== null;
    },
    knownValues: () => known.values(),
    toString: describe,
    toJSON: describe,
    [inspect.custom]: describe,
  } as SecretStore;
}

export type KeychainProbeResult = Ok | Fail<{ reason: string; failure: KeychainFailure }>;

/** A real set → get → delete round trip of a throwaway account, proving the keychain works end to end. */
export async function probeKeychain(store: SecretStore): Promise<KeychainProbeResult> {
  // node:crypto loaded here, not with this module (it is on the app's start path and crypto costs ~2 ms to load).
  const randomHex = (bytes: number) => process.getBuiltinModule('node:crypto').randomBytes(bytes).toString('hex');
  const account = `hearth.probe:${randomHex(6)}`;
  const value = `probe-${randomHex(12)}`;
  try {
    await store.set(account, value);
    const readBack = await store.get(account);
    const removed = await store.delete(account);
    if (readBack !== value) return failedProbe('the keychain returned a different value than was stored');
    if (!removed) return failedProbe('the keychain did not delete the probe entry');
    if ((await store.get(account)) !== null) return failedProbe('the probe entry was still present after delete');
    return { ok: true };
  } catch (error) {
    if (error instanceof KeychainUnavailable) return { ok: false, reason: error.message, failure: error.failure };
    return failedProbe(error instanceof Error ? `${error.name}: ${error.message}` : String(error));
  }
}

function failedProbe(reason: string): KeychainProbeResult {
  return { ok: false, reason, failure: 'unexpected' };
}

function asKeytar(loaded: unknown): KeytarLike {
  const candidates = [loaded, (loaded as { default?: unknown } | null)?.default];
  for (const candidate of candidates) {
    const api = candidate as Partial<KeytarLike> | null | undefined;
    const methods = [api?.getPassword, api?.setPassword, api?.deletePassword];
    if (methods.every((method) => typeof method === 'function')) return api as KeytarLike;
  }
  throw new KeychainUnavailable(
    'native_module',
    'The keychain module (keytar) loaded but lacks getPassword/setPassword/deletePassword.',
  );
}

function withTimeout<T>(work: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(onTimeout()), ms);
    work.then(
      (result) => {
        clearTimeout(timer);
        resolve(result);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
