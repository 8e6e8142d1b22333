// Safe upgrades: the database every shipped schema version wrote (test/fixtures/databases/v<N>.db) opens with the
// latest code, and every row it held is still there, unchanged, with full-text search still finding messages and memories.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase } from '../../electron/storage/database';
import { createConversationStore } from '../../electron/storage/conversations';
import { createMemoryStore } from '../../electron/storage/memories';
import { migrations, readUserVersion } from '../../electron/storage/migrations';
import { createSettingsStore } from '../../electron/storage/settings';
import { createTempDirs } from '../support/temp-dir';
import { fixtureSearchWords } from './db-fixtures/fixture-rows';
import { fixtureFile, makeFixtureCommand } from './db-fixtures/make-db-fixture';

const temp = createTempDirs();
afterEach(() => temp.cleanup());

type Row = Record<string, unknown>;

/** Ordinary tables, without SQLite's own and without FTS5's shadow tables (their content is checked by searching). */
function dataTables(db: Database.Database): string[] {
  const all = db
    .prepare<[], { name: string; sql: string }>("SELECT name, sql FROM sqlite_master WHERE type = 'table'")
    .all();
  const virtual = all.filter((table) => /CREATE VIRTUAL TABLE/i.test(table.sql)).map((table) => table.name);
  return all
    .map((table) => table.name)
    .filter((name) => !name.startsWith('sqlite_'))
    .filter((name) => !virtual.some((v) => name === v || name.startsWith(`${v}_`)))
    .sort();
}

function snapshot(file: string): Map<string, Row[]> {
  const db = new Database(file, { readonly: true });
  try {
    return new Map(dataTables(db).map((table) => [table, db.prepare(`SELECT * FROM "${table}"`).all() as Row[]]));
  } finally {
    db.close();
  }
}

function missingRows(db: Database.Database, table: string, rows: readonly Row[]): Row[] {
  return rows.filter((row) => {
    const columns = Object.keys(row);
    const where = columns.map((column) => `"${column}" IS ?`).join(' AND ');
    const found = db.prepare(`SELECT count(*) AS n FROM "${table}" WHERE ${where}`).get(...Object.values(row)) as {
      n: number;
    };
    return found.n !== 1;
  });
}

describe('every shipped schema version upgrades without losing a row', () => {
  it.each(migrations.map((migration) => migration.version))('fixture v%i', (version) => {
    const fixture = fixtureFile(version);
    expect(
      fs.existsSync(fixture),
      `No database fixture for schema version ${version}. Create it with \`${makeFixtureCommand(version)}\` ` +
        '(add rows for new tables or columns to test/storage/db-fixtures/fixture-rows.ts first) and commit it.',
    ).toBe(true);
    const file = path.join(temp.make('fixture'), 'hearth.db');
    fs.copyFileSync(fixture, file);
    const before = snapshot(file);
    const probe = new Database(file, { readonly: true });
    expect(readUserVersion(probe), `${fixture} must be at schema version ${version}`).toBe(version);
    probe.close();
    for (const [table, rows] of before) {
      expect(
        rows.length,
        `fixture v${version}: table ${table} needs a row (test/storage/db-fixtures/fixture-rows.ts)`,
      ).toBeGreaterThan(0);
    }

    const { db, notices } = openDatabase(file);
    try {
      expect(notices).toEqual([]);
      expect(readUserVersion(db)).toBe(migrations.length);
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      for (const [table, rows] of before) {
        expect(missingRows(db, table, rows), `v${version} → latest: rows of ${table} lost or changed`).toEqual([]);
      }
      // FTS5's own check compares each index with its content table; it throws when they differ.
      db.prepare("INSERT INTO messages_fts (messages_fts, rank) VALUES ('integrity-check', 1)").run();
      db.prepare("INSERT INTO memories_fts (memories_fts, rank) VALUES ('integrity-check', 1)").run();
      const hits = createConversationStore(db).search(fixtureSearchWords.message);
      expect(hits.map((hit) => hit.conversationId)).toContain('conv-bread');
      const recalled = createMemoryStore(db).recall(`is the person ${fixtureSearchWords.memory} to anything`);
      expect(recalled.map((memory) => memory.content)).toContain('The person is allergic to peanuts.');
      const settings = createSettingsStore(db).get();
      expect(settings.settings.provider.active).toBe('ollama');
      expect(settings.settings.policy.preapproved).toEqual(['weather', 'datetime']);
    } finally {
      closeDatabase(db);
    }
  });
});
