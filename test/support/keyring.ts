// Test helpers for the real OS keychain: probe it through keytar, name the Secret Service provider on D-Bus,
// read entries back with `secret-tool` (an independent client), and make throwaway account names.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { createKeytarSecretStore, probeKeychain } from '../../electron/secrets/keytar-secret-store';

const run = promisify(execFile);

export interface KeychainStatus {
  readonly available: boolean;
  /** Why it is unavailable. */
  readonly reason?: string;
  /** Which keychain answered, e.g. "gnome-keyring via Secret Service (D-Bus) …". */
  readonly detail?: string;
}

/** A real set/get/delete round trip through keytar (service "Hearth"), plus who answered it. */
export async function probeRealKeychain(): Promise<KeychainStatus> {
  const store = createKeytarSecretStore({ timeoutMs: 10_000 });
  const probe = await probeKeychain(store);
  if (!probe.ok) return { available: false, reason: probe.reason };
  return { available: true, detail: await describeKeychainProvider() };
}

/** A human description of the keychain backend that served the probe. */
export async function describeKeychainProvider(): Promise<string> {
  if (process.platform === 'darwin') return 'macOS Keychain';
  if (process.platform === 'win32') return 'Windows Credential Manager';
  const bus = process.env.DBUS_SESSION_BUS_ADDRESS ?? '(autolaunched bus)';
  const owner = await secretServiceOwner();
  if (!owner) return `Secret Service (D-Bus) on ${bus}; provider process unknown`;
  const family = owner.command.startsWith('gnome-keyring') ? 'gnome-keyring' : owner.command;
  return `${family} via Secret Service (D-Bus): ${owner.command} pid ${owner.pid} on ${bus}`;
}

/** The process that owns org.freedesktop.secrets on the session bus, asked of the bus itself. */
export async function secretServiceOwner(): Promise<{ pid: number; command: string } | null> {
  try {
    const { stdout } = await run(
      'dbus-send',
      [
        '--session',
        '--print-reply=literal',
        '--dest=org.freedesktop.DBus',
        '/org/freedesktop/DBus',
        'org.freedesktop.DBus.GetConnectionUnixProcessID',
        'string:org.freedesktop.secrets',
      ],
      { timeout: 5_000 },
    );
    const pid = Number(stdout.trim().split(/\s+/).at(-1));
    if (!Number.isInteger(pid) || pid <= 0) return null;
    return { pid, command: await processName(pid) };
  } catch {
    return null;
  }
}

async function processName(pid: number): Promise<string> {
  const argv0 = (await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '')).split('\0')[0] ?? '';
  const name = argv0.split('/').at(-1);
  return name || (await readFile(`/proc/${pid}/comm`, 'utf8')).trim();
}

/** Reads an entry with libsecret's own CLI, independent of keytar: proves the value is in the OS keychain. */
export async function secretToolLookup(service: string, account: string): Promise<string | null> {
  try {
    const { stdout } = await run('secret-tool', ['lookup', 'service', service, 'account', account], {
      timeout: 10_000,
    });
    return stdout;
  } catch (error) {
    // secret-tool exits 1 with no output when nothing matches.
    if ((error as { code?: unknown }).code === 1) return null;
    throw error;
  }
}

/** A fresh account name for one test, valid for the SecretStore and never a real provider id. */
export function throwawayAccount(label = 'test'): string {
  return `hearth-test.${label}.${randomBytes(5).toString('hex')}`;
}
