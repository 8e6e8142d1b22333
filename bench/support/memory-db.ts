// Builds a temporary Hearth database full of synthetic memories (real openDatabase, real schema and FTS triggers),
// inserting with one prepared statement in large transactions, and reports the build rate.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { closeDatabase, openDatabase, type Db } from '../../electron/storage/database';
import { createCorpusGenerator } from './memory-corpus';

export interface MemoryDb {
  db: Db;
  rows: number;
  buildRowsPerSecond: number;
  dispose: () => void;
}

const BATCH = 100_000;

export function openTempDb(prefix: string): { db: Db; dispose: () => void } {
  const dir = mkdtempSync(join(os.tmpdir(), prefix));
  const { db } = openDatabase(join(dir, 'hearth.db'));
  return {
    db,
    dispose: () => {
      closeDatabase(db);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export function rawMemoryInsert(db: Db): (content: string, at: number) => void {
  const insert = db.prepare<[string, number, number]>(
    "INSERT INTO memories (content, tags, conversation_id, created_at, updated_at) VALUES (?, '[]', NULL, ?, ?)",
  );
  return (content, at) => void insert.run(content, at, at);
}

export function buildMemoryDb(rows: number, seed: number): MemoryDb {
  const { db, dispose } = openTempDb('hearth-bench-memory-');
  const insert = rawMemoryInsert(db);
  const corpus = createCorpusGenerator(seed);
  const startAt = Date.UTC(2024, 0, 1);
  const insertBatch = db.transaction((from: number, to: number) => {
    for (let i = from; i < to; i += 1) insert(corpus.next(), startAt + i * 1_000);
  });
  // A big page cache only while building (FTS5 merges touch many pages); recall is measured with Hearth's own setting.
  const cacheSize = db.pragma('cache_size', { simple: true }) as number;
  db.pragma('cache_size = -262144');
  const started = performance.now();
  for (let from = 0; from < rows; from += BATCH) insertBatch(from, Math.min(rows, from + BATCH));
  db.pragma('wal_checkpoint(TRUNCATE)');
  const seconds = (performance.now() - started) / 1_000;
  db.pragma(`cache_size = ${cacheSize}`);
  return { db, rows, buildRowsPerSecond: rows / seconds, dispose };
}
