// Workspace location and path confinement: default under the data folder, created on first use, and realpath-checked
// so `..`, absolute paths outside, symlinked files/folders pointing out and dangling links are all refused.
import { existsSync, mkdirSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import {
  chooseWorkspaceDir,
  createWorkspaceProvider,
  describeWorkspacePath,
  isInsideOrEqual,
  resolveInWorkspace,
} from '../../../tools/workspace';
import { createTempDirs } from '../../support/temp-dir';

const temp = createTempDirs();
afterAll(() => temp.cleanup());

function setup() {
  const base = realpathSync(temp.make('workspace'));
  const workspace = join(base, 'ws');
  const outside = join(base, 'outside');
  mkdirSync(join(workspace, 'sub'), { recursive: true });
  mkdirSync(outside);
  writeFileSync(join(outside, 'secret.txt'), 'secret');
  writeFileSync(join(workspace, 'sub', 'note.txt'), 'note');
  symlinkSync(outside, join(workspace, 'out-dir'));
  symlinkSync(join(outside, 'secret.txt'), join(workspace, 'out-file'));
  symlinkSync(join(outside, 'not-yet.txt'), join(workspace, 'dangling'));
  symlinkSync(join(workspace, 'sub'), join(workspace, 'in-dir'));
  return { base, workspace, outside };
}

describe('chooseWorkspaceDir and the provider', () => {
  test('defaults to <data folder>/workspace, expands ~, and creates the folder on first use', () => {
    const dataDir = temp.make('data');
    expect(chooseWorkspaceDir('', { dataDir, homeDir: '/home/a' })).toBe(join(dataDir, 'workspace'));
    expect(chooseWorkspaceDir('  ', { dataDir, homeDir: '/home/a' })).toBe(join(dataDir, 'workspace'));
    expect(chooseWorkspaceDir('~/notes', { dataDir, homeDir: '/home/a' })).toBe('/home/a/notes');
    expect(chooseWorkspaceDir('/srv/work', { dataDir, homeDir: '/home/a' })).toBe('/srv/work');
    const provider = createWorkspaceProvider({ dataDir, homeDir: '/home/a', configured: () => '' });
    expect(existsSync(join(dataDir, 'workspace'))).toBe(false);
    expect(provider()).toBe(realpathSync(join(dataDir, 'workspace')));
    expect(existsSync(join(dataDir, 'workspace'))).toBe(true);
  });
});

describe('resolveInWorkspace', () => {
  const { workspace, outside } = setup();

  test.each([
    ['sub/note.txt', 'sub/note.txt'],
    ['./sub/../sub/note.txt', 'sub/note.txt'],
    ['', '.'],
    ['.', '.'],
    ['new/deeper/file.txt', 'new/deeper/file.txt'],
    ['in-dir/note.txt', 'sub/note.txt'],
  ])('%s resolves inside as %s', (input, relative) => {
    const resolved = resolveInWorkspace(workspace, input);
    expect(resolved).toMatchObject({ ok: true, relative });
  });

  test('absolute paths inside the workspace are accepted', () => {
    expect(resolveInWorkspace(workspace, join(workspace, 'sub'))).toMatchObject({ ok: true, relative: 'sub' });
  });

  test.each([
    ['../outside/secret.txt'],
    ['..'],
    ['sub/../../outside'],
    ['/etc/passwd'],
    ['/'],
    ['out-dir/secret.txt'],
    ['out-dir'],
    ['out-file'],
    ['out-dir/new-file.txt'],
  ])('%s is refused as outside the workspace', (input) => {
    const resolved = resolveInWorkspace(workspace, input);
    expect(resolved.ok).toBe(false);
    if (!resolved.ok) expect(resolved.error).toMatch(/outside the workspace/);
  });

  test('an absolute path to the outside folder is refused', () => {
    expect(resolveInWorkspace(workspace, join(outside, 'secret.txt')).ok).toBe(false);
  });

  test('a dangling symlink (whose target would be created outside) is refused', () => {
    const resolved = resolveInWorkspace(workspace, 'dangling');
    expect(resolved.ok).toBe(false);
    expect(existsSync(join(outside, 'not-yet.txt'))).toBe(false);
  });

  test('NUL bytes and a missing workspace are clear errors', () => {
    expect(resolveInWorkspace(workspace, 'a\0b')).toEqual({ ok: false, error: 'Path contains a NUL byte.' });
    expect(resolveInWorkspace(join(workspace, 'nope'), 'x')).toMatchObject({
      ok: false,
      error: expect.stringMatching(/does not exist/),
    });
  });

  test('describeWorkspacePath gives the relative form for rules, the raw input when outside', () => {
    expect(describeWorkspacePath(workspace, join(workspace, 'sub', 'note.txt'))).toBe('sub/note.txt');
    expect(describeWorkspacePath(workspace, '../x')).toBe('../x');
  });

  test('isInsideOrEqual does not confuse sibling prefixes', () => {
    expect(isInsideOrEqual('/a/bc', '/a/b')).toBe(false);
    expect(isInsideOrEqual('/a/b/c', '/a/b')).toBe(true);
    expect(isInsideOrEqual('/a/b/..c', '/a/b')).toBe(true);
  });
});
