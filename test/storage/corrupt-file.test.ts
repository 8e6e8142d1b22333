// A damaged database file is moved aside as `<name>.corrupt-<timestamp>` (with its -wal/-shm) and replaced by a
// fresh, working database; the caller gets a notice. Real files: random bytes and a real database with a broken page.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase } from '../../electron/storage/database';
import { createTempDirs } from '../support/temp-dir';

const temp = createTempDirs();
afterEach(() => temp.cleanup());

const FIXED_NOW = new Date('2025-03-04T05:06:07.089Z');
const MOVED_NAME = 'hearth.db.corrupt-2025-03-04T05-06-07-089Z';

function expectFreshWorkingDatabase(file: string): void {
  const { db, notices } = openDatabase(file);
  expect(notices).toEqual([]);
  db.prepare("INSERT INTO conversations (id, created_at, updated_at) VALUES ('new', 1, 1)").run();
  expect(db.prepare('SELECT id FROM conversations').all()).toEqual([{ id: 'new' }]);
  expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
  closeDatabase(db);
}

/** A real Hearth database with enough rows to span many pages, closed cleanly. Returns its page size. */
function buildPopulatedDatabase(file: string): number {
  const { db } = openDatabase(file);
  db.prepare("INSERT INTO conversations (id, created_at, updated_at) VALUES ('c', 1, 1)").run();
  const insert = db.prepare(
    "INSERT INTO messages (id, conversation_id, seq, role, content, created_at, updated_at) VALUES (?, 'c', ?, 'user', ?, 1, 1)",
  );
  db.transaction(() => {
    for (let seq = 1; seq <= 400; seq += 1) insert.run(`m${seq}`, seq, `message number ${seq} `.repeat(20));
  })();
  const pageSize = Number(db.pragma('page_size', { simple: true }));
  closeDatabase(db);
  return pageSize;
}

describe('corrupt database recovery', () => {
  it('moves a file of random bytes aside with its -wal and -shm, and creates a fresh database', () => {
    const dir = temp.make('corrupt');
    const file = path.join(dir, 'hearth.db');
    const garbage = crypto.randomBytes(64 * 1024);
    fs.writeFileSync(file, garbage);
    fs.writeFileSync(`${file}-wal`, crypto.randomBytes(1000));
    fs.writeFileSync(`${file}-shm`, crypto.randomBytes(1000));

    const { db, notices } = openDatabase(file, { now: () => FIXED_NOW });
    closeDatabase(db);

    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatch(
      /^The database file was corrupt; it was moved to hearth\.db\.corrupt-2025-03-04T05-06-07-089Z/,
    );
    expect(notices[0]).toContain('a fresh one was created');
    expect(fs.readFileSync(path.join(dir, MOVED_NAME))).toEqual(garbage);
    expect(fs.existsSync(path.join(dir, `${MOVED_NAME}-wal`))).toBe(true);
    expect(fs.existsSync(path.join(dir, `${MOVED_NAME}-shm`))).toBe(true);
    expectFreshWorkingDatabase(file);
  });

  it('moves aside a real database whose b-tree page was overwritten, detected by the startup check', () => {
    const dir = temp.make('corrupt');
    const file = path.join(dir, 'hearth.db');
    const pageSize = buildPopulatedDatabase(file);
    const pageCount = fs.statSync(file).size / pageSize;
    expect(pageCount).toBeGreaterThan(20);

    // Overwrite the header of a page in the middle of the file: the header is still "SQLite format 3",
    // so SQLite opens it happily; only the integrity check can tell.
    const handle = fs.openSync(file, 'r+');
    const target = Math.floor(pageCount / 2);
    fs.writeSync(handle, Buffer.alloc(64, 0xa5), 0, 64, target * pageSize);
    fs.closeSync(handle);
    const probe = new Database(file, { readonly: true });
    // A damaged page under a full-text table's config makes the check throw ("vtable constructor failed"), not answer.
    const verdict = (() => {
      try {
        return probe.pragma('quick_check', { simple: true });
      } catch (error) {
        return `threw: ${(error as Error).message}`;
      }
    })();
    expect(verdict).not.toBe('ok');
    probe.close();

    const { db, notices } = openDatabase(file, { now: () => FIXED_NOW });
    closeDatabase(db);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toContain(MOVED_NAME);
    expect(fs.existsSync(path.join(dir, MOVED_NAME))).toBe(true);
    expectFreshWorkingDatabase(file);
  });

  it('moves aside a database whose file header was damaged', () => {
    const dir = temp.make('corrupt');
    const file = path.join(dir, 'hearth.db');
    buildPopulatedDatabase(file);
    const handle = fs.openSync(file, 'r+');
    fs.writeSync(handle, Buffer.from('Not SQLite here!'), 0, 16, 0);
    fs.closeSync(handle);

    const { db, notices } = openDatabase(file, { now: () => FIXED_NOW });
    closeDatabase(db);
    expect(notices[0]).toContain(MOVED_NAME);
    expectFreshWorkingDatabase(file);
  });

  it('never overwrites an earlier corrupt copy taken at the same moment', () => {
    const dir = temp.make('corrupt');
    const file = path.join(dir, 'hearth.db');
    for (const round of [1, 2]) {
      fs.writeFileSync(file, `not a database, round ${round}`.repeat(50));
      closeDatabase(openDatabase(file, { now: () => FIXED_NOW }).db);
    }
    expect(fs.readFileSync(path.join(dir, MOVED_NAME), 'utf8')).toContain('round 1');
    expect(fs.readFileSync(path.join(dir, `${MOVED_NAME}-2`), 'utf8')).toContain('round 2');
  });

  it('treats an empty file as a new database, not as corruption', () => {
    const dir = temp.make('corrupt');
    const file = path.join(dir, 'hearth.db');
    fs.writeFileSync(file, '');
    expectFreshWorkingDatabase(file);
    expect(fs.readdirSync(dir).filter((name) => name.includes('corrupt'))).toEqual([]);
  });
});
