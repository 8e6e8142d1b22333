// A SecretStore that keeps keys encrypted with Electron's safeStorage in `<dataDir>/secrets.safe.json`.
// Used only when keytar cannot reach a keychain and safeStorage has a real OS backend (never Linux's basic_text).
import { mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { inspect } from 'node:util';
import type { SafeStorage } from 'electron';
import { createKnownSecretValues } from '../secrets/known-secret-values';
import { assertValidAccount, assertValidSecretValue } from '../secrets/secret-input';
import type { DrainableSecretStore } from '../secrets/move-keys-to-keychain';
import { KeychainUnavailable } from '../secrets/secret-store';

export type SafeStorageLike = Pick<
  SafeStorage,
  'isEncryptionAvailable' | 'encryptString' | 'decryptString' | 'getSelectedStorageBackend'
>;

/** The safeStorage backend name when it really protects data, else undefined (unavailable, or plain text on Linux). */
export function usableSafeStorageBackend(safeStorage: SafeStorageLike, platform: NodeJS.Platform): string | undefined {
  try {
    if (!safeStorage.isEncryptionAvailable()) return undefined;
    if (platform !== 'linux') return platform === 'darwin' ? 'macOS Keychain key' : 'Windows DPAPI';
    const backend = safeStorage.getSelectedStorageBackend();
    return backend === 'basic_text' || backend === 'unknown' ? undefined : backend;
  } catch {
    return undefined;
  }
}

type EncryptedFile = Record<string, string>;

export function createSafeStorageSecretStore(deps: {
  safeStorage: SafeStorageLike;
  file: string;
}): DrainableSecretStore {
  const { safeStorage, file } = deps;
  const known = createKnownSecretValues();

  function readAll(): EncryptedFile {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      return Object.create(null) as EncryptedFile;
    }
    try {
      const parsed = JSON.parse(text) as unknown;
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
        return Object.create(null) as EncryptedFile;
      const entries: EncryptedFile = Object.create(null) as EncryptedFile;
      for (const [account, encoded] of Object.entries(parsed))
        if (typeof encoded === 'string') entries[account] = encoded;
      return entries;
    } catch {
      return Object.create(null) as EncryptedFile;
    }
  }

  function writeAll(entries: EncryptedFile): void {
    const temporary = `${file}.${process.pid}.tmp`;
    try {
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(temporary, `${JSON.stringify(entries, null, 2)}\n`, { mode: 0o600 });
      renameSync(temporary, file);
    } catch (error) {
      throw new KeychainUnavailable(
        'unexpected',
        `The encrypted key file could not be written (${(error as NodeJS.ErrnoException).code ?? 'error'}).`,
      );
    }
  }

  function decrypt(encoded: string): string {
    try {
      return safeStorage.decryptString(Buffer.from(encoded, 'base64'));
    } catch {
      throw new KeychainUnavailable(
        'unexpected',
        'A stored key could not be decrypted (the OS key may have changed); enter it again.',
      );
    }
  }

  const describe = (): string => '[SecretStore safeStorage file]';
  return {
    async get(account) {
      assertValidAccount(account);
      const entries = readAll();
      if (!Object.hasOwn(entries, account)) return null;
      const encoded = entries[account] ?? '';
      const value = decrypt(encoded);
      known.remember(value);
      return value;
    },
    async set(account, value) {
      assertValidAccount(account);
      assertValidSecretValue(value);
      known.remember(value);
      let encrypted: Buffer;
      try {
        encrypted = safeStorage.encryptString(value);
      } catch {
        throw new KeychainUnavailable('unexpected', 'The key could not be encrypted by the operating system.');
      }
      const entries = readAll();
      entries[account] = encrypted.toString('base64');
      writeAll(entries);
    },
    async delete(account) {
      assertValidAccount(account);
      const entries = readAll();
      if (!Object.hasOwn(entries, account)) return false;
      delete entries[account];
      writeAll(entries);
      return true;
    },
    async has(account) {
      assertValidAccount(account);
      return Object.hasOwn(readAll(), account);
    },
    accounts: () => Object.keys(readAll()),
    wipe() {
      // Zeros over the old bytes first (they are encrypted, but need not linger), then the file goes.
      let size = 0;
      try {
        size = statSync(file).size;
      } catch {
        return;
      }
      writeFileSync(file, Buffer.alloc(size));
      rmSync(file, { force: true });
    },
    knownValues: () => known.values(),
    toString: describe,
    toJSON: describe,
    [inspect.custom]: describe,
  } as DrainableSecretStore;
}
