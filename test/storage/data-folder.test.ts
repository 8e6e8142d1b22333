// A data folder Hearth cannot use gives a typed StorageError naming the folder and what to do.
// We run as root, where chmod denies nothing, so: "not a directory" uses a regular file in the path; "read-only"
// runs the real openDatabase in a child process under bwrap with the folder bind-mounted read-only (EROFS);
// "no permission" runs it in a child whose capabilities were dropped (setpriv), so even root gets EACCES on a 0555
// folder; a non-root user needs no such help.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase, StorageError } from '../../electron/storage/database';
import { createTempDirs } from '../support/temp-dir';

const temp = createTempDirs();
afterEach(() => temp.cleanup());

const REPO = path.resolve(import.meta.dirname, '../..');
const CHILD = path.join(REPO, 'test/storage/fixtures/open-database-child.ts');

interface ChildOutcome {
  ok: boolean;
  name?: string;
  kind?: string;
  path?: string;
  message?: string;
  notices?: string[];
}

function runChild(prefix: string[], file: string): ChildOutcome {
  const command = [...prefix, process.execPath, '--import', 'tsx', CHILD, file];
  const result = spawnSync(command[0] as string, command.slice(1), { cwd: REPO, encoding: 'utf8', timeout: 60_000 });
  const line = result.stdout.trim().split('\n').pop() ?? '';
  if (result.status !== 0 || !line.startsWith('{')) {
    throw new Error(`child failed (status ${result.status}): ${result.stderr}${result.stdout}`);
  }
  return JSON.parse(line) as ChildOutcome;
}

function catchStorageError(action: () => void): StorageError {
  try {
    action();
  } catch (error) {
    if (error instanceof StorageError) return error;
    throw error;
  }
  throw new Error('expected a StorageError');
}

function canRun(command: string, args: string[]): boolean {
  return spawnSync(command, args, { cwd: REPO, stdio: 'ignore', timeout: 30_000 }).status === 0;
}

const BWRAP_PREFIX = (readOnlyDir: string) => [
  'bwrap',
  '--bind',
  '/',
  '/',
  '--ro-bind',
  readOnlyDir,
  readOnlyDir,
  '--dev',
  '/dev',
  '--proc',
  '/proc',
  '--chdir',
  REPO,
  '--',
];
const bwrapWorks = canRun('bwrap', [
  '--bind',
  '/',
  '/',
  '--ro-bind',
  '/tmp',
  '/tmp',
  '--dev',
  '/dev',
  '--proc',
  '/proc',
  '--',
  'true',
]);
if (!bwrapWorks)
  console.warn(
    'SKIP read-only data folder tests: bwrap cannot create a read-only bind mount here (is bubblewrap installed?).',
  );

const isRoot = process.getuid?.() === 0;
const NO_CAPABILITIES_PREFIX = isRoot ? ['setpriv', '--bounding-set=-all', '--inh-caps=-all', '--'] : [];
const permissionsApply = !isRoot || canRun('setpriv', ['--bounding-set=-all', '--inh-caps=-all', '--', 'true']);
if (!permissionsApply)
  console.warn('SKIP no-permission data folder test: running as root and setpriv cannot drop capabilities here.');

describe('data folder problems', () => {
  it('data folder path is a regular file → not_a_directory naming the folder', () => {
    const blocker = path.join(temp.make('folder'), 'hearth-data');
    fs.writeFileSync(blocker, 'i am a file');
    const error = catchStorageError(() => openDatabase(path.join(blocker, 'hearth.db')));
    expect(error.kind).toBe('not_a_directory');
    expect(error.path).toBe(blocker);
    expect(error.message).toContain(`"${blocker}"`);
    expect(error.message).toMatch(/--data-dir|HEARTH_DATA_DIR/);
  });

  it('a file further up the path → not_a_directory naming that file', () => {
    const blocker = path.join(temp.make('folder'), 'some-file');
    fs.writeFileSync(blocker, 'x');
    const dataDir = path.join(blocker, 'a', 'b');
    const error = catchStorageError(() => openDatabase(path.join(dataDir, 'hearth.db')));
    expect(error.kind).toBe('not_a_directory');
    expect(error.path).toBe(dataDir);
    expect(error.message).toContain(`"${blocker}" is a file`);
  });

  it('database path is a folder → not_a_file', () => {
    const dir = temp.make('folder');
    fs.mkdirSync(path.join(dir, 'hearth.db'));
    const error = catchStorageError(() => openDatabase(path.join(dir, 'hearth.db')));
    expect(error.kind).toBe('not_a_file');
    expect(error.message).toContain(path.join(dir, 'hearth.db'));
  });

  it.runIf(bwrapWorks)(
    'read-only data folder (bwrap read-only bind) → read_only, for an empty folder, an existing database and a missing sub-folder',
    () => {
      const dir = temp.make('readonly');
      const existing = path.join(dir, 'with-db');
      fs.mkdirSync(existing);
      closeDatabase(openDatabase(path.join(existing, 'hearth.db')).db);

      for (const file of [
        path.join(dir, 'hearth.db'),
        path.join(existing, 'hearth.db'),
        path.join(dir, 'missing', 'hearth.db'),
      ]) {
        const outcome = runChild(BWRAP_PREFIX(dir), file);
        expect(outcome, file).toMatchObject({ ok: false, name: 'StorageError', kind: 'read_only' });
        expect(outcome.message).toContain('read-only');
        expect(outcome.message).toContain(path.dirname(file));
      }
      // Control: the same child with a writable bind succeeds, so the failure above really is the read-only mount.
      expect(
        runChild(
          ['bwrap', '--bind', '/', '/', '--dev', '/dev', '--proc', '/proc', '--chdir', REPO, '--'],
          path.join(dir, 'hearth.db'),
        ),
      ).toEqual({ ok: true, notices: [] });
    },
  );

  it.runIf(permissionsApply)(
    'folder without write permission (0555; child without capabilities) → no_permission',
    () => {
      const dataDir = path.join(temp.make('noperm'), 'data');
      fs.mkdirSync(dataDir);
      fs.chmodSync(dataDir, 0o555);
      const outcome = runChild(NO_CAPABILITIES_PREFIX, path.join(dataDir, 'hearth.db'));
      expect(outcome).toMatchObject({ ok: false, kind: 'no_permission', path: dataDir });
      expect(outcome.message).toContain(`"${dataDir}"`);
      expect(outcome.message).toContain('permission');
      // Control: once writable, the same child succeeds, so the failure above really is the permission.
      fs.chmodSync(dataDir, 0o755);
      expect(runChild(NO_CAPABILITIES_PREFIX, path.join(dataDir, 'hearth.db'))).toEqual({ ok: true, notices: [] });
    },
  );
});
