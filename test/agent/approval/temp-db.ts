// Test helper: a real SQLite file in a fresh temp folder, migrated with the app's own migrations.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { runMigrations } from '../../../electron/storage/migrations';

export interface TempDb {
  db: Database.Database;
  dir: string;
  file: string;
  reopen(): Database.Database;
  cleanup(): void;
}

export function openTempDb(prefix = 'hearth-approval-'): TempDb {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const file = join(dir, 'hearth.db');
  const open = (): Database.Database => {
    const db = new Database(file);
    db.pragma('journal_mode = WAL');
    runMigrations(db);
    return db;
  };
  const handle: TempDb = {
    db: open(),
    dir,
    file,
    reopen() {
      handle.db.close();
      handle.db = open();
      return handle.db;
    },
    cleanup() {
      if (handle.db.open) handle.db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return handle;
}
