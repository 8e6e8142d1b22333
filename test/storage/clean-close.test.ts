// A database closed cleanly opens without the integrity check (which reads every page) only while it is exactly as it
// was left: a write-ahead log left by a crash, a file changed afterwards, a missing note or a week since the last
// check all bring the check back. Real SQLite files; openDatabase's `checkedAt` says whether it checked (now) or not.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanCloseNotePath, FULL_CHECK_EVERY_MS } from '../../electron/storage/clean-close';
import { closeDatabase, closeDatabaseCleanly, openDatabase } from '../../electron/storage/database';
import { createHearthRuntime } from '../../electron/runtime/create-runtime';
import { createSessionSecretStore } from '../../electron/secrets/session-secret-store';
import { createTempDirs } from '../support/temp-dir';

const temp = createTempDirs();
afterEach(() => temp.cleanup());

const T0 = Date.parse('2026-03-01T10:00:00Z');
const HOUR = 60 * 60 * 1000;
const at = (ms: number) => () => new Date(ms);

/** A real Hearth database with rows on many pages, opened at T0 (checked then) and closed cleanly. */
function cleanlyClosedDatabase(): string {
  const file = path.join(temp.make('clean-close'), 'hearth.db');
  const { db, checkedAt } = openDatabase(file, { now: at(T0) });
  db.prepare("INSERT INTO conversations (id, created_at, updated_at) VALUES ('c', 1, 1)").run();
  const insert = db.prepare(
    "INSERT INTO messages (id, conversation_id, seq, role, content, created_at, updated_at) VALUES (?, 'c', ?, 'user', ?, 1, 1)",
  );
  db.transaction(() => {
    for (let seq = 1; seq <= 400; seq += 1) insert.run(`m${seq}`, seq, `message number ${seq} `.repeat(20));
  })();
  expect(checkedAt).toBe(T0);
  closeDatabaseCleanly(db, checkedAt);
  return file;
}

function checkedAtOnOpen(file: string, nowMs: number): number {
  const { db, checkedAt } = openDatabase(file, { now: at(nowMs) });
  closeDatabase(db);
  return checkedAt;
}

describe('opening a database closed cleanly', () => {
  it('skips the check when the file is as it was left, and the note is used once', () => {
    const file = cleanlyClosedDatabase();
    expect(fs.existsSync(cleanCloseNotePath(file))).toBe(true);
    expect(checkedAtOnOpen(file, T0 + HOUR)).toBe(T0);
    // The open removed the note (a crash from then on must not pass for a clean close): the next open checks.
    expect(fs.existsSync(cleanCloseNotePath(file))).toBe(false);
    expect(checkedAtOnOpen(file, T0 + 2 * HOUR)).toBe(T0 + 2 * HOUR);
  });

  it('carries the last check forward across clean closes, and checks again once it is a week old', () => {
    const file = cleanlyClosedDatabase();
    const later = openDatabase(file, { now: at(T0 + FULL_CHECK_EVERY_MS - HOUR) });
    expect(later.checkedAt).toBe(T0);
    closeDatabaseCleanly(later.db, later.checkedAt);
    expect(checkedAtOnOpen(file, T0 + FULL_CHECK_EVERY_MS)).toBe(T0 + FULL_CHECK_EVERY_MS);
  });

  it('checks when a write-ahead log was left behind (another connection or a crash after the close)', () => {
    const file = cleanlyClosedDatabase();
    const other = new Database(file);
    other.pragma('journal_mode = WAL');
    other.prepare("INSERT INTO conversations (id, created_at, updated_at) VALUES ('late', 2, 2)").run();
    expect(fs.statSync(`${file}-wal`).size).toBeGreaterThan(0);
    try {
      expect(checkedAtOnOpen(file, T0 + HOUR)).toBe(T0 + HOUR);
    } finally {
      other.close();
    }
  });

  it('checks, and moves aside, a file whose page was damaged after the clean close', () => {
    const file = cleanlyClosedDatabase();
    const { db: probe } = openDatabase(file, { now: at(T0) }); // reads the page size; the note is gone afterwards
    const pageSize = Number(probe.pragma('page_size', { simple: true }));
    closeDatabaseCleanly(probe, T0);
    const pages = fs.statSync(file).size / pageSize;
    const handle = fs.openSync(file, 'r+');
    fs.writeSync(handle, Buffer.alloc(64, 0xa5), 0, 64, Math.floor(pages / 2) * pageSize);
    fs.closeSync(handle);
    expect(fs.existsSync(cleanCloseNotePath(file))).toBe(true);

    const { db, notices, checkedAt } = openDatabase(file, { now: at(T0 + HOUR) });
    closeDatabase(db);
    expect(checkedAt).toBe(T0 + HOUR);
    expect(notices[0]).toMatch(/^The database file was corrupt; it was moved to hearth\.db\.corrupt-/);
  });

  it('checks when the note is unreadable or from the future', () => {
    const file = cleanlyClosedDatabase();
    fs.writeFileSync(cleanCloseNotePath(file), '{"ino": "not a number"');
    expect(checkedAtOnOpen(file, T0 + HOUR)).toBe(T0 + HOUR);
    const again = openDatabase(file, { now: at(T0 + HOUR) });
    closeDatabaseCleanly(again.db, again.checkedAt);
    expect(checkedAtOnOpen(file, T0)).toBe(T0); // the clock went back: checked now (T0), not skipped
  });

  it('is what the runtime leaves when it closes', async () => {
    const dataDir = temp.make('clean-close-runtime');
    const runtime = await createHearthRuntime({
      dataDir,
      env: {},
      platform: process.platform,
      secretStore: createSessionSecretStore(),
      sandboxSelfTest: 'on-demand',
    });
    expect(fs.existsSync(cleanCloseNotePath(path.join(dataDir, 'hearth.db')))).toBe(false);
    await runtime.close();
    expect(fs.existsSync(cleanCloseNotePath(path.join(dataDir, 'hearth.db')))).toBe(true);
  });
});
