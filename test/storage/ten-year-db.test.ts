// The ten-year bench's generator (bench/support/ten-year-db.ts) at a tiny scale: the counts it promises are the rows it
// writes through the real schema, a third of the messages are Chinese, Japanese or Korean, files are stored once and
// linked more often, and the same seed gives the same database.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { ensureTenYearDb, TEN_YEAR_SCHEMA } from '../../bench/support/ten-year-db';
import { createTempDirs } from '../support/temp-dir';

const temp = createTempDirs();
afterEach(() => temp.cleanup());

const count = (db: Database.Database, sql: string, ...params: string[]) =>
  (db.prepare(sql).get(...params) as { n: number }).n;

describe('the ten-year database at a tiny scale', () => {
  it('holds what it promises, reproducibly', () => {
    const first = ensureTenYearDb(0.002, temp.make('ten-a'));
    const second = ensureTenYearDb(0.002, temp.make('ten-b'));
    const db = new Database(path.join(first.dir, 'hearth.db'), { readonly: true });
    try {
      const { counts } = first;
      expect(counts.messages).toBe(4_000);
      expect(db.pragma('user_version', { simple: true })).toBe(TEN_YEAR_SCHEMA);
      expect(count(db, 'SELECT count(*) AS n FROM conversations')).toBe(counts.conversations);
      expect(count(db, 'SELECT count(*) AS n FROM messages')).toBe(counts.messages);
      expect(count(db, 'SELECT count(*) AS n FROM messages WHERE conversation_id = ?', first.bigConversationId)).toBe(
        counts.bigConversation,
      );
      expect(count(db, 'SELECT count(*) AS n FROM memories')).toBe(counts.memories);
      expect(count(db, 'SELECT count(*) AS n FROM jobs')).toBe(counts.jobs);
      expect(count(db, 'SELECT count(*) AS n FROM job_runs')).toBe(counts.jobRuns);
      expect(count(db, 'SELECT count(*) AS n FROM projects')).toBe(counts.projects);
      expect(count(db, 'SELECT count(*) AS n FROM attachments')).toBe(counts.attachments);
      expect(count(db, 'SELECT count(*) AS n FROM message_attachments')).toBeGreaterThan(counts.attachments);
      expect(fs.readdirSync(path.join(first.dir, 'attachments'))).toHaveLength(counts.attachments);
      const cjk = count(db, "SELECT count(*) AS n FROM messages WHERE content GLOB '*[一-龥가-힣]*'");
      expect(cjk / counts.messages).toBeGreaterThan(0.28);
      expect(cjk / counts.messages).toBeLessThan(0.39);
      // Every conversation shows its newest message (active_leaf_id) and its path is whole.
      expect(count(db, 'SELECT count(*) AS n FROM conversations WHERE active_leaf_id IS NULL')).toBe(0);
    } finally {
      db.close();
    }
    expect(second.bigConversationId).toBe(first.bigConversationId);
    const dump = (dir: string) => {
      const copy = new Database(path.join(dir, 'hearth.db'), { readonly: true });
      try {
        return JSON.stringify(copy.prepare('SELECT id, content, parent_id FROM messages ORDER BY rowid').all());
      } finally {
        copy.close();
      }
    };
    expect(dump(second.dir)).toBe(dump(first.dir));
  });
});
