// Reads a database file's schema version (PRAGMA user_version) without changing a byte of it, so a database written by
// a newer Hearth can be refused before any connection could switch its journal mode or fold its WAL into it.
import fs from 'node:fs';
import { StorageError } from './storage-error';
import { committedFirstPageInWal } from './wal-first-page';

const HEADER = Buffer.from('SQLite format 3\0', 'latin1');
const USER_VERSION_OFFSET = 60; // a 4-byte big-endian integer in the 100-byte database header

/** The file's user_version, or undefined when it is missing, empty or not a SQLite database (others report those). */
export function peekSchemaVersion(file: string): number | undefined {
  const header = readHeader(file);
  if (!header) return undefined;
  // A WAL left by a killed process may hold a newer first page than the file.
  const newest = committedFirstPageInWal(`${file}-wal`) ?? header;
  return newest.readUInt32BE(USER_VERSION_OFFSET);
}

export function newerSchemaError(file: string, found: number, latest: number): StorageError {
  return new StorageError(
    'newer_schema',
    file,
    `The database "${file}" was written by a newer version of Hearth (schema version ${found}; this version ` +
      `understands up to ${latest}). It was left unchanged. Update Hearth to open it, or choose another data folder ` +
      `with --data-dir or HEARTH_DATA_DIR.`,
  );
}

function readHeader(file: string): Buffer | undefined {
  let handle: number | undefined;
  try {
    handle = fs.openSync(file, 'r');
    const header = Buffer.alloc(100);
    if (fs.readSync(handle, header, 0, 100, 0) < 100) return undefined;
    return header.subarray(0, HEADER.length).equals(HEADER) ? header : undefined;
  } catch {
    return undefined;
  } finally {
    if (handle !== undefined) fs.closeSync(handle);
  }
}
