// The desktop app's SecretStore: the OS keychain through keytar first. If keytar reports that no keychain exists
// (no native module, no D-Bus, no Secret Service), it switches once, for this run, to safeStorage when that has a real
// backend, else to memory for this run only. Transient failures (locked keyring, timeout) are reported, not hidden.
import { inspect } from 'node:util';
import { KeychainUnavailable, type KeychainFailure, type SecretStore } from '../secrets/secret-store';

export type SecretBackendKind = 'keychain' | 'safe-storage' | 'session';

export interface SecretBackendChoice {
  kind: Exclude<SecretBackendKind, 'keychain'>;
  store: SecretStore;
  /** Shown in Settings (e.g. "encrypted file (Electron safeStorage: kwallet5)"). */
  label: string;
}

/** Failures that mean "there is no keychain here", as opposed to "the keychain said no this time". */
const STRUCTURAL: ReadonlySet<KeychainFailure> = new Set(['native_module', 'no_session_bus', 'no_secret_service']);

export function isStructuralKeychainFailure(error: unknown): error is KeychainUnavailable {
  return error instanceof KeychainUnavailable && STRUCTURAL.has(error.failure);
}

export interface FallbackSecretStore extends SecretStore {
  /** Where keys are kept now, in words for the settings screen. */
  backend(): string;
  kind(): SecretBackendKind;
}

export interface FallbackSecretStoreDeps {
  keychain: SecretStore;
  /** Picks the fallback when the keychain turns out to be missing (safeStorage or session-only). */
  chooseFallback: () => SecretBackendChoice;
  onFallback?: (choice: SecretBackendChoice, cause: KeychainUnavailable) => void;
}

export function createFallbackSecretStore(deps: FallbackSecretStoreDeps): FallbackSecretStore {
  let fallback: SecretBackendChoice | undefined;

  async function use<T>(operation: (store: SecretStore) => Promise<T>): Promise<T> {
    if (fallback) return operation(fallback.store);
    try {
      return await operation(deps.keychain);
    } catch (error) {
      if (!isStructuralKeychainFailure(error)) throw error;
      if (!fallback) {
        fallback = deps.chooseFallback();
        deps.onFallback?.(fallback, error);
      }
      return operation(fallback.store);
    }
  }

  const describe = (): string => `[SecretStore ${fallback?.kind ?? 'keychain'}]`;
  return {
    get: (account) => use((store) => store.get(account)),
    set: (account, value) => use((store) => store.set(account, value)),
    delete: (account) => use((store) => store.delete(account)),
    has: (account) => use((store) => store.has(account)),
    knownValues: () =>
      Object.freeze(
        [...new Set([...deps.keychain.knownValues(), ...(fallback?.store.knownValues() ?? [])])].sort(
          (a, b) => b.length - a.length,
        ),
      ),
    backend: () => fallback?.label ?? 'system keychain',
    kind: () => fallback?.kind ?? 'keychain',
    toString: describe,
    toJSON: describe,
    [inspect.custom]: describe,
  } as FallbackSecretStore;
}
