// The CLI over a data folder an older Hearth wrote: the database is backed up, then upgraded with a progress bar on
// stderr for the long step (v9 indexes the existing rows), and the command runs on the current database.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, expect, it } from 'vitest';
import { migrations } from '../../electron/storage/migrations';
import { v8DataFolderWithCjkMessages } from '../support/older-database';
import { createTempDirs } from '../support/temp-dir';
import { runCli } from './run-cli';

const temp = createTempDirs();
afterAll(() => temp.cleanup());

it('upgrades a v8 database with a bar on stderr, after a backup, then runs the command', async () => {
  const dataDir = v8DataFolderWithCjkMessages(temp.make('cli-upgrade'), 1_200);
  const run = await runCli(['--data-dir', dataDir, 'backup', 'list', '--json']);
  expect(run.code, run.stderr).toBe(0);
  expect(run.stderr).toContain(`hearth: upgrading the database from schema 8 to ${migrations.length}`);
  expect(run.stderr).toMatch(/upgrading to v9 \[#{24}\] 100% \(1,200 of 1,200\)\n/);
  const backup = /a backup from before the upgrade is at (\S+)\n/.exec(run.stderr)?.[1];
  expect(backup && path.dirname(backup)).toBe(path.join(dataDir, 'backups'));
  expect(fs.existsSync(backup!)).toBe(true);
  const db = new Database(path.join(dataDir, 'hearth.db'), { readonly: true });
  expect(db.pragma('user_version', { simple: true })).toBe(migrations.length);
  db.close();
  const [listed] = run.lines() as unknown as [{ file: string; reason: string }[]];
  expect(listed.map((b) => [b.file, b.reason])).toEqual([[backup, 'before_upgrade']]);
});
