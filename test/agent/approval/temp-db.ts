// Test helper: a real SQLite file in a fresh temp folder, opened the way the app opens it (pragmas + migrations).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { closeDatabase, openDatabase } from '../../../electron/storage/database';
import type { Db } from '../../../electron/storage/database';

export interface TempDb {
  db: Db;
  dir: string;
  file: string;
  reopen(): Db;
  cleanup(): void;
}

export function openTempDb(prefix = 'hearth-approval-'): TempDb {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const file = join(dir, 'hearth.db');
  const handle: TempDb = {
    db: openDatabase(file).db,
    dir,
    file,
    reopen() {
      closeDatabase(handle.db);
      handle.db = openDatabase(file).db;
      return handle.db;
    },
    cleanup() {
      closeDatabase(handle.db);
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return handle;
}
