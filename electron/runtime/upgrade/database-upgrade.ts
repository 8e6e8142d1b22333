// Brings the data folder's database up to this schema as the desktop's upgrade thread does (upgrade-worker.ts): a
// backup first (backups/backup-service.ts), then the migrations, each step reported; a failure is data, not a throw.
import path from 'node:path';
import { closeDatabaseCleanly, openDatabase } from '../../storage/database';
import { migrations as shippedMigrations, type Migration } from '../../storage/migrations';
import { peekSchemaVersion } from '../../storage/schema-version-peek';
import type { DatabaseUpgradeStep } from '../../shared/database-upgrade';
import type { Result } from '../../shared/result';
import { backupBeforeUpgrade } from '../backups/backup-service';

export interface DatabaseUpgradeOptions {
  dataDir: string;
  /** Written into the backup's manifest. */
  hearthVersion: string;
  report: (step: DatabaseUpgradeStep) => void;
  /** Tests pass a list whose last step fails. */
  migrations?: readonly Migration[];
}

export type DatabaseUpgradeOutcome = Result<
  { from: number; to: number; backupFile?: string; notices: string[] },
  { message: string; from: number; to: number; backupFile?: string }
>;

export const databaseFileOf = (dataDir: string): string => path.join(dataDir, 'hearth.db');

/** The versions an upgrade would go between, or undefined when the database is new, current or newer (others say so). */
export function pendingUpgrade(
  dataDir: string,
  latest = shippedMigrations.length,
): { from: number; to: number } | undefined {
  let from: number | undefined;
  try {
    from = peekSchemaVersion(databaseFileOf(dataDir));
  } catch {
    return undefined; // an unreadable file: the core's open says what is wrong with it
  }
  return from !== undefined && from > 0 && from < latest ? { from, to: latest } : undefined;
}

/** Runs the upgrade on this thread (the caller chooses which). Leaves the file closed cleanly for the core's open. */
export function upgradeDatabase(options: DatabaseUpgradeOptions): DatabaseUpgradeOutcome {
  const list = options.migrations ?? shippedMigrations;
  const versions = pendingUpgrade(options.dataDir, list.length) ?? { from: list.length, to: list.length };
  let backupFile: string | undefined;
  const backup = backupBeforeUpgrade(options.dataDir, options.hearthVersion, (file) => (backupFile = file));
  const backupField = () => (backupFile ? { backupFile } : {});
  let current: Pick<Migration, 'version' | 'description'> | undefined;
  let shownPercent = -1;
  try {
    const opened = openDatabase(databaseFileOf(options.dataDir), {
      migrations: list,
      beforeUpgrade: (db, change) => {
        options.report({ phase: 'backing-up', ...versions });
        return backup(db, change);
      },
      onMigrationStart: (migration) => {
        current = migration;
        shownPercent = -1;
        options.report({ phase: 'upgrading', ...versions, ...migration, done: 0, total: 0, ...backupField() });
      },
      onMigrationProgress: ({ version, description, done, total }) => {
        // A long migration reports every few hundred rows; the window needs a step per whole percent at most.
        const percent = total > 0 ? Math.floor((done * 100) / total) : 100;
        if (percent === shownPercent) return;
        shownPercent = percent;
        options.report({ phase: 'upgrading', ...versions, version, description, done, total, ...backupField() });
      },
    });
    closeDatabaseCleanly(opened.db, opened.checkedAt);
    return { ok: true, ...versions, ...backupField(), notices: opened.notices };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const step = current ? ` (while upgrading to version ${current.version}: ${current.description})` : '';
    return { ok: false, error: { message: `${reason}${step}`, ...versions, ...backupField() } };
  }
}
