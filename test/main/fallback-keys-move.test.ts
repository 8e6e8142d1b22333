// Keys saved to the encrypted fallback file while no keychain existed move into the real keychain (gnome-keyring under
// D-Bus, run with test/support/with-keyring.sh) once it answers: read back, removed from the file, the file wiped.
// A key that cannot move stays in the file, and a missing keychain leaves the file untouched.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { afterEach, expect, it } from 'vitest';
import { createSafeStorageSecretStore, type SafeStorageLike } from '../../electron/main/safe-storage-secret-store';
import { noticeText } from '../../electron/main/notice-text';
import { keyMoveNotice, moveFileKeysToKeychain, safeStorageFile } from '../../electron/main/secret-backend';
import { createKeytarSecretStore, type KeytarLike } from '../../electron/secrets/keytar-secret-store';
import { createFakeSafeStorage } from '../support/fake-electron';
import { describeWithFacility } from '../support/requirements';
import { createTempDirs } from '../support/temp-dir';

const temp = createTempDirs();
const service = `HearthTest-${randomBytes(4).toString('hex')}`;
const keychain = createKeytarSecretStore({ service, timeoutMs: 10_000 });
const accounts = { openai: 'openai', brave: 'web.brave' };
const keys = { openai: `sk-proj-${randomBytes(12).toString('hex')}`, brave: `BSA${randomBytes(12).toString('hex')}` };
const safeStorage = createFakeSafeStorage({
  available: true,
  backend: 'gnome_libsecret',
}) as unknown as SafeStorageLike;

afterEach(async () => {
  temp.cleanup();
  for (const account of Object.values(accounts)) await keychain.delete(account).catch(() => false);
});

/** A data folder whose encrypted file holds the two keys, as an earlier run without a keychain left it. */
async function dataDirWithFileKeys(): Promise<string> {
  const dataDir = temp.make('key-move');
  const file = createSafeStorageSecretStore({ safeStorage, file: safeStorageFile(dataDir) });
  await file.set(accounts.openai, keys.openai);
  await file.set(accounts.brave, keys.brave);
  return dataDir;
}

describeWithFacility('keychain', 'fallback file keys move to the keychain', () => {
  it('moves every key, reads each back from the keychain, and wipes the file', async () => {
    const dataDir = await dataDirWithFileKeys();
    expect(await keychain.get(accounts.openai)).toBeNull();

    const result = await moveFileKeysToKeychain({ keychain, safeStorage, platform: 'linux', dataDir });

    expect(result).toEqual({ outcome: 'moved', moved: 2, kept: 0, wiped: true, problems: [] });
    expect(existsSync(safeStorageFile(dataDir))).toBe(false);
    // A fresh keytar store (no cache) reads them from gnome-keyring.
    const reader = createKeytarSecretStore({ service, timeoutMs: 10_000 });
    expect(await reader.get(accounts.openai)).toBe(keys.openai);
    expect(await reader.get(accounts.brave)).toBe(keys.brave);
    expect(keyMoveNotice(result)).toEqual({
      level: 'info',
      message: expect.stringContaining('2 API keys moved into it') as string,
    });
    // A second start finds nothing to move.
    expect(await moveFileKeysToKeychain({ keychain, safeStorage, platform: 'linux', dataDir })).toEqual({
      outcome: 'nothing_to_move',
    });
  });

  it('keeps a key it cannot decrypt in the file (and says so without the key), moving the others', async () => {
    const dataDir = await dataDirWithFileKeys();
    const file = safeStorageFile(dataDir);
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    stored[accounts.brave] = Buffer.from('not what safeStorage wrote').toString('base64');
    writeFileSync(file, JSON.stringify(stored));

    const result = await moveFileKeysToKeychain({ keychain, safeStorage, platform: 'linux', dataDir });

    expect(result).toMatchObject({ outcome: 'moved', moved: 1, kept: 1, wiped: false });
    expect(Object.keys(JSON.parse(readFileSync(file, 'utf8')) as object)).toEqual([accounts.brave]);
    expect(await keychain.get(accounts.openai)).toBe(keys.openai);
    expect(await keychain.get(accounts.brave)).toBeNull();
    const notice = keyMoveNotice(result);
    expect(notice?.level).toBe('warning');
    expect(notice?.message).toContain('1 API key stayed in the encrypted file');
    // Said in the UI's language, the keys counted in its words; the reason stays the core's.
    expect(keyMoveNotice(result, noticeText('ko'))?.message).toMatch(
      /^API 키 1개를 시스템 키체인으로 옮겼고, API 키 1개는 .+\(.+\)\.$/,
    );
    expect(JSON.stringify(result)).not.toContain(keys.openai);
  });
});

it('leaves the file untouched while there is still no keychain', async () => {
  const dataDir = await dataDirWithFileKeys();
  const before = readFileSync(safeStorageFile(dataDir), 'utf8');
  const missing = new Error('The name org.freedesktop.secrets was not provided by any .service files');
  const noSecretService: KeytarLike = {
    getPassword: () => Promise.reject(missing),
    setPassword: () => Promise.reject(missing),
    deletePassword: () => Promise.reject(missing),
  };
  const result = await moveFileKeysToKeychain({
    keychain: createKeytarSecretStore({ keytar: noSecretService, platform: 'linux' }),
    safeStorage,
    platform: 'linux',
    dataDir,
  });
  expect(result.outcome).toBe('keychain_unavailable');
  expect(readFileSync(safeStorageFile(dataDir), 'utf8')).toBe(before);
  expect(keyMoveNotice(result)).toBeNull();
});
