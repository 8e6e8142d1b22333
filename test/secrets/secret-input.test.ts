// Account-name and secret-value validation: the rules, and that error messages never echo the rejected input.
import { describe, expect, it } from 'vitest';
import {
  assertValidAccount,
  assertValidSecretValue,
  MAX_SECRET_VALUE_BYTES,
} from '../../electron/secrets/secret-input';
import { InvalidSecretAccount, InvalidSecretValue, isSecretStoreError } from '../../electron/secrets/secret-store';

function thrown(action: () => void): Error {
  try {
    action();
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a throw');
}

describe('assertValidAccount', () => {
  it.each(['openai', 'ollama', 'openrouter.main', 'provider:lm-studio_2', 'a', 'x'.repeat(64)])(
    'accepts %s',
    (name) => {
      expect(() => assertValidAccount(name)).not.toThrow();
    },
  );

  it.each([
    ['empty', ''],
    ['uppercase', 'OpenAI'],
    ['a space', 'open ai'],
    ['a slash', 'a/b'],
    ['65 characters', 'x'.repeat(65)],
    ['unicode', 'clé'],
    ['a NUL', 'a\0b'],
  ])('rejects a name with %s, without echoing it', (_label, name) => {
    const error = thrown(() => assertValidAccount(name));
    expect(error).toBeInstanceOf(InvalidSecretAccount);
    expect(isSecretStoreError(error)).toBe(true);
    expect((error as InvalidSecretAccount).kind).toBe('invalid_account');
    expect(error.message).toMatch(/\[a-z0-9\._:-\]\{1,64\}/);
    if (name.length > 1) expect(error.message).not.toContain(name);
  });

  it('does not leak an API key passed as the account name by mistake', () => {
    const key = 'sk-proj-Zx81Qw7TmnB3kLp0Vr5s2Yc9Hd4Fg6Ja';
    const error = thrown(() => assertValidAccount(key));
    expect(error).toBeInstanceOf(InvalidSecretAccount);
    expect(error.message).not.toContain(key);
    expect(error.message).not.toContain('Zx81');
  });

  it.each([[undefined], [null], [42], [{ toString: () => 'openai' }], [['openai']]])(
    'rejects non-string %j',
    (name) => {
      const error = thrown(() => assertValidAccount(name));
      expect(error).toBeInstanceOf(InvalidSecretAccount);
      expect(error.message).toMatch(/must be a string/);
    },
  );
});

describe('assertValidSecretValue', () => {
  it.each(['sk-abc', 'clé-секрет-鍵-🔑', 'a'.repeat(MAX_SECRET_VALUE_BYTES), ' padded key '])(
    'accepts a valid value (%#)',
    (value) => {
      expect(() => assertValidSecretValue(value)).not.toThrow();
    },
  );

  const secretish = 'hunter2-very-secret-value';
  it.each([
    ['empty', '', /must not be empty/],
    ['whitespace only', ' \n\t ', /whitespace/],
    ['a NUL byte', `${secretish}\0tail`, /NUL/],
    ['a lone surrogate', `${secretish}\ud800`, /valid Unicode/],
    ['16 KiB + 1 byte', `${secretish}${'b'.repeat(MAX_SECRET_VALUE_BYTES)}`, /at most 16384 bytes/],
    ['16 KiB of 2-byte characters', 'é'.repeat(MAX_SECRET_VALUE_BYTES / 2 + 1), /at most 16384 bytes/],
  ])('rejects %s with a typed error that does not contain the value', (_label, value, message) => {
    const error = thrown(() => assertValidSecretValue(value));
    expect(error).toBeInstanceOf(InvalidSecretValue);
    expect((error as InvalidSecretValue).kind).toBe('invalid_secret_value');
    expect(error.message).toMatch(message);
    expect(error.message).not.toContain(secretish);
    expect(error.message).not.toContain('hunter2');
  });

  it.each([[undefined], [null], [123], [Buffer.from('sk-abc')]])('rejects non-string %#', (value) => {
    expect(thrown(() => assertValidSecretValue(value))).toBeInstanceOf(InvalidSecretValue);
  });
});
