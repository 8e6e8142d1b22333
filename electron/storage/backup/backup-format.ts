// The backup file format: a SQLite database — an online-backup copy of hearth.db — plus two tables of its own: the
// manifest (what wrote it and what it holds) and the attachment files' bytes. Never secrets: see backup-writer.ts.
import type Database from 'better-sqlite3';
import type { Result } from '../../shared/result';

export const BACKUP_FORMAT = 'hearth.backup';
export const BACKUP_FORMAT_VERSION = 1;
export const BACKUP_EXTENSION = '.hearthbackup';
export const MANIFEST_TABLE = 'hearth_backup_manifest';
export const FILES_TABLE = 'hearth_backup_files';

export type BackupReason = 'manual' | 'daily' | 'before_upgrade';

export interface BackupCounts {
  conversations: number;
  messages: number;
  memories: number;
  jobs: number;
  projects: number;
  attachments: number;
}

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  hearthVersion: string;
  schemaVersion: number;
  createdAt: number;
  reason: BackupReason;
  counts: BackupCounts;
}

const COUNTED: Record<keyof BackupCounts, string> = {
  conversations: 'SELECT count(*) AS n FROM conversations WHERE deleted_at IS NULL',
  messages:
    'SELECT count(*) AS n FROM messages WHERE conversation_id IN (SELECT id FROM conversations WHERE deleted_at IS NULL)',
  memories: 'SELECT count(*) AS n FROM memories WHERE deleted_at IS NULL',
  jobs: 'SELECT count(*) AS n FROM jobs WHERE deleted_at IS NULL',
  projects: 'SELECT count(*) AS n FROM projects',
  attachments: 'SELECT count(*) AS n FROM attachments',
};

/** What a database holds (tables and columns a version lacks count as 0; deleted items do not count). */
export function countContents(db: Database.Database): BackupCounts {
  const counts = {} as BackupCounts;
  for (const [key, sql] of Object.entries(COUNTED) as [keyof BackupCounts, string][]) {
    try {
      counts[key] = (db.prepare(sql).get() as { n: number }).n;
    } catch {
      counts[key] = countWithoutSoftDelete(db, sql);
    }
  }
  return counts;
}

function countWithoutSoftDelete(db: Database.Database, sql: string): number {
  try {
    return (db.prepare(sql.replace(/ WHERE deleted_at IS NULL/g, '')).get() as { n: number }).n;
  } catch {
    return 0; // the table does not exist at that schema version
  }
}

/** The manifest of a backup file, or a sentence saying why it is not one. */
export function readManifest(db: Database.Database): Result<{ manifest: BackupManifest }> {
  let rows: { key: string; value: string }[];
  try {
    rows = db.prepare(`SELECT key, value FROM ${MANIFEST_TABLE}`).all() as { key: string; value: string }[];
  } catch {
    return { ok: false, error: 'it is not a Hearth backup (no manifest)' };
  }
  try {
    const manifest = JSON.parse(rows.find((row) => row.key === 'manifest')?.value ?? 'null') as BackupManifest | null;
    if (!manifest || manifest.format !== BACKUP_FORMAT || !Number.isInteger(manifest.schemaVersion))
      return { ok: false, error: 'its manifest is not a Hearth backup manifest' };
    if (manifest.formatVersion > BACKUP_FORMAT_VERSION)
      return { ok: false, error: 'it was written by a newer version of Hearth (a newer backup format)' };
    return { ok: true, manifest };
  } catch {
    return { ok: false, error: 'its manifest is damaged' };
  }
}
