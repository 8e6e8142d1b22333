// The desktop's database upgrade on real SQLite files from the shipped fixtures: in its worker thread every step is
// reported (backup, each migration with rows done of total, done), the backup exists before the first migration runs,
// and a failing migration leaves the database as it was, with the backup's path in the answer.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { databaseFileOf, upgradeDatabase } from '../../../electron/runtime/upgrade/database-upgrade';
import { upgradeInWorker } from '../../../electron/runtime/upgrade/upgrade-in-worker';
import type { DatabaseUpgradeStep } from '../../../electron/shared/database-upgrade';
import { migrations } from '../../../electron/storage/migrations';
import { fixtureFile } from '../../storage/db-fixtures/make-db-fixture';
import { createTempDirs } from '../../support/temp-dir';
import { upgradeWorkerEntry } from '../../support/upgrade-worker-entry';
import { v8DataFolderWithCjkMessages } from '../../support/older-database';

const temp = createTempDirs();
afterEach(() => temp.cleanup());
const latest = migrations.length;

function dataFolderFrom(version: number): string {
  const dataDir = temp.make('upgrade');
  fs.copyFileSync(fixtureFile(version), databaseFileOf(dataDir));
  return dataDir;
}

function read<T>(file: string, look: (db: Database.Database) => T): T {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return look(db);
  } finally {
    db.close();
  }
}

const messageCount = (file: string) =>
  read(file, (db) => (db.prepare('SELECT count(*) AS n FROM messages').get() as { n: number }).n);
const userVersion = (file: string) => read(file, (db) => Number(db.pragma('user_version', { simple: true })));

describe('the database upgrade thread', () => {
  it('upgrades a v8 database: backup first, every migration with its progress, then done', async () => {
    const dataDir = v8DataFolderWithCjkMessages(temp.make('upgrade'), 1_200);
    const before = messageCount(databaseFileOf(dataDir));
    const steps: DatabaseUpgradeStep[] = [];
    const result = await upgradeInWorker({
      dataDir,
      hearthVersion: 'test',
      worker: upgradeWorkerEntry,
      onStep: (step) => steps.push(step),
    });
    expect(result).toEqual({ ok: true, upgraded: true, notices: [] });
    expect(steps[0]).toEqual({ phase: 'backing-up', from: 8, to: latest });
    const upgrading = steps.flatMap((step) => (step.phase === 'upgrading' ? [step] : []));
    const started = upgrading.filter((step) => step.total === 0).map((step) => step.version);
    expect(started).toEqual(migrations.slice(8).map((migration) => migration.version));
    const cjk = upgrading.filter((step) => step.version === 9 && step.total > 0);
    expect(cjk.map((step) => step.done)).toEqual([500, 1000, cjk.at(-1)!.total]);
    expect(cjk.at(-1)).toMatchObject({ description: migrations[8]!.description });
    const last = steps.at(-1)!;
    expect(last).toMatchObject({ phase: 'done', from: 8, to: latest });
    const backupFile = last.phase === 'done' ? last.backupFile : undefined;
    expect(backupFile && path.dirname(backupFile)).toBe(path.join(dataDir, 'backups'));
    expect(fs.existsSync(backupFile!)).toBe(true);
    expect(userVersion(databaseFileOf(dataDir))).toBe(latest);
    expect(messageCount(databaseFileOf(dataDir))).toBe(before);
  });

  it('answers at once for a current database, without starting a thread', async () => {
    const dataDir = dataFolderFrom(latest);
    const { result, steps } = await upgradeWithoutWorkerScript(dataDir);
    expect(result).toEqual({ ok: true, upgraded: false, notices: [] });
    expect(steps).toEqual([]);
  });

  it('a thread that cannot start is a failure with the reason, and the database is untouched', async () => {
    const dataDir = dataFolderFrom(12);
    const { result, steps } = await upgradeWithoutWorkerScript(dataDir);
    expect(result.ok).toBe(false);
    expect(steps.at(-1)).toMatchObject({ phase: 'failed', from: 12, to: latest });
    expect(userVersion(databaseFileOf(dataDir))).toBe(12);
  });
});

describe('upgradeDatabase', () => {
  it('has written the backup before the first migration starts', () => {
    const dataDir = dataFolderFrom(10);
    const backupOnDisk: boolean[] = [];
    const outcome = upgradeDatabase({
      dataDir,
      hearthVersion: 'test',
      report: (step) => {
        if (step.phase === 'upgrading') backupOnDisk.push(!!step.backupFile && fs.existsSync(step.backupFile));
      },
    });
    expect(outcome.ok).toBe(true);
    expect(backupOnDisk.length).toBeGreaterThan(0);
    expect(backupOnDisk.every(Boolean)).toBe(true);
  });

  it('a failing migration leaves the database as it was and names the backup, which holds every row', () => {
    const dataDir = dataFolderFrom(latest);
    const file = databaseFileOf(dataDir);
    const before = messageCount(file);
    const failing = [
      ...migrations,
      {
        version: latest + 1,
        description: 'a step that breaks halfway',
        up: (db: Database.Database) => {
          db.exec('DELETE FROM messages');
          throw new Error('disk I/O error');
        },
      },
    ];
    const steps: DatabaseUpgradeStep[] = [];
    const outcome = upgradeDatabase({
      dataDir,
      hearthVersion: 'test',
      migrations: failing,
      report: (s) => steps.push(s),
    });
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.error.message).toContain('disk I/O error');
    expect(outcome.error.message).toContain(`version ${latest + 1}: a step that breaks halfway`);
    expect(steps.map((step) => step.phase)).toEqual(['backing-up', 'upgrading']);
    expect(userVersion(file)).toBe(latest);
    expect(messageCount(file)).toBe(before);
    const backupFile = outcome.error.backupFile!;
    expect(fs.existsSync(backupFile)).toBe(true);
    expect(messageCount(backupFile)).toBe(before);
  });
});

/** upgradeInWorker pointed at a worker script that does not exist: what it answers and the steps it reported. */
async function upgradeWithoutWorkerScript(dataDir: string) {
  const steps: DatabaseUpgradeStep[] = [];
  const result = await upgradeInWorker({
    dataDir,
    hearthVersion: 'test',
    worker: { script: path.join(dataDir, 'no-such-worker.js') },
    onStep: (step) => steps.push(step),
  });
  return { result, steps };
}
