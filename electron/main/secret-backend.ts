// Chooses where API keys live when the OS keychain is missing: safeStorage (encrypted file) when its backend is a
// real one, else memory for this run only. Builds the app's SecretStore around keytar with that fallback.
import { join } from 'node:path';
import { existsSync } from 'node:fs';
import { moveKeysToKeychain, type KeyMoveResult } from '../secrets/move-keys-to-keychain';
import { createSessionSecretStore } from '../secrets/session-secret-store';
import type { SecretStore } from '../secrets/secret-store';
import { noticeText, type NoticeText } from './notice-text';
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
        file: safeStorageFile(deps.dataDir),
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

/** The encrypted fallback file of a data folder. */
export const safeStorageFile = (dataDir: string): string => join(dataDir, 'secrets.safe.json');

/**
 * At start: keys an earlier run saved to the encrypted file (no keychain then) move into the keychain when it answers
 * now; the emptied file is wiped. Without the file, or without safeStorage to decrypt it, nothing happens.
 */
export async function moveFileKeysToKeychain(deps: {
  keychain: SecretStore;
  safeStorage: SafeStorageLike;
  platform: NodeJS.Platform;
  dataDir: string;
}): Promise<KeyMoveResult> {
  const file = safeStorageFile(deps.dataDir);
  if (!existsSync(file)) return { outcome: 'nothing_to_move' };
  if (!usableSafeStorageBackend(deps.safeStorage, deps.platform))
    return {
      outcome: 'keychain_unavailable',
      reason: 'the encrypted key file cannot be decrypted here (no safeStorage)',
    };
  const fallback = createSafeStorageSecretStore({ safeStorage: deps.safeStorage, file });
  return moveKeysToKeychain({ fallback, keychain: deps.keychain });
}

/** What the person is told after a move (in main's notice language), or null when nothing moved and nothing failed. */
export function keyMoveNotice(
  result: KeyMoveResult,
  text: Pick<NoticeText, 'keysMoved'> = noticeText('en'),
): { level: 'info' | 'warning'; message: string } | null {
  if (result.outcome !== 'moved') return null;
  const level = result.kept === 0 && result.problems.length === 0 ? 'info' : 'warning';
  return { level, message: text.keysMoved(result.moved, result.kept, result.problems) };
}
