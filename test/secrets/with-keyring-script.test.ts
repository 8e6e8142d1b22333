// test/support/with-keyring.sh for real: a private D-Bus session with gnome-keyring, a throwaway HOME that is removed
// afterwards, npm's cache and config kept, the command's exit code passed through, and its keyring daemon stopped.
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { describeWithFacility } from '../support/requirements';
import { waitFor } from '../support/wait-for';

const script = fileURLToPath(new URL('../support/with-keyring.sh', import.meta.url));

function runScript(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile('bash', [script, ...args], { env, timeout: 60_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr });
    });
  });
}

function freshEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  delete env.HEARTH_KEYRING_READY;
  delete env.npm_config_cache;
  delete env.npm_config_userconfig;
  return env;
}

/** Alive means present and not a zombie. */
function processAlive(pid: number): boolean {
  const stat = `/proc/${pid}/stat`;
  if (!existsSync(stat)) return false;
  const state = readFileSync(stat, 'utf8').split(') ')[1]?.charAt(0);
  return state !== 'Z' && state !== 'X';
}

const probeInside = [
  'echo "home=$HOME"',
  'echo "ready=$HEARTH_KEYRING_READY"',
  'echo "original=$HEARTH_ORIGINAL_HOME"',
  'echo "cache=$npm_config_cache"',
  'echo "userconfig=${npm_config_userconfig:-}"',
  'printf kept | secret-tool store --label=t service HearthScriptTest account a && echo "lookup=$(secret-tool lookup service HearthScriptTest account a)"',
  'echo "owner=$(dbus-send --session --print-reply=literal --dest=org.freedesktop.DBus /org/freedesktop/DBus org.freedesktop.DBus.GetConnectionUnixProcessID string:org.freedesktop.secrets | awk \'{print $2}\')"',
  'exit 7',
].join('\n');

function fields(stdout: string): Record<string, string> {
  return Object.fromEntries(
    stdout
      .trim()
      .split('\n')
      .map((line) => [line.split('=')[0], line.slice(line.indexOf('=') + 1)]),
  );
}

describeWithFacility('keychain', 'with-keyring.sh', () => {
  it('runs the command in a private unlocked keyring with a temporary HOME and passes its exit code through', async () => {
    const originalHome = process.env.HEARTH_ORIGINAL_HOME ?? process.env.HOME ?? '';
    const result = await runScript(['bash', '-c', probeInside], { ...freshEnv(), HOME: originalHome });
    const inside = fields(result.stdout);
    expect(result.code).toBe(7);
    expect(inside.ready).toBe('1');
    expect(inside.original).toBe(originalHome);
    expect(inside.home).toMatch(/hearth-keyring\.\w+$/);
    expect(inside.home).not.toBe(originalHome);
    expect(inside.lookup).toBe('kept');
    expect(inside.cache).not.toContain(inside.home as string);
    if (existsSync(`${originalHome}/.npmrc`)) expect(inside.userconfig).toBe(`${originalHome}/.npmrc`);
    expect(result.stderr).toMatch(/gnome-keyring-daemon \(pid \d+\) serves org\.freedesktop\.secrets/);
    expect(existsSync(inside.home as string)).toBe(false);
    const owner = Number(inside.owner);
    expect(owner).toBeGreaterThan(0);
    await waitFor(() => !processAlive(owner), { message: `the keyring daemon (pid ${owner}) to stop`, timeout: 5_000 });
  });

  it('only runs the command when already inside a keyring session (HEARTH_KEYRING_READY=1)', async () => {
    const result = await runScript(['sh', '-c', 'echo "$HOME"; exit 3'], {
      ...freshEnv(),
      HEARTH_KEYRING_READY: '1',
      HOME: '/kept/home',
    });
    expect(result.code).toBe(3);
    expect(result.stdout.trim()).toBe('/kept/home');
  });
});

describe('with-keyring.sh usage', () => {
  it('exits 2 with a usage line when given no command', async () => {
    const result = await runScript([], freshEnv());
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/usage: bash test\/support\/with-keyring\.sh COMMAND/);
  });
});
