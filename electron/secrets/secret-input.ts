// Validation of account names and secret values before they reach the keychain.
// Failures throw typed errors whose messages describe the rule broken, never the offending input.
import { InvalidSecretAccount, InvalidSecretValue } from './secret-store';

export const SECRET_ACCOUNT_PATTERN = /^[a-z0-9._:-]{1,64}$/;
export const MAX_SECRET_VALUE_BYTES = 16 * 1024;
const LONE_SURROGATE = /\p{Cs}/u;

export function assertValidAccount(account: unknown): asserts account is string {
  if (typeof account !== 'string') {
    throw new InvalidSecretAccount(`Secret account name must be a string, got ${describeType(account)}.`);
  }
  if (SECRET_ACCOUNT_PATTERN.test(account)) return;
  const problem =
    account.length === 0
      ? 'it is empty'
      : account.length > 64
        ? `it has ${account.length} characters (at most 64)`
        : `it has ${account.length} characters and contains characters outside a-z 0-9 . _ : -`;
  throw new InvalidSecretAccount(`Secret account name must be a provider id matching [a-z0-9._:-]{1,64}; ${problem}.`);
}

export function assertValidSecretValue(value: unknown): asserts value is string {
  if (typeof value !== 'string') {
    throw new InvalidSecretValue(`Secret value must be a string, got ${describeType(value)}.`);
  }
  if (value.length === 0) throw new InvalidSecretValue('Secret value must not be empty.');
  if (value.includes('\0')) throw new InvalidSecretValue('Secret value must not contain NUL characters.');
  if (LONE_SURROGATE.test(value)) {
    throw new InvalidSecretValue('Secret value must be valid Unicode text (it contains a lone surrogate).');
  }
  const bytes = Buffer.byteLength(value, 'utf8');
  if (bytes > MAX_SECRET_VALUE_BYTES) {
    throw new InvalidSecretValue(
      `Secret value must be at most ${MAX_SECRET_VALUE_BYTES} bytes of UTF-8; it has ${bytes} bytes.`,
    );
  }
  if (value.trim().length === 0) throw new InvalidSecretValue('Secret value must not be only whitespace.');
}

function describeType(input: unknown): string {
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'an array';
  return typeof input;
}
