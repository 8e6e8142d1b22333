// A SecretStore that keeps keys in memory for this run of the app only (never on disk), for when the user declines
// to store a key while no OS keychain is available. Same validation, typed errors and redaction list as the keychain.
import { inspect } from 'node:util';
import { createKnownSecretValues } from './known-secret-values';
import { assertValidAccount, assertValidSecretValue } from './secret-input';
import type { SecretStore } from './secret-store';

export function createSessionSecretStore(): SecretStore {
  const values = new Map<string, string>();
  const known = createKnownSecretValues();
  const describe = (): string => `[SecretStore session-only, ${values.size} key(s)]`;
  return {
    async get(account) {
      assertValidAccount(account);
      return values.get(account) ?? null;
    },
    async set(account, value) {
      assertValidAccount(account);
      assertValidSecretValue(value);
      known.remember(value);
      values.set(account, value);
    },
    async delete(account) {
      assertValidAccount(account);
      return values.delete(account);
    },
    async has(account) {
      assertValidAccount(account);
      return values.has(account);
    },
    knownValues: () => known.values(),
    toString: describe,
    toJSON: describe,
    [inspect.custom]: describe,
  } as SecretStore;
}
