// The automatic backups: a daily one when the newest daily backup is a day old (none for an empty database), keeping
// the 7 newest daily ones and never deleting one made by the person; a backup never overwrites a file.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createBackupService, DAILY_KEEP } from '../../electron/runtime/backups/backup-service';
import { createConversationStore } from '../../electron/storage/conversations';
import { closeDatabase, openDatabase, type Db } from '../../electron/storage/database';
import { createTempDirs } from '../support/temp-dir';
import { waitFor } from '../support/wait-for';

const temp = createTempDirs();
let db: Db | undefined;
afterEach(() => {
  if (db) closeDatabase(db);
  db = undefined;
  temp.cleanup();
});

const DAY = 24 * 60 * 60_000;

describe('automatic backups', () => {
  it('makes one a day, keeps the 7 newest daily ones, and leaves the person’s own', async () => {
    const dataDir = temp.make('backup-daily');
    db = openDatabase(path.join(dataDir, 'hearth.db')).db;
    let clock = Date.UTC(2026, 10, 1, 9);
    const service = createBackupService({
      db,
      dataDir,
      hearthVersion: 'test',
      knownSecretValues: () => [],
      now: () => clock,
    });
    service.startDaily();
    service.stop();
    // Nothing to back up yet. The check decides before its first await, and a backup it began would already have made
    // the backups folder (synchronously, before writing), so its absence shows none was started.
    expect(fs.existsSync(service.folder)).toBe(false);
    expect(service.list()).toEqual([]);

    createConversationStore(db).create({ title: 'Worth keeping' });
    const mine = await service.create();
    expect(mine.ok).toBe(true);
    for (let day = 1; day <= DAILY_KEEP + 3; day += 1) {
      clock += DAY / 2;
      service.startDaily(); // half a day later: none due, or one when a day has passed since the last
      service.stop();
      clock += DAY / 2;
      const before = service.list().filter((b) => b.reason === 'daily').length;
      service.startDaily();
      service.stop();
      await waitFor(() => service.list().some((b) => b.reason === 'daily' && b.createdAt === clock), {
        message: `the daily backup of day ${day}`,
        timeout: 20_000,
      });
      expect(service.list().filter((b) => b.reason === 'daily').length).toBe(Math.min(before + 1, DAILY_KEEP));
    }
    const daily = service.list().filter((b) => b.reason === 'daily');
    expect(daily).toHaveLength(DAILY_KEEP);
    expect(daily[0]?.createdAt).toBe(clock); // newest first, the oldest ones went
    expect(service.list().filter((b) => b.reason === 'manual')).toHaveLength(1);
    expect(fs.readdirSync(service.folder)).toHaveLength(DAILY_KEEP + 1);
  }, 60_000);
});
