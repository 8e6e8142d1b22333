// Where API keys live in the desktop app: the keychain through keytar; when keytar finds no keychain at all, an
// encrypted file via safeStorage if its backend is real (never Linux's basic_text), else memory for this run only.
// Transient keychain failures are reported, not papered over. The settings screen is told which one is in use.
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createFallbackSecretStore, isStructuralKeychainFailure } from '../../electron/main/fallback-secret-store';
import {
  createSafeStorageSecretStore,
  usableSafeStorageBackend,
  type SafeStorageLike,
} from '../../electron/main/safe-storage-secret-store';
import {
  chooseSecretFallback,
  createAppSecretStore,
  SESSION_ONLY_LABEL,
  secretFallbackNotice,
} from '../../electron/main/secret-backend';
import { createKeytarSecretStore, type KeytarLike } from '../../electron/secrets/keytar-secret-store';
import { createSessionSecretStore } from '../../electron/secrets/session-secret-store';
import { KeychainUnavailable } from '../../electron/secrets/secret-store';
import { createFakeSafeStorage } from '../support/fake-electron';
import { createTempDirs } from '../support/temp-dir';

const temp = createTempDirs();
afterEach(() => temp.cleanup());

const KEY = 'sk-proj-Z3xY8wV1uT6sR4qP';

/** keytar whose calls fail the way libsecret does when nobody provides org.freedesktop.secrets. */
const noSecretService: KeytarLike = {
  getPassword: () =>
    Promise.reject(new Error('The name org.freedesktop.secrets was not provided by any .service files')),
  setPassword: () =>
    Promise.reject(new Error('The name org.freedesktop.secrets was not provided by any .service files')),
  deletePassword: () =>
    Promise.reject(new Error('The name org.freedesktop.secrets was not provided by any .service files')),
};
const lockedKeyring: KeytarLike = {
  getPassword: () => Promise.reject(new Error('Cannot create an item in a locked collection')),
  setPassword: () => Promise.reject(new Error('Cannot create an item in a locked collection')),
  deletePassword: () => Promise.reject(new Error('Cannot create an item in a locked collection')),
};
const safe = (available: boolean, backend: string) =>
  createFakeSafeStorage({ available, backend }) as unknown as SafeStorageLike;

describe('choosing the fallback', () => {
  it('uses safeStorage only with a real backend; basic_text, unknown or unavailable mean this-run-only', () => {
    expect(usableSafeStorageBackend(safe(true, 'gnome_libsecret'), 'linux')).toBe('gnome_libsecret');
    expect(usableSafeStorageBackend(safe(true, 'kwallet5'), 'linux')).toBe('kwallet5');
    expect(usableSafeStorageBackend(safe(true, 'basic_text'), 'linux')).toBeUndefined();
    expect(usableSafeStorageBackend(safe(true, 'unknown'), 'linux')).toBeUndefined();
    expect(usableSafeStorageBackend(safe(false, 'gnome_libsecret'), 'linux')).toBeUndefined();
    expect(usableSafeStorageBackend(safe(true, 'basic_text'), 'darwin')).toBe('macOS Keychain key');
    const dataDir = temp.make('choice');
    expect(chooseSecretFallback({ safeStorage: safe(true, 'kwallet6'), platform: 'linux', dataDir })).toMatchObject({
      kind: 'safe-storage',
      label: expect.stringContaining('kwallet6'),
    });
    expect(chooseSecretFallback({ safeStorage: safe(true, 'basic_text'), platform: 'linux', dataDir })).toMatchObject({
      kind: 'session',
      label: SESSION_ONLY_LABEL,
    });
  });

  it('treats only "there is no keychain" failures as structural', () => {
    expect(isStructuralKeychainFailure(new KeychainUnavailable('no_secret_service', 'x'))).toBe(true);
    expect(isStructuralKeychainFailure(new KeychainUnavailable('native_module', 'x'))).toBe(true);
    expect(isStructuralKeychainFailure(new KeychainUnavailable('no_session_bus', 'x'))).toBe(true);
    expect(isStructuralKeychainFailure(new KeychainUnavailable('keyring_locked', 'x'))).toBe(false);
    expect(isStructuralKeychainFailure(new KeychainUnavailable('timeout', 'x'))).toBe(false);
    expect(isStructuralKeychainFailure(new Error('x'))).toBe(false);
  });
});

describe('the app secret store', () => {
  it('keeps using the keychain while it works', async () => {
    const values = new Map<string, string>();
    const keychain = createKeytarSecretStore({
      keytar: {
        getPassword: async (_service, account) => values.get(account) ?? null,
        setPassword: async (_service, account, value) => void values.set(account, value),
        deletePassword: async (_service, account) => values.delete(account),
      },
    });
    let fellBack = false;
    const store = createAppSecretStore({
      keychain,
      safeStorage: safe(true, 'gnome_libsecret'),
      platform: 'linux',
      dataDir: temp.make('k'),
      onFallback: () => (fellBack = true),
    });
    await store.set('openai', KEY);
    expect(await store.get('openai')).toBe(KEY);
    expect(store.kind()).toBe('keychain');
    expect(store.backend()).toBe('system keychain');
    expect(fellBack).toBe(false);
  });

  it('falls back to an encrypted safeStorage file when no Secret Service exists, once, and says so', async () => {
    const dataDir = temp.make('safe');
    const choices: string[] = [];
    const store = createAppSecretStore({
      keychain: createKeytarSecretStore({ keytar: noSecretService }),
      safeStorage: safe(true, 'gnome_libsecret'),
      platform: 'linux',
      dataDir,
      onFallback: (choice) => choices.push(secretFallbackNotice(choice)),
    });
    expect(await store.has('openai')).toBe(false);
    await store.set('openai', KEY);
    expect(await store.get('openai')).toBe(KEY);
    expect(store.kind()).toBe('safe-storage');
    expect(store.backend()).toMatch(/encrypted file .*gnome_libsecret/);
    expect(choices).toHaveLength(1);
    const file = join(dataDir, 'secrets.safe.json');
    expect(readFileSync(file, 'utf8')).not.toContain(KEY);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(store.knownValues()).toContain(KEY);
    expect(await store.delete('openai')).toBe(true);
    expect(await store.has('openai')).toBe(false);
  });

  it('keeps keys in memory for this run only when safeStorage would be plain text, and tells the user', async () => {
    const dataDir = temp.make('session');
    const notices: string[] = [];
    const store = createAppSecretStore({
      keychain: createKeytarSecretStore({ loadKeytar: () => Promise.reject(new Error('Cannot find module keytar')) }),
      safeStorage: safe(true, 'basic_text'),
      platform: 'linux',
      dataDir,
      onFallback: (choice) => notices.push(secretFallbackNotice(choice)),
    });
    await store.set('openrouter', KEY);
    expect(await store.get('openrouter')).toBe(KEY);
    expect(store.kind()).toBe('session');
    expect(store.backend()).toBe(SESSION_ONLY_LABEL);
    expect(notices).toEqual([expect.stringMatching(/kept only until Hearth quits/)]);
    expect(() => statSync(join(dataDir, 'secrets.safe.json'))).toThrow();
  });

  it('reports a locked keyring instead of silently moving keys elsewhere', async () => {
    const store = createFallbackSecretStore({
      keychain: createKeytarSecretStore({ keytar: lockedKeyring }),
      chooseFallback: () => ({ kind: 'session', store: createSessionSecretStore(), label: SESSION_ONLY_LABEL }),
    });
    await expect(store.set('openai', KEY)).rejects.toMatchObject({
      name: 'KeychainUnavailable',
      failure: 'keyring_locked',
    });
    expect(store.kind()).toBe('keychain');
  });
});

describe('safeStorage file store', () => {
  it('round-trips keys, survives a restart, and ignores prototype tricks in the file', async () => {
    const file = join(temp.make('file'), 'secrets.safe.json');
    const safeStorage = safe(true, 'kwallet5');
    await createSafeStorageSecretStore({ safeStorage, file }).set('ollama', KEY);
    const reopened = createSafeStorageSecretStore({ safeStorage, file });
    expect(await reopened.get('ollama')).toBe(KEY);
    expect(await reopened.has('__proto__')).toBe(false);
    expect(await reopened.get('__proto__')).toBeNull();
    expect(await reopened.get('constructor')).toBeNull();
  });

  it('says a key cannot be decrypted (never what it was), and treats a corrupt file as empty', async () => {
    const file = join(temp.make('file'), 'secrets.safe.json');
    writeFileSync(file, JSON.stringify({ openai: Buffer.from('garbage').toString('base64') }));
    const store = createSafeStorageSecretStore({ safeStorage: safe(true, 'kwallet5'), file });
    await expect(store.get('openai')).rejects.toThrow(/could not be decrypted/);
    writeFileSync(file, '{ broken');
    expect(await store.has('openai')).toBe(false);
    await store.set('openai', KEY);
    expect(await store.get('openai')).toBe(KEY);
  });
});
