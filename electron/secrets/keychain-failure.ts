// Turns whatever keytar (or loading keytar) threw into a KeychainUnavailable with an actionable message.
// The original text is kept only as a redacted, shortened detail: it can never carry the secret being stored.
import { KeychainUnavailable, type KeychainFailure } from './secret-store';
import { redactSecrets } from '../shared/redaction/redact-text';

const MAX_DETAIL_LENGTH = 240;
const NO_PLAINTEXT = 'Hearth will not store keys in plain text.';

const FAILURE_SIGNS: ReadonlyArray<[KeychainFailure, RegExp]> = [
  [
    'native_module',
    /NODE_MODULE_VERSION|Cannot find (?:module|package)|ERR_MODULE_NOT_FOUND|ERR_DLOPEN|dlopen|invalid ELF|\.node\b/i,
  ],
  ['no_secret_service', /ServiceUnknown|org\.freedesktop\.secrets|not provided by any \.service files|NameHasNoOwner/i],
  ['keyring_locked', /collection|locked|unlock|prompt|dismiss|cancel|NoSuchObject/i],
  [
    'no_session_bus',
    /autolaunch|Could not connect|DBUS_SESSION_BUS_ADDRESS|bus address|DBus\.Error\.(?:NoServer|Disconnected|FileNotFound|NoSocket)/i,
  ],
];

export function classifyKeychainError(message: string): KeychainFailure {
  return FAILURE_SIGNS.find(([, sign]) => sign.test(message))?.[0] ?? 'unexpected';
}

/** What to tell the user for each failure, in the words of their platform. */
export function remedyFor(failure: KeychainFailure, platform: NodeJS.Platform): string {
  const store =
    platform === 'darwin' ? 'The macOS Keychain' : platform === 'win32' ? 'Windows Credential Manager' : null;
  switch (failure) {
    case 'native_module': {
      const fix =
        platform === 'linux' ? 'install libsecret-1, then run `npm rebuild keytar`' : 'run `npm rebuild keytar`';
      return `The keychain module (keytar) could not be loaded (${fix}); ${NO_PLAINTEXT}`;
    }
    case 'no_session_bus':
    case 'no_secret_service':
      return store
        ? `${store} is not reachable; ${NO_PLAINTEXT}`
        : `No Secret Service is reachable (install and unlock gnome-keyring or KWallet); ${NO_PLAINTEXT}`;
    case 'keyring_locked':
      return store
        ? `${store} is locked or refused access (unlock it and try again); ${NO_PLAINTEXT}`
        : 'The keyring is locked or has no default collection (unlock gnome-keyring or KWallet, e.g. by logging in ' +
            `to a desktop session); ${NO_PLAINTEXT}`;
    case 'timeout':
      return `The keychain did not answer in time (it may be waiting for an unlock prompt); ${NO_PLAINTEXT}`;
    case 'unexpected':
      return `The OS keychain reported an error; ${NO_PLAINTEXT}`;
  }
}

export interface KeychainErrorContext {
  readonly platform: NodeJS.Platform;
  /** Values that must not appear in the message (the value being stored, and every known secret). */
  readonly hide: readonly string[];
}

export function toKeychainUnavailable(error: unknown, context: KeychainErrorContext): KeychainUnavailable {
  if (error instanceof KeychainUnavailable) return error;
  const raw = error instanceof Error ? error.message : String(error);
  const failure = classifyKeychainError(raw);
  return keychainUnavailable(failure, raw, context);
}

export function keychainUnavailable(
  failure: KeychainFailure,
  rawDetail: string,
  context: KeychainErrorContext,
): KeychainUnavailable {
  const detail = shorten(redactSecrets(rawDetail, context.hide).replace(/\s+/g, ' ').trim());
  const message = detail ? `${remedyFor(failure, context.platform)} (${detail})` : remedyFor(failure, context.platform);
  return new KeychainUnavailable(failure, message);
}

function shorten(text: string): string {
  return text.length > MAX_DETAIL_LENGTH ? `${text.slice(0, MAX_DETAIL_LENGTH - 1)}…` : text;
}
