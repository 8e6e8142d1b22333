// openDatabase against real SQLite files: pragmas, schema, reopen, close with checkpoint, backup, locked file.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { BUSY_TIMEOUT_MS, closeDatabase, openDatabase, StorageError } from '../../electron/storage/database';
import { migrations } from '../../electron/storage/migrations';
import { createTempDirs } from '../support/temp-dir';

const temp = createTempDirs();
afterEach(() => temp.cleanup());

const EXPECTED_TABLES = [
  'approval_rules',
  'artifact_versions',
  'attachments',
  'cjk_index_pending',
  'conversations',
  'custom_tool_trust',
  'job_runs',
  'jobs',
  'knowledge_chunks',
  'knowledge_cjk',
  'knowledge_embeddings',
  'knowledge_files',
  'knowledge_fts',
  'knowledge_sources',
  'memories',
  'memories_cjk',
  'memories_fts',
  'message_attachments',
  'messages',
  'messages_cjk',
  'messages_fts',
  'model_quirks',
  'pending_questions',
  'projects',
  'settings',
  'tool_definitions',
];

describe('openDatabase', () => {
  it('creates the folder and a database with WAL, synchronous=NORMAL, foreign keys and a short busy timeout', () => {
    const file = path.join(temp.make('db'), 'nested', 'deeper', 'hearth.db');
    const { db, notices } = openDatabase(file);
    expect(notices).toEqual([]);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('synchronous', { simple: true })).toBe(1); // NORMAL
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.pragma('busy_timeout', { simple: true })).toBe(BUSY_TIMEOUT_MS);
    expect(BUSY_TIMEOUT_MS).toBeLessThanOrEqual(250);
    const tables = db
      .prepare<[], { name: string }>(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '%fts\\_%' ESCAPE '\\' AND name NOT LIKE '%\\_cjk\\_%' ESCAPE '\\' AND name NOT LIKE 'sqlite%' ORDER BY name",
      )
      .all()
      .map((row) => row.name);
    expect(tables).toEqual(EXPECTED_TABLES);
    expect(db.pragma('user_version', { simple: true })).toBe(migrations.length);
    closeDatabase(db);
  });

  it('keeps data and schema version across reopen, without re-running migrations', () => {
    const file = path.join(temp.make('db'), 'hearth.db');
    const first = openDatabase(file).db;
    first.prepare("INSERT INTO conversations (id, title, created_at, updated_at) VALUES ('c1', 'kept', 1, 1)").run();
    closeDatabase(first);
    for (let round = 0; round < 3; round += 1) {
      const { db, notices } = openDatabase(file);
      expect(notices).toEqual([]);
      expect(db.pragma('user_version', { simple: true })).toBe(migrations.length);
      expect(db.prepare('SELECT title FROM conversations').all()).toEqual([{ title: 'kept' }]);
      closeDatabase(db);
    }
  });

  it('enforces foreign keys (messages need their conversation; deleting a conversation deletes its messages)', () => {
    const { db } = openDatabase(path.join(temp.make('db'), 'hearth.db'));
    const insertMessage = db.prepare(
      "INSERT INTO messages (id, conversation_id, seq, role, created_at, updated_at) VALUES (?, ?, 1, 'user', 1, 1)",
    );
    expect(() => insertMessage.run('m0', 'missing')).toThrow(/FOREIGN KEY/);
    db.prepare("INSERT INTO conversations (id, created_at, updated_at) VALUES ('c1', 1, 1)").run();
    insertMessage.run('m1', 'c1');
    db.prepare("DELETE FROM conversations WHERE id = 'c1'").run();
    expect(db.prepare('SELECT COUNT(*) AS n FROM messages').get()).toEqual({ n: 0 });
    closeDatabase(db);
  });

  it('closeDatabase folds the WAL into the main file, so the .db file alone holds every row', () => {
    const dir = temp.make('db');
    const file = path.join(dir, 'hearth.db');
    const { db } = openDatabase(file);
    db.prepare("INSERT INTO conversations (id, created_at, updated_at) VALUES ('after-close', 1, 1)").run();
    closeDatabase(db);
    closeDatabase(db); // second close is harmless
    const copy = path.join(dir, 'copy.db');
    fs.copyFileSync(file, copy);
    const reader = new Database(copy, { readonly: true });
    expect(reader.prepare('SELECT id FROM conversations').all()).toEqual([{ id: 'after-close' }]);
    reader.close();
  });

  it('reports a database locked by another program as "locked" and leaves the file alone', () => {
    const dir = temp.make('db');
    const file = path.join(dir, 'hearth.db');
    closeDatabase(openDatabase(file).db);
    const holder = new Database(file);
    holder.pragma('locking_mode = EXCLUSIVE');
    holder.exec('BEGIN EXCLUSIVE');
    try {
      let caught: unknown;
      try {
        openDatabase(file);
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(StorageError);
      expect((caught as StorageError).kind).toBe('locked');
      expect((caught as StorageError).message).toContain(file);
      expect(fs.readdirSync(dir).filter((name) => name.includes('corrupt'))).toEqual([]);
    } finally {
      holder.exec('ROLLBACK');
      holder.close();
    }
    const reopened = openDatabase(file);
    expect(reopened.notices).toEqual([]);
    closeDatabase(reopened.db);
  });
});
