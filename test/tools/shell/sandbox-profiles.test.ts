// The generated sandbox definitions: bwrap's argument list and macOS's Seatbelt profile (which cannot run here,
// so its text is checked for the same meaning: workspace/temp writable, credentials and data folder unreadable).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { buildBwrapArgs } from '../../../tools/shell/bwrap-sandbox';
import { buildSeatbeltProfile, createMacosSandbox, seatbeltString } from '../../../tools/shell/macos-sandbox';
import { createTempDirs } from '../../support/temp-dir';

const temp = createTempDirs();
afterAll(() => temp.cleanup());

function pairs(args: string[], flag: string): string[][] {
  const found: string[][] = [];
  args.forEach((arg, index) => {
    if (arg === flag) found.push(args.slice(index + 1, index + 3));
  });
  return found;
}

describe('buildBwrapArgs', () => {
  const base = temp.make('bwrap-args');
  const dataDir = join(base, 'data');
  const workspace = join(dataDir, 'workspace');
  mkdirSync(workspace, { recursive: true });
  const request = {
    command: 'echo hi',
    workspace,
    cwd: workspace,
    env: { PATH: '/usr/bin', HOME: workspace },
    network: false,
  };
  const protectedPaths = { dataDir, homeDir: join(base, 'home') };

  test('isolates everything, adds --share-net only when the network is granted', () => {
    const args = buildBwrapArgs(request, protectedPaths);
    for (const flag of ['--unshare-all', '--die-with-parent', '--new-session', '--clearenv'])
      expect(args).toContain(flag);
    expect(args).not.toContain('--share-net');
    expect(buildBwrapArgs({ ...request, network: true }, protectedPaths)).toContain('--share-net');
    expect(args.join(' ')).toContain('--proc /proc --dev /dev --tmpfs /tmp');
    expect(args.slice(-4)).toEqual(['--', '/bin/sh', '-c', 'echo hi']);
  });

  test('binds the workspace read-write at the same path, system folders read-only, and nothing from home or /run', () => {
    const args = buildBwrapArgs(request, protectedPaths);
    expect(pairs(args, '--bind')).toEqual([[workspace, workspace]]);
    const readOnly = pairs(args, '--ro-bind').map(([source]) => source);
    expect(readOnly).toContain('/usr');
    expect(readOnly).toContain('/etc');
    const mounted = [...readOnly, ...pairs(args, '--bind').map(([source]) => source)];
    expect(
      mounted.some((path) => path?.startsWith('/run') || path?.startsWith('/home') || path === '/root' || path === '/'),
    ).toBe(false);
    expect(pairs(args, '--chdir')[0]?.[0]).toBe(workspace);
    expect(pairs(args, '--setenv')).toEqual([
      ['PATH', '/usr/bin'],
      ['HOME', workspace],
    ]);
    expect(args.indexOf('--remount-ro')).toBeGreaterThan(args.indexOf('--bind'));
  });

  test('files that run code later are bound read-only after the workspace, unless they sit in a masked folder', () => {
    const hooks = join(workspace, 'r', '.git', 'hooks');
    const wide = { ...request, workspace: base, cwd: base };
    const readOnly = [hooks, '/elsewhere/.git/config', join(dataDir, 'x', '.git', 'config')];
    const inWorkspace = buildBwrapArgs({ ...request, readOnly }, protectedPaths);
    expect(pairs(inWorkspace, '--ro-bind-try')).toEqual([[hooks, hooks]]);
    expect(inWorkspace.indexOf('--bind')).toBeLessThan(inWorkspace.indexOf('--ro-bind-try'));
    // A workspace holding the data folder: it is masked, and what lies in it stays hidden.
    const args = buildBwrapArgs({ ...wide, readOnly }, protectedPaths);
    expect(pairs(args, '--tmpfs')).toContainEqual([dataDir, expect.any(String)]);
    expect(pairs(args, '--ro-bind-try')).toEqual([]);
  });

  test('a data folder or credential folder inside a wider workspace is covered with an empty tmpfs', () => {
    const home = temp.make('bwrap-home');
    mkdirSync(join(home, '.ssh'));
    mkdirSync(join(home, 'Hearth'));
    const args = buildBwrapArgs(
      { ...request, workspace: home, cwd: home },
      { dataDir: join(home, 'Hearth'), homeDir: home },
    );
    const masked = args.flatMap((arg, index) => (arg === '--tmpfs' ? [args[index + 1]] : []));
    expect(masked).toContain(join(home, 'Hearth'));
    expect(masked).toContain(join(home, '.ssh'));
    expect(args.indexOf('--tmpfs', args.indexOf('--bind'))).toBeGreaterThan(args.indexOf('--bind'));
  });
});

describe('buildSeatbeltProfile', () => {
  const input = {
    workspace: '/Users/alice/Library/Application Support/Hearth/workspace',
    tmpDir: '/private/var/folders/xy/T',
    deniedReads: [
      '/Users/alice/Library/Application Support/Hearth',
      '/Users/alice/Library/Keychains',
      '/Users/alice/.ssh',
    ],
    network: false,
  };

  test('denies by default and allows writes only to the workspace and temp folders', () => {
    const profile = buildSeatbeltProfile(input);
    expect(profile.startsWith('(version 1)\n(deny default)\n')).toBe(true);
    const writeRules = profile.split('\n').filter((line) => line.startsWith('(allow file-write*'));
    expect(writeRules).toEqual([
      '(allow file-write* (subpath "/Users/alice/Library/Application Support/Hearth/workspace") (subpath "/private/var/folders/xy/T") (subpath "/private/tmp"))',
    ]);
  });

  test('files that run code later are denied for writing after every allow (the last rule wins in Seatbelt)', () => {
    const hooks = `${input.workspace}/repo/.git/hooks`;
    const lines = buildSeatbeltProfile({ ...input, readOnly: [hooks, `${input.workspace}/repo/.git/config`] }).split(
      '\n',
    );
    const deny = lines.findIndex((line) => line.startsWith('(deny file-write* (subpath'));
    expect(lines[deny]).toBe(
      `(deny file-write* (subpath ${JSON.stringify(hooks)}) (subpath ${JSON.stringify(`${input.workspace}/repo/.git/config`)}))`,
    );
    expect(lines.findLastIndex((line) => line.startsWith('(allow file-'))).toBeLessThan(deny);
    expect(buildSeatbeltProfile(input)).not.toContain('(deny file-write* (subpath');
  });

  test('denies the data folder but re-allows the workspace inside it; keychains and ~/.ssh are denied last', () => {
    const lines = buildSeatbeltProfile(input).split('\n');
    const denyData = lines.indexOf(
      '(deny file-read* file-write* (subpath "/Users/alice/Library/Application Support/Hearth"))',
    );
    const allowWorkspace = lines.indexOf(
      '(allow file-read* file-write* (subpath "/Users/alice/Library/Application Support/Hearth/workspace"))',
    );
    const denyCredentials = lines.indexOf(
      '(deny file-read* file-write* (subpath "/Users/alice/Library/Keychains") (subpath "/Users/alice/.ssh"))',
    );
    expect(denyData).toBeGreaterThan(lines.indexOf('(allow file-read*)'));
    expect(allowWorkspace).toBeGreaterThan(denyData);
    expect(denyCredentials).toBeGreaterThan(allowWorkspace);
  });

  test('network rules appear only when granted; no Mach route to the keychain service', () => {
    expect(buildSeatbeltProfile(input)).not.toContain('network');
    expect(buildSeatbeltProfile({ ...input, network: true })).toContain('(allow network*)');
    expect(buildSeatbeltProfile({ ...input, network: true })).not.toMatch(/SecurityServer|securityd/);
  });

  test('paths are escaped as Seatbelt strings; control characters are refused', () => {
    expect(seatbeltString('/a "b"\\c')).toBe('"/a \\"b\\"\\\\c"');
    expect(() => seatbeltString('/a\nb')).toThrow(/control character/);
  });

  test('the macOS sandbox wraps the command in sandbox-exec with the child environment only', () => {
    const sandbox = createMacosSandbox({
      sandboxExecPath: '/usr/bin/sandbox-exec',
      protectedPaths: { dataDir: '/nonexistent/data', homeDir: '/nonexistent/home' },
      tmpDir: '/nonexistent/tmp',
    });
    const invocation = sandbox.wrap({
      command: 'ls',
      workspace: '/nonexistent/ws',
      cwd: '/nonexistent/ws',
      env: { PATH: '/usr/bin' },
      network: false,
    });
    expect(invocation.file).toBe('/usr/bin/sandbox-exec');
    expect(invocation.args[0]).toBe('-p');
    expect(invocation.args.slice(2)).toEqual(['/bin/sh', '-c', 'ls']);
    expect(invocation.env).toEqual({ PATH: '/usr/bin' });
    expect(sandbox.describe()).toBe('sandbox: sandbox-exec');
  });
});
