// Chooses where API keys live when the OS keychain is missing: safeStorage (encrypted file) when its backend is a
// real one, else memory for this run only. Builds the app's SecretStore around keytar with that fallback.
import { join } from 'node:path';
import { createSessionSecretStore } from '../secrets/session-secret-store';
import type { SecretStore } from '../secrets/secret-store';
import { createFallbackSecretStore, type FallbackSecretStore, type SecretBackendChoice } from './fallback-secret-store';
import {
  createSafeStorageSecretStore,
  usableSafeStorageBackend,
  type SafeStorageLike,
} from './safe-storage-secret-store';

export const SESSION_ONLY_LABEL = 'this run only (no system keychain found; keys are forgotten when Hearth quits)';

export function chooseSecretFallback(deps: {
  safeStorage: SafeStorageLike;
  platform: NodeJS.Platform;
  dataDir: string;
}): SecretBackendChoice {
  const backend = usableSafeStorageBackend(deps.safeStorage, deps.platform);
  if (backend) {
    return {
      kind: 'safe-storage',
      store: createSafeStorageSecretStore({
        safeStorage: deps.safeStorage,
        file: join(deps.dataDir, 'secrets.safe.json'),
      }),
      label: `encrypted file in the data folder (Electron safeStorage: ${backend})`,
    };
  }
  return { kind: 'session', store: createSessionSecretStore(), label: SESSION_ONLY_LABEL };
}

export function createAppSecretStore(deps: {
  keychain: SecretStore;
  safeStorage: SafeStorageLike;
  platform: NodeJS.Platform;
  dataDir: string;
  onFallback?: (choice: SecretBackendChoice) => void;
}): FallbackSecretStore {
  return createFallbackSecretStore({
    keychain: deps.keychain,
    chooseFallback: () => chooseSecretFallback(deps),
    onFallback: (choice) => deps.onFallback?.(choice),
  });
}

/** The sentence the user reads when keys cannot be kept in a keychain. */
export function secretFallbackNotice(choice: SecretBackendChoice): string {
  return choice.kind === 'session'
    ? 'No system keychain was found, so API keys you enter are kept only until Hearth quits. Install a keyring (e.g. gnome-keyring) to keep them.'
    : `No system keychain was found through keytar, so API keys are kept in an ${choice.label}.`;
}
