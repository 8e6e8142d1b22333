// Checks that the data folder exists (creating it if needed) and is writable, before SQLite is involved,
// so a bad folder becomes a StorageError that names the folder and says what to do instead of a SQLite code.
import fs from 'node:fs';
import path from 'node:path';
import { StorageError } from './storage-error';

const HOW_TO_CHOOSE = 'or choose another folder with --data-dir or the HEARTH_DATA_DIR environment variable';

/** Creates `dir` if missing and verifies it is a writable folder. Throws StorageError otherwise. */
export function ensureWritableFolder(dir: string): void {
  try {
    makeFolderChain(path.resolve(dir));
  } catch (error) {
    throw folderError(dir, error);
  }
  if (!fs.statSync(dir).isDirectory()) throw notADirectory(dir, dir);
  try {
    fs.accessSync(dir, fs.constants.W_OK | fs.constants.X_OK);
  } catch (error) {
    throw folderError(dir, error);
  }
}

/** Verifies an existing database file can be read and written. Missing is fine (SQLite creates it). */
export function ensureUsableDatabaseFile(file: string): void {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch {
    return;
  }
  if (!stat.isFile()) {
    throw new StorageError(
      'not_a_file',
      file,
      `Hearth's database path "${file}" exists but is not a file. Move it away, ${HOW_TO_CHOOSE}.`,
    );
  }
  try {
    fs.accessSync(file, fs.constants.R_OK | fs.constants.W_OK);
  } catch (error) {
    const code = errorCode(error);
    if (code === 'EROFS') throw readOnly(path.dirname(file), error);
    throw new StorageError(
      'no_permission',
      file,
      `Hearth does not have permission to read and write its database "${file}". ` +
        `Give your user read and write access to it, ${HOW_TO_CHOOSE}.`,
      { cause: error },
    );
  }
}

/**
 * Like mkdir -p, one level at a time: Node's recursive mkdir reports ENOENT where the real cause is EROFS or
 * EACCES, which would hide the reason from the user.
 */
function makeFolderChain(dir: string): void {
  if (fs.existsSync(dir)) return;
  const parent = path.dirname(dir);
  if (parent !== dir) makeFolderChain(parent);
  try {
    fs.mkdirSync(dir);
  } catch (error) {
    if (errorCode(error) !== 'EEXIST' || !fs.statSync(dir).isDirectory()) throw error;
  }
}

function folderError(dir: string, error: unknown): StorageError {
  const code = errorCode(error);
  if (code === 'EROFS') return readOnly(dir, error);
  if (code === 'ENOTDIR' || code === 'EEXIST') return notADirectory(dir, findBlockingFile(dir) ?? dir, error);
  if (code === 'EACCES' || code === 'EPERM') {
    return new StorageError(
      'no_permission',
      dir,
      `Hearth does not have permission to write to its data folder "${dir}". ` +
        `Give your user write access to that folder, ${HOW_TO_CHOOSE}.`,
      { cause: error },
    );
  }
  return new StorageError(
    'open_failed',
    dir,
    `Hearth could not use its data folder "${dir}" (${code ?? String(error)}). Check the folder, ${HOW_TO_CHOOSE}.`,
    { cause: error },
  );
}

function readOnly(dir: string, cause: unknown): StorageError {
  return new StorageError(
    'read_only',
    dir,
    `Hearth cannot write to its data folder "${dir}" because it is on a read-only file system. ` +
      `Make the drive writable, ${HOW_TO_CHOOSE}.`,
    { cause },
  );
}

function notADirectory(dir: string, blocker: string, cause?: unknown): StorageError {
  const detail = blocker === dir ? 'it is a file' : `"${blocker}" is a file`;
  return new StorageError(
    'not_a_directory',
    dir,
    `Hearth's data folder "${dir}" cannot be a folder: ${detail}. Move that file away, ${HOW_TO_CHOOSE}.`,
    { cause },
  );
}

/** The nearest existing ancestor of `dir` (or `dir` itself) that is not a directory. */
function findBlockingFile(dir: string): string | undefined {
  let current = path.resolve(dir);
  for (;;) {
    try {
      return fs.statSync(current).isDirectory() ? undefined : current;
    } catch {
      const parent = path.dirname(current);
      if (parent === current) return undefined;
      current = parent;
    }
  }
}

function errorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : undefined;
}
