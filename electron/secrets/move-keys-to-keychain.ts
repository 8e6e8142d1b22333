// Moves keys that were saved to a fallback file (while no keychain existed) into the OS keychain once it answers:
// each key is written, read back and only then removed from the file; an emptied file is wiped. Nothing is lost:
// a key that cannot move stays in the file, and the reason (never the key or its account) is reported.
import type { SecretStore } from './secret-store';

/** A fallback store that can list what it holds and be erased (the safeStorage file in the app). */
export interface DrainableSecretStore extends SecretStore {
  accounts: () => string[];
  /** Overwrites and removes the backing file; called only once it holds no key. */
  wipe: () => void;
}

export type KeyMoveResult =
  | { outcome: 'nothing_to_move' }
  | { outcome: 'keychain_unavailable'; reason: string }
  | { outcome: 'moved'; moved: number; kept: number; wiped: boolean; problems: string[] };

const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : 'unknown error');

export async function moveKeysToKeychain(deps: {
  fallback: DrainableSecretStore;
  keychain: SecretStore;
}): Promise<KeyMoveResult> {
  const { fallback, keychain } = deps;
  const accounts = fallback.accounts();
  if (accounts.length === 0) return { outcome: 'nothing_to_move' };
  // One read answers whether a keychain is there at all (keytar throws KeychainUnavailable when it is not).
  try {
    await keychain.has(accounts[0] as string);
  } catch (error) {
    return { outcome: 'keychain_unavailable', reason: reasonOf(error) };
  }
  let moved = 0;
  const problems: string[] = [];
  for (const [index, account] of accounts.entries()) {
    try {
      const value = await fallback.get(account);
      if (value === null) continue;
      // The file's key is the newer one: it was saved while the keychain could not be reached.
      await keychain.set(account, value);
      if ((await keychain.get(account)) !== value) throw new Error('the keychain returned a different value');
      await fallback.delete(account);
      moved += 1;
    } catch (error) {
      problems.push(`key ${index + 1} of ${accounts.length} stays in the file: ${reasonOf(error)}`);
    }
  }
  const kept = fallback.accounts().length;
  let wiped = false;
  if (kept === 0) {
    try {
      fallback.wipe();
      wiped = true;
    } catch (error) {
      problems.push(`the emptied file could not be removed: ${reasonOf(error)}`);
    }
  }
  return { outcome: 'moved', moved, kept, wiped, problems };
}
