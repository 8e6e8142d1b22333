// The keytar SecretStore against the real OS keychain (gnome-keyring over D-Bus in CI, via
// test/support/with-keyring.sh): round trips, overwrite, unicode, persistence across instances, libsecret interop,
// typed input errors, no leaks.
import { execFile } from 'node:child_process';
import { inspect, promisify } from 'node:util';
import { afterAll, expect, it } from 'vitest';
import { createKeytarSecretStore } from '../../electron/secrets/keytar-secret-store';
import { MAX_SECRET_VALUE_BYTES } from '../../electron/secrets/secret-input';
import { InvalidSecretAccount, InvalidSecretValue } from '../../electron/secrets/secret-store';
import { secretToolLookup, throwawayAccount } from '../support/keyring';
import { describeWithFacility } from '../support/requirements';

const run = promisify(execFile);
const onLinux = process.platform === 'linux';

describeWithFacility('keychain', 'keytar SecretStore on the real OS keychain', () => {
  const store = createKeytarSecretStore();
  const used: string[] = [];
  const account = (label: string): string => {
    const name = throwawayAccount(label);
    used.push(name);
    return name;
  };
  afterAll(async () => {
    for (const name of used) await store.delete(name).catch(() => false);
  });

  it('sets, gets, reports and deletes a value', async () => {
    const name = account('roundtrip');
    const value = 'sk-proj-roundtrip-Zq8vR2mK7xW3pL9cT4nB6hY1';
    await store.set(name, value);
    expect(await store.get(name)).toBe(value);
    expect(await store.has(name)).toBe(true);
    expect(await store.delete(name)).toBe(true);
    expect(await store.get(name)).toBeNull();
    expect(await store.has(name)).toBe(false);
  });

  it('answers null / false for an account that was never set', async () => {
    const name = account('never-set');
    expect(await store.get(name)).toBeNull();
    expect(await store.has(name)).toBe(false);
    expect(await store.delete(name)).toBe(false);
  });

  it('overwrites a value in place', async () => {
    const name = account('overwrite');
    await store.set(name, 'first-value-111');
    await store.set(name, 'second-value-222');
    expect(await store.get(name)).toBe('second-value-222');
  });

  it.each([
    ['unicode', 'clé-секрет-鍵-🔑-ﷺ'],
    ['surrounding spaces and newlines', '  line one\nline two  '],
    ['quotes and shell characters', `it's "quoted" $HOME \`tick\` ; rm -rf /`],
    ['the maximum size', 'k'.repeat(MAX_SECRET_VALUE_BYTES)],
  ])('stores %s exactly', async (_label, value) => {
    const name = account('exact');
    await store.set(name, value);
    expect(await store.get(name)).toBe(value);
  });

  it('keeps the value in the keychain, not in memory: a new store instance reads it', async () => {
    const name = account('persist');
    await store.set(name, 'persisted-value-42');
    const restarted = createKeytarSecretStore();
    expect(await restarted.get(name)).toBe('persisted-value-42');
    expect(await createKeytarSecretStore({ service: 'Hearth.other-service' }).get(name)).toBeNull();
  });

  it.runIf(onLinux)('writes to the Secret Service itself: secret-tool finds it under service Hearth', async () => {
    const name = account('secret-tool');
    await store.set(name, 'visible-to-libsecret-7');
    expect(await secretToolLookup('Hearth', name)).toBe('visible-to-libsecret-7');
    await store.delete(name);
    expect(await secretToolLookup('Hearth', name)).toBeNull();
  });

  it.runIf(onLinux)("reads an entry another libsecret client stored under keytar's schema", async () => {
    // keytar searches with schema org.freedesktop.Secret.Generic, so a hand-made entry needs that xdg:schema attribute.
    const name = account('interop');
    const attributes = ['xdg:schema', 'org.freedesktop.Secret.Generic', 'service', 'Hearth', 'account', name];
    const child = run('secret-tool', ['store', '--label=Hearth test', ...attributes]);
    child.child.stdin?.end('stored-by-secret-tool-9');
    await child;
    expect(await store.get(name)).toBe('stored-by-secret-tool-9');
  });

  it('rejects bad account names and values with typed errors, before touching the keychain', async () => {
    const value = 'sk-never-stored-Zq8vR2mK7xW3pL9c';
    for (const bad of ['', 'Has Capitals', 'a/b', 'x'.repeat(65), value]) {
      const error = await store.set(bad, value).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(InvalidSecretAccount);
      expect((error as Error).message).not.toContain(value);
    }
    const name = account('bad-value');
    for (const bad of ['', 'nul\0inside-secret', 'x'.repeat(MAX_SECRET_VALUE_BYTES + 1)]) {
      const error = await store.set(name, bad).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(InvalidSecretValue);
      if (bad) expect((error as Error).message).not.toContain(bad.slice(0, 12));
    }
    expect(await store.has(name)).toBe(false);
    await expect(store.get('Bad Name')).rejects.toBeInstanceOf(InvalidSecretAccount);
    await expect(store.delete('../etc')).rejects.toBeInstanceOf(InvalidSecretAccount);
  });

  it('remembers values it read or wrote for redaction, and never shows them when printed', async () => {
    const fresh = createKeytarSecretStore();
    const name = account('known');
    await fresh.set(name, 'written-secret-value-1');
    await createKeytarSecretStore().set(account('known-other'), 'other-process-value-2');
    expect(fresh.knownValues()).toEqual(['written-secret-value-1']);
    const reader = createKeytarSecretStore();
    await reader.get(name);
    expect(reader.knownValues()).toEqual(['written-secret-value-1']);
    expect(Object.isFrozen(reader.knownValues())).toBe(true);
    const printed = [
      String(fresh),
      JSON.stringify(fresh),
      JSON.stringify({ fresh }),
      inspect(fresh, { showHidden: true, depth: Infinity, getters: true }),
      Object.keys(fresh).join(','),
    ].join('\n');
    expect(printed).not.toContain('written-secret-value-1');
    expect(printed).toContain('[SecretStore keytar service=Hearth]');
  });
});
