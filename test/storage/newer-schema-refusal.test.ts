// A database written by a newer Hearth (a higher user_version) is refused with a clear message and left byte-for-byte
// unchanged — the file and its -wal/-shm — whether it was closed cleanly, kept a rollback journal or still has a WAL.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase, StorageError } from '../../electron/storage/database';
import { migrations } from '../../electron/storage/migrations';
import { runCli } from '../cli/run-cli';
import { createTempDirs } from '../support/temp-dir';

const temp = createTempDirs();
afterEach(() => temp.cleanup());

const NEWER = migrations.length + 1;

function fingerprint(file: string): Record<string, string> {
  return Object.fromEntries(
    ['', '-wal', '-shm', '-journal'].map((suffix) => {
      const name = `${file}${suffix}`;
      const hash = fs.existsSync(name) ? createHash('sha256').update(fs.readFileSync(name)).digest('hex') : 'absent';
      return [path.basename(name), hash];
    }),
  );
}

/** A database of this version holding a chat, then marked as written by the next schema version. */
function writeNewerDatabase(file: string): Database.Database {
  closeDatabase(openDatabase(file).db);
  const db = new Database(file);
  db.prepare(
    "INSERT INTO conversations (id, title, created_at, updated_at) VALUES ('c1', 'from the future', 1, 1)",
  ).run();
  db.pragma(`user_version = ${NEWER}`);
  return db;
}

function refusal(file: string): StorageError {
  try {
    closeDatabase(openDatabase(file).db);
  } catch (error) {
    if (error instanceof StorageError) return error;
    throw error;
  }
  throw new Error('the newer database was opened');
}

const layouts: Record<string, (dir: string) => string> = {
  'closed cleanly (WAL)': (dir) => {
    const file = path.join(dir, 'hearth.db');
    closeDatabase(writeNewerDatabase(file));
    return file;
  },
  'rollback journal mode': (dir) => {
    const file = path.join(dir, 'hearth.db');
    const db = writeNewerDatabase(file);
    db.pragma('journal_mode = DELETE');
    db.close();
    return file;
  },
  'a WAL still holding its commits (the newer app was killed)': (dir) => {
    const live = path.join(temp.make('live'), 'hearth.db');
    const db = writeNewerDatabase(live);
    db.pragma('wal_autocheckpoint = 0');
    db.prepare(
      "INSERT INTO conversations (id, title, created_at, updated_at) VALUES ('c2', 'only in the WAL', 2, 2)",
    ).run();
    const file = path.join(dir, 'hearth.db');
    for (const suffix of ['', '-wal', '-shm']) fs.copyFileSync(`${live}${suffix}`, `${file}${suffix}`);
    db.close();
    return file;
  },
};

describe('a database from a newer Hearth', () => {
  it.each(Object.keys(layouts))('is refused and left byte-for-byte unchanged: %s', (layout) => {
    const file = layouts[layout]!(temp.make('newer'));
    const before = fingerprint(file);
    const error = refusal(file);
    expect(error.kind).toBe('newer_schema');
    expect(error.message).toContain('written by a newer version of Hearth');
    expect(error.message).toContain(`schema version ${NEWER}`);
    expect(error.message).toContain('left unchanged');
    expect(fingerprint(file)).toEqual(before);
  });

  it('the CLI exits 1 with that message and changes nothing', async () => {
    const dataDir = temp.make('newer-cli');
    const file = layouts['closed cleanly (WAL)']!(dataDir);
    const before = fingerprint(file);
    const run = await runCli(['config', 'get', 'provider.active', '--data-dir', dataDir]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('was written by a newer version of Hearth');
    expect(run.stderr).toContain(`schema version ${NEWER}`);
    expect(run.stdout).toBe('');
    expect(fingerprint(file)).toEqual(before);
  }, 60_000);
});
