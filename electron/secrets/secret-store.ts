// The SecretStore contract: API keys live only in the OS keychain, one account per provider id.
// Also the typed errors every implementation throws. Error messages never contain a secret value or account name.

export type { SecretStore } from '../shared/secret-store-port';

export type SecretStoreErrorKind = 'keychain_unavailable' | 'invalid_account' | 'invalid_secret_value';

/** Why the keychain could not be used; lets the UI pick a remedy and the glue decide on a fallback. */
export type KeychainFailure =
  | 'native_module' // keytar's native module is missing or built for another runtime
  | 'no_session_bus' // no D-Bus session bus to talk to (Linux)
  | 'no_secret_service' // a bus, but nothing provides org.freedesktop.secrets (Linux)
  | 'keyring_locked' // the keyring is locked, has no default collection, or a prompt was dismissed
  | 'timeout' // the keychain did not answer in time (often: waiting for an unlock prompt)
  | 'unexpected'; // anything else the OS keychain reported

export abstract class SecretStoreError extends Error {
  abstract readonly kind: SecretStoreErrorKind;
}

/** The OS keychain cannot be used. Hearth never falls back to plain text on its own. */
export class KeychainUnavailable extends SecretStoreError {
  readonly kind = 'keychain_unavailable' as const;
  override readonly name = 'KeychainUnavailable';
  constructor(
    readonly failure: KeychainFailure,
    message: string,
  ) {
    super(message);
  }
}

/** The account name is not a valid provider id. The name itself is never echoed (it might be a swapped-in key). */
export class InvalidSecretAccount extends SecretStoreError {
  readonly kind = 'invalid_account' as const;
  override readonly name = 'InvalidSecretAccount';
}

/** The value cannot be stored (empty, too large, NUL, not a string). The value is never echoed. */
export class InvalidSecretValue extends SecretStoreError {
  readonly kind = 'invalid_secret_value' as const;
  override readonly name = 'InvalidSecretValue';
}

export function isSecretStoreError(error: unknown): error is SecretStoreError {
  return error instanceof SecretStoreError;
}
