// The ten-year bench's data folders: a copy of a generated folder (bench/support/ten-year-db.ts, schema 8) opened with
// the real code as Hearth opens it at start — a backup first (backupBeforeUpgrade), then every later migration,
// progress reported — and closed cleanly, so the next open (the start-up probe's) skips the integrity check.
import fs from 'node:fs';
import path from 'node:path';
import { backupBeforeUpgrade, backupFolderOf } from '../../electron/runtime/backups/backup-service';
import { closeDatabaseCleanly, openDatabase } from '../../electron/storage/database';
import type { MigrationProgress } from '../../electron/storage/migrations';

export interface MigrationRun {
  from: number;
  to: number;
  /** The whole open: backup and migrations. */
  totalMs: number;
  backupMs: number;
  /** Whether the backup file was complete before the first migration reported progress. */
  backupFirst: boolean;
  progressEvents: number;
  /** The progress reports of the longest migration (what a progress bar would show). */
  longest: { version: number; description: string; reports: number; total: number } | null;
  backupBytes: number;
  notices: string[];
}

/** Copies `from` (a data folder) to `to`, attachments included (hard links: the files are never changed). */
export function copyDataFolder(from: string, to: string): void {
  fs.mkdirSync(path.join(to, 'attachments'), { recursive: true });
  fs.copyFileSync(path.join(from, 'hearth.db'), path.join(to, 'hearth.db'));
  for (const name of fs.readdirSync(path.join(from, 'attachments'))) {
    fs.linkSync(path.join(from, 'attachments', name), path.join(to, 'attachments', name));
  }
}

/** Opens the folder's database as Hearth's start does (backup before the upgrade, migrations with progress). */
export function migrateDataFolder(dataDir: string, hearthVersion = 'bench'): MigrationRun {
  const backup = backupBeforeUpgrade(dataDir, hearthVersion);
  const progress: MigrationProgress[] = [];
  let backupMs = 0;
  let backupDoneAt = Number.POSITIVE_INFINITY;
  let firstProgressAt = Number.POSITIVE_INFINITY;
  let change = { from: 0, to: 0 };
  const started = performance.now();
  const { db, notices, checkedAt } = openDatabase(path.join(dataDir, 'hearth.db'), {
    beforeUpgrade: (database, versions) => {
      change = versions;
      const backupStarted = performance.now();
      const problem = backup(database, versions);
      backupDoneAt = performance.now();
      backupMs = backupDoneAt - backupStarted;
      return problem;
    },
    onMigrationProgress: (report) => {
      if (progress.length === 0) firstProgressAt = performance.now();
      progress.push(report);
    },
  });
  const totalMs = performance.now() - started;
  closeDatabaseCleanly(db, checkedAt);
  const backups = fs.readdirSync(backupFolderOf(dataDir));
  const backupBytes = backups.reduce(
    (sum, name) => sum + fs.statSync(path.join(backupFolderOf(dataDir), name)).size,
    0,
  );
  const byVersion = new Map<number, MigrationProgress[]>();
  for (const report of progress) byVersion.set(report.version, [...(byVersion.get(report.version) ?? []), report]);
  const longest = [...byVersion.values()].sort((a, b) => b.length - a.length)[0];
  return {
    ...change,
    totalMs,
    backupMs,
    backupFirst: backups.length === 1 && backupDoneAt <= firstProgressAt,
    progressEvents: progress.length,
    longest: longest
      ? {
          version: longest[0]!.version,
          description: longest[0]!.description,
          reports: longest.length,
          total: longest.at(-1)!.total,
        }
      : null,
    backupBytes,
    notices,
  };
}
