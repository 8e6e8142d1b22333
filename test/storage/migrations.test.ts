// Forward-only migrations on real database files: idempotent, transactional, and refusing a newer schema.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { createConversationStore } from '../../electron/storage/conversations';
import { createMemoryStore } from '../../electron/storage/memories';
import { closeDatabase, openDatabase, StorageError } from '../../electron/storage/database';
import { type Migration, migrations, readUserVersion, runMigrations } from '../../electron/storage/migrations';
import { createTempDirs } from '../support/temp-dir';

const temp = createTempDirs();
afterEach(() => temp.cleanup());

const extraTable: Migration = {
  version: migrations.length + 1,
  description: 'add notes',
  up: (db) => db.exec('CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)'),
};

describe('migrations', () => {
  it('the shipped list is numbered 1..N and a new database ends at the last version', () => {
    expect(migrations.map((migration) => migration.version)).toEqual(migrations.map((_, index) => index + 1));
    const { db } = openDatabase(path.join(temp.make('mig'), 'hearth.db'));
    expect(readUserVersion(db)).toBe(migrations.length);
    expect(runMigrations(db)).toEqual({ from: migrations.length, to: migrations.length });
    closeDatabase(db);
  });

  it('appending a migration upgrades an existing database once, keeping its data', () => {
    const file = path.join(temp.make('mig'), 'hearth.db');
    const first = openDatabase(file).db;
    first.prepare("INSERT INTO conversations (id, created_at, updated_at) VALUES ('old', 1, 1)").run();
    closeDatabase(first);

    const upgraded = openDatabase(file, { migrations: [...migrations, extraTable] }).db;
    expect(readUserVersion(upgraded)).toBe(migrations.length + 1);
    upgraded.prepare("INSERT INTO notes (body) VALUES ('n')").run();
    expect(upgraded.prepare('SELECT id FROM conversations').all()).toEqual([{ id: 'old' }]);
    closeDatabase(upgraded);

    const again = openDatabase(file, { migrations: [...migrations, extraTable] }).db; // no "table notes already exists"
    expect(again.prepare('SELECT body FROM notes').all()).toEqual([{ body: 'n' }]);
    closeDatabase(again);
  });

  it('a failing migration rolls back completely and leaves user_version where it was', () => {
    const file = path.join(temp.make('mig'), 'hearth.db');
    closeDatabase(openDatabase(file).db);
    const broken: Migration = {
      version: migrations.length + 1,
      description: 'half-done',
      up: (db) => {
        db.exec('CREATE TABLE half_done (x)');
        db.exec('THIS IS NOT SQL');
      },
    };
    expect(() => openDatabase(file, { migrations: [...migrations, broken] })).toThrow(StorageError);
    const reader = new Database(file, { readonly: true });
    expect(reader.pragma('user_version', { simple: true })).toBe(migrations.length);
    expect(reader.prepare("SELECT name FROM sqlite_master WHERE name = 'half_done'").all()).toEqual([]);
    reader.close();
  });

  it('refuses a database from a newer Hearth with a clear error and does not modify it', () => {
    const file = path.join(temp.make('mig'), 'hearth.db');
    closeDatabase(openDatabase(file, { migrations: [...migrations, extraTable] }).db);
    const before = fs.readFileSync(file);

    let caught: unknown;
    try {
      openDatabase(file);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(StorageError);
    expect((caught as StorageError).kind).toBe('newer_schema');
    expect((caught as StorageError).message).toContain('newer version of Hearth');
    expect((caught as StorageError).message).toContain(`schema version ${migrations.length + 1}`);
    const reader = new Database(file, { readonly: true });
    expect(reader.pragma('user_version', { simple: true })).toBe(migrations.length + 1);
    expect(reader.prepare("SELECT name FROM sqlite_master WHERE name = 'notes'").all()).toHaveLength(1);
    reader.close();
    const pagesUnchanged = fs.readFileSync(file).subarray(100).equals(before.subarray(100)); // header counters aside
    expect(pagesUnchanged).toBe(true);
  });

  it('rejects a mis-numbered migration list before touching the database', () => {
    const db = new Database(path.join(temp.make('mig'), 'plain.db'));
    expect(() => runMigrations(db, [extraTable])).toThrow(/out of order/);
    expect(readUserVersion(db)).toBe(0);
    db.close();
  });

  it('version 4 adds the memory tools to a saved pre-approved list that is still the old default, and only then', () => {
    const upgrade = (preapproved: unknown): unknown => {
      const file = path.join(temp.make('mig'), 'hearth.db');
      const { db } = openDatabase(file, { migrations: migrations.slice(0, 3) });
      db.prepare('INSERT INTO settings (id, document, updated_at) VALUES (1, ?, 0)').run(
        JSON.stringify({ policy: { mode: 'supervised', preapproved }, ui: { theme: 'dark' } }),
      );
      closeDatabase(db);
      const upgraded = openDatabase(file).db;
      const document = JSON.parse(
        (upgraded.prepare('SELECT document FROM settings').get() as { document: string }).document,
      ) as { policy: { preapproved: unknown }; ui: unknown };
      expect(document.ui).toEqual({ theme: 'dark' });
      closeDatabase(upgraded);
      return document.policy.preapproved;
    };
    expect(upgrade(['weather'])).toEqual(['weather', 'memory_store', 'memory_forget']);
    expect(upgrade([])).toEqual([]);
    expect(upgrade(['weather', 'shell'])).toEqual(['weather', 'shell']);
  });

  it('version 6 keeps v5 conversations, messages, memories and jobs, none deleted, and adds attachment tables', () => {
    const file = path.join(temp.make('mig'), 'hearth.db');
    const { db } = openDatabase(file, { migrations: migrations.slice(0, 5) });
    db.prepare("INSERT INTO conversations (id, title, created_at, updated_at) VALUES ('c1', 'Trip', 1, 2)").run();
    db.prepare(
      "INSERT INTO messages (id, conversation_id, seq, role, content, created_at, updated_at) VALUES ('m1', 'c1', 1, 'user', 'hello', 1, 1)",
    ).run();
    db.prepare("INSERT INTO memories (content, created_at, updated_at) VALUES ('likes tea', 1, 1)").run();
    db.prepare(
      "INSERT INTO jobs (id, name, schedule_kind, schedule, timezone, action, created_at, updated_at) VALUES ('j1', 'Daily', 'cron', '0 9 * * *', 'UTC', '{}', 1, 1)",
    ).run();
    closeDatabase(db);

    const upgraded = openDatabase(file, { migrations: migrations.slice(0, 6) }).db;
    expect(readUserVersion(upgraded)).toBe(6);
    expect(upgraded.prepare('SELECT id, title, deleted_at FROM conversations').all()).toEqual([
      { id: 'c1', title: 'Trip', deleted_at: null },
    ]);
    expect(upgraded.prepare('SELECT content FROM messages').all()).toEqual([{ content: 'hello' }]);
    expect(upgraded.prepare('SELECT content, deleted_at FROM memories').all()).toEqual([
      { content: 'likes tea', deleted_at: null },
    ]);
    expect(upgraded.prepare('SELECT id, deleted_at FROM jobs').all()).toEqual([{ id: 'j1', deleted_at: null }]);
    upgraded
      .prepare("INSERT INTO attachments (sha256, mime_type, size, created_at) VALUES ('ab', 'image/png', 3, 1)")
      .run();
    upgraded
      .prepare(
        "INSERT INTO message_attachments (message_id, position, sha256, name, kind) VALUES ('m1', 0, 'ab', 'a.png', 'image')",
      )
      .run();
    upgraded.prepare("DELETE FROM messages WHERE id = 'm1'").run();
    expect(upgraded.prepare('SELECT COUNT(*) AS n FROM message_attachments').get()).toEqual({ n: 0 });
    closeDatabase(upgraded);
  });
  it('version 7 turns each existing conversation into one path in seq order, showing its newest message', () => {
    const file = path.join(temp.make('mig'), 'hearth.db');
    const { db } = openDatabase(file, { migrations: migrations.slice(0, 6) });
    db.prepare("INSERT INTO conversations (id, title, created_at, updated_at) VALUES ('c1', 'Trip', 1, 2)").run();
    db.prepare(
      "INSERT INTO conversations (id, title, created_at, updated_at) VALUES ('empty', 'Nothing yet', 1, 2)",
    ).run();
    const insert = db.prepare(
      "INSERT INTO messages (id, conversation_id, seq, role, content, created_at, updated_at) VALUES (?, 'c1', ?, ?, ?, 1, 1)",
    );
    insert.run('m3', 3, 'user', 'and Porto?'); // inserted out of order: parent comes from seq, not rowid
    insert.run('m1', 1, 'user', 'Lisbon?');
    insert.run('m2', 2, 'assistant', 'Lovely.');
    closeDatabase(db);

    const upgraded = openDatabase(file, { migrations: migrations.slice(0, 7) }).db;
    expect(readUserVersion(upgraded)).toBe(7);
    expect(upgraded.prepare('SELECT id, parent_id, content FROM messages ORDER BY seq').all()).toEqual([
      { id: 'm1', parent_id: null, content: 'Lisbon?' },
      { id: 'm2', parent_id: 'm1', content: 'Lovely.' },
      { id: 'm3', parent_id: 'm2', content: 'and Porto?' },
    ]);
    expect(upgraded.prepare('SELECT id, title, active_leaf_id FROM conversations ORDER BY id').all()).toEqual([
      { id: 'c1', title: 'Trip', active_leaf_id: 'm3' },
      { id: 'empty', title: 'Nothing yet', active_leaf_id: null },
    ]);
    const store = createConversationStore(upgraded);
    expect(store.listMessages('c1').map((message) => message.content)).toEqual(['Lisbon?', 'Lovely.', 'and Porto?']);
    closeDatabase(upgraded);
  });
  it('version 8 keeps v7 memories as stored in a clean run and lets a new one keep the sources its run had read', () => {
    const file = path.join(temp.make('mig'), 'hearth.db');
    const { db } = openDatabase(file, { migrations: migrations.slice(0, 7) });
    db.prepare(
      "INSERT INTO memories (content, tags, created_at, updated_at) VALUES ('likes tea', '[\"food\"]', 1, 2)",
    ).run();
    closeDatabase(db);

    const upgraded = openDatabase(file, { migrations: migrations.slice(0, 8) }).db;
    expect(readUserVersion(upgraded)).toBe(8);
    expect(upgraded.prepare('SELECT content, tags, untrusted_sources FROM memories').all()).toEqual([
      { content: 'likes tea', tags: '["food"]', untrusted_sources: null },
    ]);
    const store = createMemoryStore(upgraded);
    expect(store.recall('tea')[0]).toMatchObject({ content: 'likes tea' });
    expect(store.recall('tea')[0]?.untrustedSources).toBeUndefined();
    const added = store.add({
      content: 'likes coffee',
      untrustedSources: [{ kind: 'web_page', label: 'cafe.example/menu' }],
    });
    expect(added.ok && added.memory.untrustedSources).toEqual([{ kind: 'web_page', label: 'cafe.example/menu' }]);
    closeDatabase(upgraded);
  });
});
