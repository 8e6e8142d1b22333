// Opens Hearth's SQLite database: checks the folder, moves a corrupt file aside, sets pragmas and runs migrations.
// Also closes (with a checkpoint, leaving a clean-close note). Core ring: better-sqlite3 only, no Electron.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { leaveCleanClose, takeCleanClose } from './clean-close';
import { moveCorruptDatabaseAside } from './corrupt-file';
import { ensureUsableDatabaseFile, ensureWritableFolder } from './data-folder';
import {
  type Migration,
  type MigrationProgress,
  migrations as defaultMigrations,
  readUserVersion,
  runMigrations,
} from './migrations';
import { newerSchemaError, peekSchemaVersion } from './schema-version-peek';
import { StorageError } from './storage-error';

export type Db = Database.Database;
export { StorageError, isStorageError, type StorageErrorKind } from './storage-error';

/**
 * Short on purpose: better-sqlite3 waits synchronously, which in Electron freezes the main process.
 * Another Hearth process (the CLI) only ever holds the write lock for a few milliseconds.
 */
export const BUSY_TIMEOUT_MS = 200;

export interface OpenDatabaseOptions {
  migrations?: readonly Migration[];
  now?: () => Date;
  /**
   * Called once before migrations upgrade a database that holds conversations, memories or jobs (the runtime backs it
   * up). Answers a notice for the person when something went wrong, else undefined.
   */
  beforeUpgrade?: (db: Db, change: { from: number; to: number }) => string | undefined;
  /** Called as a long migration advances (e.g. v9 indexing existing messages), after the backup. */
  onMigrationProgress?: (progress: MigrationProgress) => void;
  /** Called as each migration starts (inside its transaction, after the backup). */
  onMigrationStart?: (migration: Pick<Migration, 'version' | 'description'>) => void;
}

export interface OpenDatabaseResult {
  db: Db;
  /** Things the user should be told, e.g. that a corrupt file was moved aside. Empty when all went well. */
  notices: string[];
  /**
   * When the file was last found sound (epoch ms): now when this open checked it, or the last check's time when the
   * file was exactly as a clean close left it (the check was skipped). Hand it to closeDatabase.
   */
  checkedAt: number;
}

export function openDatabase(file: string, options: OpenDatabaseOptions = {}): OpenDatabaseResult {
  const now = options.now ?? (() => new Date());
  const notices: string[] = [];
  ensureWritableFolder(path.dirname(file));
  ensureUsableDatabaseFile(file);
  // Refused before any connection exists: opening read-write could change the journal mode or fold the WAL in.
  const latest = (options.migrations ?? defaultMigrations).length;
  const found = peekSchemaVersion(file);
  if (found !== undefined && found > latest) throw newerSchemaError(file, found, latest);

  const nowMs = now().getTime();
  const cleanSince = takeCleanClose(file, nowMs);
  let db = openChecked(file, cleanSince !== undefined);
  if (db === CORRUPT) {
    const movedTo = moveAside(file, now());
    notices.push(
      `The database file was corrupt; it was moved to ${path.basename(movedTo)} (in ${path.dirname(movedTo)}) ` +
        'and a fresh one was created.',
    );
    db = openChecked(file, false);
    if (db === CORRUPT)
      throw new StorageError('open_failed', file, `A fresh database at "${file}" could not be created.`);
  }
  try {
    notices.push(...applyPragmas(db));
    const from = readUserVersion(db);
    if (options.beforeUpgrade && from > 0 && from < latest && holdsData(db)) {
      const problem = options.beforeUpgrade(db, { from, to: latest });
      if (problem) notices.push(problem);
    }
    runMigrations(db, options.migrations ?? defaultMigrations, options.onMigrationProgress, options.onMigrationStart);
  } catch (error) {
    db.close();
    throw error instanceof StorageError ? error : sqliteError(error, file);
  }
  return { db, notices, checkedAt: cleanSince ?? nowMs };
}

/**
 * Folds the WAL back into the main file, then closes. Safe to call twice. Never throws for a busy checkpoint
 * (another process reading): the rows are safe in the WAL either way.
 */
export function closeDatabase(db: Db): void {
  if (!db.open) return;
  try {
    db.pragma('wal_checkpoint(TRUNCATE)');
  } catch {
    // A checkpoint is an optimisation; SQLite replays the WAL on the next open.
  }
  db.close();
}

/** closeDatabase, then the clean-close note that lets the next open skip the integrity check (`checkedAt`: openDatabase's). */
export function closeDatabaseCleanly(db: Db, checkedAt: number): void {
  if (!db.open) return;
  const file = db.name;
  closeDatabase(db);
  if (!db.memory) leaveCleanClose(file, checkedAt);
}

function holdsData(db: Db): boolean {
  const row = db
    .prepare(
      'SELECT EXISTS (SELECT 1 FROM conversations) OR EXISTS (SELECT 1 FROM memories) OR EXISTS (SELECT 1 FROM jobs) AS x',
    )
    .get() as { x: number };
  return row.x === 1;
}

function moveAside(file: string, now: Date): string {
  try {
    return moveCorruptDatabaseAside(file, now);
  } catch (error) {
    throw new StorageError(
      'open_failed',
      file,
      `The database "${file}" is damaged and could not be moved aside (${error instanceof Error ? error.message : String(error)}). ` +
        'Move or rename it yourself, then start Hearth again.',
      { cause: error },
    );
  }
}

const CORRUPT = Symbol('corrupt');
type CheckVerdict = 'ok' | 'corrupt' | 'unchecked';

/**
 * Opens the database after quick_check (integrity_check minus the slow index cross-checks) says it is sound, or
 * without it when `leftClean` (the file is exactly as a recent clean close left it: see clean-close.ts).
 * The check runs on a read-only connection first: closing a read-write connection to a damaged file would
 * delete its -wal and -shm, which we want to keep next to the moved-aside copy.
 */
function openChecked(file: string, leftClean: boolean): Db | typeof CORRUPT {
  const verdict = hasContent(file) && !leftClean ? checkReadOnly(file) : 'ok';
  if (verdict === 'corrupt') return CORRUPT;
  let db: Db;
  try {
    db = new Database(file, { timeout: BUSY_TIMEOUT_MS });
  } catch (error) {
    throw sqliteError(error, file);
  }
  if (verdict === 'ok') return db;
  const second = runQuickCheck(db, file);
  if (second === 'ok') return db;
  db.close();
  return CORRUPT;
}

function checkReadOnly(file: string): CheckVerdict {
  let db: Db;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true, timeout: BUSY_TIMEOUT_MS });
  } catch (error) {
    if (isCorruption(error)) return 'corrupt';
    throw sqliteError(error, file);
  }
  try {
    return runQuickCheck(db, file);
  } finally {
    db.close();
  }
}

/** 'unchecked' when a read-only connection cannot look (e.g. an old rollback journal must be replayed first). */
function runQuickCheck(db: Db, file: string): CheckVerdict {
  try {
    return db.pragma('quick_check', { simple: true }) === 'ok' ? 'ok' : 'corrupt';
  } catch (error) {
    if (isCorruption(error)) return 'corrupt';
    if (db.readonly && sqliteCode(error).startsWith('SQLITE_READONLY')) return 'unchecked';
    throw sqliteError(error, file);
  }
}

function hasContent(file: string): boolean {
  try {
    return fs.statSync(file).size > 0;
  } catch {
    return false;
  }
}

function applyPragmas(db: Db): string[] {
  const notices: string[] = [];
  db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  const mode = db.pragma('journal_mode = WAL', { simple: true });
  if (mode !== 'wal') {
    notices.push(
      `The database could not use write-ahead logging on this drive (mode is "${String(mode)}"); it will be slower.`,
    );
  }
  // In WAL mode, NORMAL never corrupts the database and keeps every commit across an app crash or kill;
  // only a power loss or OS crash can drop the last few commits. FULL would fsync on every message for little gain.
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  // Deleted text is zeroed where that costs no extra write (inside pages); a backup zeroes the free pages it copies.
  db.pragma('secure_delete = FAST');
  return notices;
}

function isCorruption(error: unknown): boolean {
  const code = sqliteCode(error);
  return code.startsWith('SQLITE_CORRUPT') || code === 'SQLITE_NOTADB';
}

function sqliteError(error: unknown, file: string): StorageError {
  const code = sqliteCode(error);
  const reason = error instanceof Error ? error.message : String(error);
  if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) {
    return new StorageError(
      'locked',
      file,
      `The database "${file}" is locked by another program (probably another Hearth window or the CLI). ` +
        'Close it and try again.',
      { cause: error },
    );
  }
  if (code.startsWith('SQLITE_READONLY')) {
    return new StorageError(
      'read_only',
      file,
      `Hearth cannot write to its database "${file}" (${reason}). Make the file and its folder writable, ` +
        'or choose another folder with --data-dir or HEARTH_DATA_DIR.',
      { cause: error },
    );
  }
  return new StorageError('open_failed', file, `Hearth could not open its database "${file}": ${reason}.`, {
    cause: error,
  });
}

function sqliteCode(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
}
