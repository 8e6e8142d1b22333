// A second connection to an already opened (and migrated) Hearth database, for a worker thread: the same pragmas as
// database.ts, a longer busy timeout (a worker may wait; the main process must not), no migrations, no repair.
import Database from 'better-sqlite3';
import type { Db } from './database';

const WORKER_BUSY_TIMEOUT_MS = 5_000;

export function openSecondConnection(file: string): Db {
  const db = new Database(file, { fileMustExist: true });
  db.pragma(`busy_timeout = ${WORKER_BUSY_TIMEOUT_MS}`);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  return db;
}
