// The session-only SecretStore: same contract and validation as the keychain store, memory only, never printed.
import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { createSessionSecretStore } from '../../electron/secrets/session-secret-store';
import { InvalidSecretAccount, InvalidSecretValue } from '../../electron/secrets/secret-store';

describe('createSessionSecretStore', () => {
  it('sets, gets, overwrites, reports and deletes', async () => {
    const store = createSessionSecretStore();
    expect(await store.get('openai')).toBeNull();
    await store.set('openai', 'sk-session-1');
    await store.set('openai', 'sk-session-2');
    expect(await store.get('openai')).toBe('sk-session-2');
    expect(await store.has('openai')).toBe(true);
    expect(await store.delete('openai')).toBe(true);
    expect(await store.delete('openai')).toBe(false);
    expect(await store.has('openai')).toBe(false);
  });

  it('keeps each instance separate (nothing is shared or persisted)', async () => {
    const first = createSessionSecretStore();
    await first.set('openai', 'sk-only-here-123');
    expect(await createSessionSecretStore().get('openai')).toBeNull();
  });

  it('validates like the keychain store, without echoing the value', async () => {
    const store = createSessionSecretStore();
    await expect(store.set('Open AI', 'v')).rejects.toBeInstanceOf(InvalidSecretAccount);
    const error = await store.set('openai', 'secret\0value').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InvalidSecretValue);
    expect((error as Error).message).not.toContain('secret');
  });

  it('lists written values for redaction and never prints them', async () => {
    const store = createSessionSecretStore();
    await store.set('openai', 'sk-session-known-777');
    await store.set('openai', 'sk-session-known-888');
    expect(store.knownValues()).toEqual(['sk-session-known-777', 'sk-session-known-888']);
    const printed = `${String(store)} ${JSON.stringify(store)} ${inspect(store, { showHidden: true, depth: Infinity })}`;
    expect(printed).not.toContain('sk-session-known');
    expect(printed).toContain('session-only, 1 key(s)');
  });
});
