// Backups of the data folder: create (one file: the database, the attachment files, the settings without secrets),
// list the ones in `<dataDir>/backups`, preview and restore (a merge) a backup file, and the daily automatic backup
// (keeping 7). A backup from an older schema is migrated in a temporary copy first; one from a newer Hearth is refused.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import {
  BACKUP_EXTENSION,
  readManifest,
  type BackupManifest,
  type BackupReason,
} from '../../storage/backup/backup-format';
import { writeBackup, writeBackupNow } from '../../storage/backup/backup-writer';
import { planRestore, type RestorePreview, type RestoreProgress } from '../../storage/backup/restore-merge';
import { closeDatabase, openDatabase, type Db } from '../../storage/database';
import { migrations } from '../../storage/migrations';
import type { Result } from '../../shared/result';

export interface BackupInfo extends BackupManifest {
  file: string;
  name: string;
  size: number;
}

export type BackupOutcome<T> = Result<{ value: T }>;

export interface BackupService {
  /** `<dataDir>/backups`. */
  folder: string;
  /** Writes a backup (default: a new file in the folder); never overwrites an existing file. */
  create: (options?: { out?: string; reason?: BackupReason }) => Promise<BackupOutcome<BackupInfo>>;
  /** The backups in the folder, newest first (files that are not backups are left out). */
  list: () => BackupInfo[];
  /** What restoring `file` would add, without changing anything. */
  preview: (file: string) => BackupOutcome<{ backup: BackupInfo; preview: RestorePreview }>;
  /** Merges `file` into the data folder (see restore-merge.ts) and answers what it added; `onProgress` as it goes. */
  restore: (
    file: string,
    options?: { onProgress?: RestoreProgress },
  ) => BackupOutcome<{ backup: BackupInfo; preview: RestorePreview }>;
  /** A daily backup when the newest one is a day old (now and every hour), keeping the 7 newest daily ones. */
  startDaily: () => void;
  stop: () => void;
}

export const DAILY_KEEP = 7;
export const BEFORE_UPGRADE_KEEP = 3;
const DAY_MS = 24 * 60 * 60_000;
const CHECK_EVERY_MS = 60 * 60_000;

export interface BackupServiceDeps {
  db: Db;
  dataDir: string;
  hearthVersion: string;
  knownSecretValues: () => readonly string[];
  onChanged?: () => void;
  log?: (message: string) => void;
  now?: () => number;
}

export function backupFolderOf(dataDir: string): string {
  return path.join(dataDir, 'backups');
}

export function createBackupService(deps: BackupServiceDeps): BackupService {
  const folder = backupFolderOf(deps.dataDir);
  const attachmentsDir = path.join(deps.dataDir, 'attachments');
  const now = deps.now ?? Date.now;
  const log = deps.log ?? (() => undefined);
  let timer: ReturnType<typeof setInterval> | undefined;
  let dailyRunning = false;

  const create: BackupService['create'] = async ({ out, reason = 'manual' } = {}) => {
    const file = out ? path.resolve(out) : path.join(folder, fileNameFor(now(), reason));
    if (fs.existsSync(file)) return { ok: false, error: `"${file}" already exists; a backup never overwrites a file.` };
    try {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      const manifest = await writeBackup(deps.db, file, {
        attachmentsDir,
        hearthVersion: deps.hearthVersion,
        reason,
        knownSecretValues: deps.knownSecretValues(),
        now,
      });
      return { ok: true, value: info(file, manifest) };
    } catch (error) {
      return { ok: false, error: `The backup could not be written to "${file}": ${reasonOf(error)}.` };
    }
  };

  const list = (): BackupInfo[] => {
    let names: string[];
    try {
      names = fs.readdirSync(folder).filter((name) => name.endsWith(BACKUP_EXTENSION));
    } catch {
      return [];
    }
    return names
      .flatMap((name) => {
        const opened = openBackup(path.join(folder, name));
        if (!opened.ok) return [];
        opened.value.close();
        return [opened.value.backup];
      })
      .sort((a, b) => b.createdAt - a.createdAt);
  };

  const withSource = (
    file: string,
    use: (source: Database.Database, backup: BackupInfo) => RestorePreview,
  ): BackupOutcome<{ backup: BackupInfo; preview: RestorePreview }> => {
    const opened = openBackup(path.resolve(file));
    if (!opened.ok) return opened;
    const { backup, close, database } = opened.value;
    try {
      return { ok: true, value: { backup, preview: use(database, backup) } };
    } catch (error) {
      return { ok: false, error: `Nothing was restored: ${reasonOf(error)}.` };
    } finally {
      close();
    }
  };

  const dailyIfDue = async (): Promise<void> => {
    if (dailyRunning) return;
    const newest = list().find((backup) => backup.reason === 'daily');
    if (newest && now() - newest.createdAt < DAY_MS) return;
    const hasContent = deps.db.prepare('SELECT EXISTS (SELECT 1 FROM conversations) AS x').get() as { x: number };
    if (!hasContent.x) return;
    dailyRunning = true;
    try {
      const made = await create({ reason: 'daily' });
      if (!made.ok) log(`daily backup: ${made.error}`);
      prune(list(), 'daily', DAILY_KEEP);
      deps.onChanged?.();
    } finally {
      dailyRunning = false;
    }
  };

  return {
    folder,
    create,
    list,
    preview: (file) => withSource(file, (source) => planRestore(deps.db, source, attachmentsDir).preview),
    restore: (file, options = {}) =>
      withSource(file, (source) => {
        const plan = planRestore(deps.db, source, attachmentsDir, options.onProgress);
        plan.apply(deps.db);
        deps.onChanged?.();
        return plan.preview;
      }),
    startDaily: () => {
      if (timer) return;
      const check = () => void dailyIfDue().catch((error: unknown) => log(`daily backup: ${reasonOf(error)}`));
      check();
      timer = setInterval(check, CHECK_EVERY_MS);
      timer.unref?.();
    },
    stop: () => {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}

/**
 * The openDatabase hook that backs a non-empty database up before migrations change it (in `<dataDir>/backups`,
 * keeping the 3 newest; `written` hears the file). A failure is a notice: the migrations are transactional either way.
 */
export function backupBeforeUpgrade(
  dataDir: string,
  hearthVersion: string,
  written?: (file: string) => void,
): (db: Db, change: { from: number; to: number }) => string | undefined {
  return (db, { from, to }) => {
    const folder = backupFolderOf(dataDir);
    const file = path.join(folder, fileNameFor(Date.now(), 'before_upgrade'));
    try {
      fs.mkdirSync(folder, { recursive: true });
      writeBackupNow(db, file, {
        attachmentsDir: path.join(dataDir, 'attachments'),
        hearthVersion,
        reason: 'before_upgrade',
      });
      written?.(file);
      prune(readFolder(folder), 'before_upgrade', BEFORE_UPGRADE_KEEP);
      return undefined;
    } catch (error) {
      return `Hearth could not back up its database before upgrading it (schema ${from} → ${to}): ${reasonOf(error)}. The upgrade went ahead.`;
    }
  };
}

interface OpenedBackup {
  backup: BackupInfo;
  database: Database.Database;
  close: () => void;
}

/** Opens a backup for reading, migrated to this schema in a temporary copy when an older Hearth wrote it. */
function openBackup(file: string): BackupOutcome<OpenedBackup & { close: () => void }> {
  if (!fs.existsSync(file)) return { ok: false, error: `There is no file "${file}".` };
  let database: Database.Database;
  try {
    database = new Database(file, { readonly: true, fileMustExist: true });
  } catch (error) {
    return { ok: false, error: `"${file}" cannot be read as a Hearth backup: ${reasonOf(error)}.` };
  }
  const manifest = readManifest(database);
  if (!manifest.ok) {
    database.close();
    return { ok: false, error: `"${file}" cannot be restored: ${manifest.error}.` };
  }
  const backup = info(file, manifest.manifest);
  const latest = migrations.length;
  if (backup.schemaVersion > latest) {
    database.close();
    return {
      ok: false,
      error:
        `"${file}" was written by a newer version of Hearth (schema version ${backup.schemaVersion}; this version ` +
        `understands up to ${latest}). Update Hearth to restore it. Nothing was changed.`,
    };
  }
  if (backup.schemaVersion === latest) return { ok: true, value: { backup, database, close: () => database.close() } };
  database.close();
  const temporary = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-restore-'));
  const copy = path.join(temporary, 'backup.db');
  try {
    fs.copyFileSync(file, copy);
    const migrated = openDatabase(copy).db;
    return {
      ok: true,
      value: {
        backup,
        database: migrated,
        close: () => {
          closeDatabase(migrated);
          fs.rmSync(temporary, { recursive: true, force: true });
        },
      },
    };
  } catch (error) {
    fs.rmSync(temporary, { recursive: true, force: true });
    return { ok: false, error: `"${file}" could not be brought up to this version: ${reasonOf(error)}.` };
  }
}

function info(file: string, manifest: BackupManifest): BackupInfo {
  let size = 0;
  try {
    size = fs.statSync(file).size;
  } catch {
    // listed anyway
  }
  return { ...manifest, file, name: path.basename(file), size };
}

function readFolder(folder: string): BackupInfo[] {
  return fs
    .readdirSync(folder)
    .filter((name) => name.endsWith(BACKUP_EXTENSION))
    .flatMap((name) => openBackupManifestOnly(path.join(folder, name)) ?? []);
}

function openBackupManifestOnly(file: string): BackupInfo | undefined {
  try {
    const database = new Database(file, { readonly: true, fileMustExist: true });
    try {
      const manifest = readManifest(database);
      return manifest.ok ? info(file, manifest.manifest) : undefined;
    } finally {
      database.close();
    }
  } catch {
    return undefined;
  }
}

/** Deletes the oldest backups of one kind beyond `keep` (manual backups are never deleted). */
function prune(backups: readonly BackupInfo[], reason: BackupReason, keep: number): void {
  backups
    .filter((backup) => backup.reason === reason)
    .sort((a, b) => b.createdAt - a.createdAt)
    .slice(keep)
    .forEach((backup) => fs.rmSync(backup.file, { force: true }));
}

function fileNameFor(at: number, reason: BackupReason): string {
  const stamp = new Date(at).toISOString().replace(/[:.]/g, '-').replace('T', '_').replace('Z', '');
  const suffix = reason === 'manual' ? '' : `-${reason.replace('_', '-')}`;
  return `hearth-${stamp}${suffix}${BACKUP_EXTENSION}`;
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
