// KeychainUnavailable for real: a child process whose D-Bus is unreachable, a keytar module that cannot load,
// and a real gnome-keyring that stops answering. Each is a typed error whose message never contains the secret.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { createKeytarSecretStore, probeKeychain } from '../../electron/secrets/keytar-secret-store';
import { KeychainUnavailable } from '../../electron/secrets/secret-store';
import { describeWithFacility } from '../support/requirements';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../..', import.meta.url));
const child = fileURLToPath(new URL('./fixtures/keychain-child.ts', import.meta.url));
const withKeyring = fileURLToPath(new URL('../support/with-keyring.sh', import.meta.url));
const SECRET = 'sk-proj-MUST-NOT-LEAK-Zq8vR2mK7xW3pL9cT4nB';

type Outcome = { name?: string; kind?: string; failure?: string; message?: string; succeeded?: boolean };

async function runChild(mode: string, env: NodeJS.ProcessEnv, wrap: string[] = []): Promise<Record<string, unknown>> {
  const command = [...wrap, process.execPath, '--import', 'tsx', child, mode];
  const { stdout } = await run(command[0] as string, command.slice(1), {
    cwd: root,
    env: { ...env, HEARTH_TEST_SECRET: SECRET },
    timeout: 60_000,
  });
  const line = stdout.trim().split('\n').at(-1) ?? '';
  return JSON.parse(line) as Record<string, unknown>;
}

function environmentWithout(...names: string[]): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of names) delete env[name];
  return env;
}

function expectUnavailable(outcome: Outcome, failure: string): void {
  expect(outcome).toMatchObject({ name: 'KeychainUnavailable', kind: 'keychain_unavailable', failure });
  expect(outcome.message).toMatch(/Hearth will not store keys in plain text\./);
  expect(outcome.message).not.toContain(SECRET);
  expect(outcome.message).not.toContain('MUST-NOT-LEAK');
}

describe('KeychainUnavailable when no Secret Service is reachable (real keytar in a child process)', () => {
  it('fails every operation with a typed error when the session bus socket does not exist', async () => {
    const env = { ...environmentWithout('DISPLAY'), DBUS_SESSION_BUS_ADDRESS: 'unix:path=/nonexistent/hearth-bus' };
    const result = await runChild('unreachable', env);
    const attempts = result.attempts as Record<string, Outcome>;
    for (const operation of ['set', 'get', 'has', 'delete']) {
      expectUnavailable(attempts[operation] as Outcome, 'no_session_bus');
      expect(attempts[operation]?.message).toMatch(/install and unlock gnome-keyring or KWallet/);
    }
    expect(result.probe).toMatchObject({ ok: false, failure: 'no_session_bus' });
    expect(JSON.stringify(result)).not.toContain(SECRET);
  });

  it('fails with a typed error when there is no session bus at all (no address, no runtime dir, no display)', async () => {
    const result = await runChild(
      'unreachable',
      environmentWithout('DBUS_SESSION_BUS_ADDRESS', 'DISPLAY', 'XDG_RUNTIME_DIR'),
    );
    const attempts = result.attempts as Record<string, Outcome>;
    expectUnavailable(attempts.set as Outcome, 'no_session_bus');
    expect(JSON.stringify(result)).not.toContain(SECRET);
  });
});

describe('KeychainUnavailable when keytar itself cannot load', () => {
  it('turns a failed import of the native module into native_module, and retries on the next call', async () => {
    const missing = 'hearth-keytar-that-is-not-installed';
    let imports = 0;
    const store = createKeytarSecretStore({
      loadKeytar: () => {
        imports += 1;
        return import(/* @vite-ignore */ missing);
      },
    });
    const error = await store.set('openai', SECRET).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(KeychainUnavailable);
    expect(error).toMatchObject({ kind: 'keychain_unavailable', failure: 'native_module' });
    expect((error as Error).message).toMatch(/keytar/);
    expect((error as Error).message).not.toContain(SECRET);
    await expect(store.get('openai')).rejects.toMatchObject({ failure: 'native_module' });
    expect(imports).toBe(2);
    expect(await probeKeychain(store)).toMatchObject({ ok: false, failure: 'native_module' });
  });

  it('rejects a module that is not keytar-shaped', async () => {
    const store = createKeytarSecretStore({ loadKeytar: () => import('node:path') });
    await expect(store.get('openai')).rejects.toMatchObject({ failure: 'native_module' });
  });
});

describeWithFacility('keychain', 'KeychainUnavailable from a real gnome-keyring that cannot serve', () => {
  it.runIf(process.platform === 'linux')(
    'reports keyring_locked when the keyring has no unlocked login collection',
    async () => {
      // A bare private session: D-Bus activation starts gnome-keyring, but nobody unlocked or created a login keyring.
      const home = await mkdtemp(join(tmpdir(), 'hearth-locked-keyring-'));
      try {
        await mkdir(join(home, 'run'), { mode: 0o700 });
        const env = {
          ...environmentWithout('HEARTH_KEYRING_READY', 'DISPLAY', 'WAYLAND_DISPLAY', 'GNOME_KEYRING_CONTROL'),
          HOME: home,
          XDG_RUNTIME_DIR: join(home, 'run'),
          XDG_DATA_HOME: join(home, 'share'),
          XDG_CONFIG_HOME: join(home, 'config'),
          XDG_CACHE_HOME: join(home, 'cache'),
        };
        const result = await runChild('unreachable', env, ['dbus-run-session', '--']);
        const attempts = result.attempts as Record<string, Outcome>;
        expectUnavailable(attempts.set as Outcome, 'keyring_locked');
        expect(attempts.set?.message).toMatch(/locked or has no default collection/);
        expect(result.probe).toMatchObject({ ok: false, failure: 'keyring_locked' });
      } finally {
        await rm(home, { recursive: true, force: true });
      }
    },
  );

  it.runIf(process.platform === 'linux')('times out with failure "timeout" instead of hanging', async () => {
    // A private session (not the shared one other tests use): with-keyring.sh starts its own daemon when not READY.
    const result = await runChild('stalled', environmentWithout('HEARTH_KEYRING_READY'), ['bash', withKeyring]);
    expect(result.owner).toMatch(/^gnome-keyring/);
    expectUnavailable(result.outcome as Outcome, 'timeout');
    expect(result.waitedMs).toBeGreaterThanOrEqual(1_400);
  });
});
