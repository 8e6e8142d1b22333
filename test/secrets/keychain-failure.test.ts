// Mapping keychain errors to KeychainUnavailable: the messages libsecret and Node really produce, per-platform
// remedies, and that a detail which somehow contains a secret is redacted before it reaches the message.
import { describe, expect, it } from 'vitest';
import { classifyKeychainError, remedyFor, toKeychainUnavailable } from '../../electron/secrets/keychain-failure';
import { KeychainUnavailable, type KeychainFailure } from '../../electron/secrets/secret-store';

describe('classifyKeychainError', () => {
  it.each<[string, KeychainFailure]>([
    ['Cannot autolaunch D-Bus without X11 $DISPLAY', 'no_session_bus'],
    ['Could not connect: No such file or directory', 'no_session_bus'],
    [
      'GDBus.Error:org.freedesktop.DBus.Error.ServiceUnknown: The name org.freedesktop.secrets was not provided by any .service files',
      'no_secret_service',
    ],
    ['Object does not exist at path “/org/freedesktop/secrets/collection/login”', 'keyring_locked'],
    [
      'GDBus.Error:org.freedesktop.Secret.Error.IsLocked: Cannot create an item in a locked collection',
      'keyring_locked',
    ],
    ['The module was compiled against a different Node.js version using NODE_MODULE_VERSION 115.', 'native_module'],
    ["Cannot find package 'keytar' imported from /app/out/main/index.js", 'native_module'],
    ['Something nobody expected', 'unexpected'],
  ])('%s → %s', (message, failure) => {
    expect(classifyKeychainError(message)).toBe(failure);
  });
});

describe('remedyFor', () => {
  it('names the Linux fix and refuses plain text', () => {
    expect(remedyFor('no_secret_service', 'linux')).toBe(
      'No Secret Service is reachable (install and unlock gnome-keyring or KWallet); Hearth will not store keys in plain text.',
    );
    expect(remedyFor('native_module', 'linux')).toMatch(/libsecret-1.*npm rebuild keytar/);
  });

  it('speaks of the platform keychain on macOS and Windows', () => {
    expect(remedyFor('no_session_bus', 'darwin')).toMatch(/^The macOS Keychain is not reachable/);
    expect(remedyFor('keyring_locked', 'win32')).toMatch(/^Windows Credential Manager is locked/);
  });

  it('has a message ending in the no-plaintext promise for every failure', () => {
    const failures: KeychainFailure[] = [
      'native_module',
      'no_session_bus',
      'no_secret_service',
      'keyring_locked',
      'timeout',
      'unexpected',
    ];
    for (const failure of failures)
      expect(remedyFor(failure, 'linux')).toMatch(/Hearth will not store keys in plain text\.$/);
  });
});

describe('toKeychainUnavailable', () => {
  it('keeps a short, redacted detail and never the hidden values', () => {
    const secret = 'correct horse battery staple 42';
    const raw = new Error(
      `Cannot create an item in a locked collection for "${secret}" token=ghp_Zx81Qw7TmnB3kLp0Vr5s2Yc9Hd4Fg6JaK1mN`,
    );
    const error = toKeychainUnavailable(raw, { platform: 'linux', hide: [secret] });
    expect(error).toBeInstanceOf(KeychainUnavailable);
    expect(error.failure).toBe('keyring_locked');
    expect(error.message).toContain('Cannot create an item in a locked collection');
    expect(error.message).not.toContain(secret);
    expect(error.message).not.toContain('ghp_Zx81');
  });

  it('shortens a huge detail and passes an existing KeychainUnavailable through', () => {
    const long = toKeychainUnavailable(new Error(`Could not connect: ${'x'.repeat(5_000)}`), {
      platform: 'linux',
      hide: [],
    });
    expect(long.message.length).toBeLessThan(500);
    expect(toKeychainUnavailable(long, { platform: 'linux', hide: [] })).toBe(long);
  });
});
