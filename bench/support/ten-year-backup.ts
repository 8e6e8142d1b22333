// Backup and restore of the ten-year database through the real backup service: a backup's speed against SQLite's own
// online backup of the same file (db.backup(), the floor), and a restore that merges that backup into the database it
// came from — every table counted before and after (nothing may be duplicated), progress recorded.
import fs from 'node:fs';
import path from 'node:path';
import { createBackupService } from '../../electron/runtime/backups/backup-service';
import type { Db } from '../../electron/storage/database';
import { BACKUP_EXTENSION } from '../../electron/storage/backup/backup-format';

const COUNTED = [
  'projects',
  'conversations',
  'messages',
  'message_attachments',
  'attachments',
  'memories',
  'jobs',
  'job_runs',
] as const;

export interface BackupTimes {
  databaseBytes: number;
  hearthMs: number;
  rawMs: number;
  backupBytes: number;
  backupFile: string;
}

export async function measureBackup(db: Db, dataDir: string, outDir: string): Promise<BackupTimes> {
  db.pragma('wal_checkpoint(TRUNCATE)');
  const databaseBytes = fs.statSync(db.name).size;
  const service = createBackupService({ db, dataDir, hearthVersion: 'bench', knownSecretValues: () => [] });
  const rawFile = path.join(outDir, 'raw.sqlite');
  const raw = async (): Promise<number> => {
    const started = performance.now();
    await db.backup(rawFile);
    const ms = performance.now() - started;
    fs.rmSync(rawFile, { force: true });
    return ms;
  };
  // Raw, Hearth, raw again: the faster raw copy is the baseline (the first one also warms the page cache).
  const rawBefore = await raw();
  const backupFile = path.join(outDir, `bench${BACKUP_EXTENSION}`);
  const started = performance.now();
  const made = await service.create({ out: backupFile });
  const hearthMs = performance.now() - started;
  if (!made.ok) throw new Error(made.error);
  const rawMs = Math.min(rawBefore, await raw());
  return { databaseBytes, hearthMs, rawMs, backupBytes: fs.statSync(backupFile).size, backupFile };
}

export interface RestoreRun {
  ms: number;
  before: Record<string, number>;
  after: Record<string, number>;
  /** Rows the merge added (after − before, all tables): 0 when a backup is merged into its own source. */
  added: number;
  progressReports: { plan: number; apply: number };
  lastPlanReport: { done: number; total: number } | null;
}

function counts(db: Db): Record<string, number> {
  return Object.fromEntries(
    COUNTED.map((table) => [table, (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n]),
  );
}

export function measureRestore(db: Db, dataDir: string, backupFile: string): RestoreRun {
  const service = createBackupService({ db, dataDir, hearthVersion: 'bench', knownSecretValues: () => [] });
  const before = counts(db);
  const progressReports = { plan: 0, apply: 0 };
  let lastPlanReport: RestoreRun['lastPlanReport'] = null;
  const started = performance.now();
  const restored = service.restore(backupFile, {
    onProgress: ({ stage, done, total }) => {
      progressReports[stage] += 1;
      if (stage === 'plan') lastPlanReport = { done, total };
    },
  });
  const ms = performance.now() - started;
  if (!restored.ok) throw new Error(restored.error);
  const after = counts(db);
  const added = COUNTED.reduce((sum, table) => sum + (after[table]! - before[table]!), 0);
  return { ms, before, after, added, progressReports, lastPlanReport };
}
