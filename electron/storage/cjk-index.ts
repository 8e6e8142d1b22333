// Fills the CJK search indexes of schema-v9.ts: the rows the triggers noted in cjk_index_pending get their grams
// (cjk-grams.ts) written, in batches. Run by the v9 migration (with progress) and before each search (usually nothing).
import type Database from 'better-sqlite3';
import { cjkGrams } from './cjk-grams';
import { requeueMessagesCjkSql } from './schema-v9';

// Not './database': the migrations that database.ts runs use this file.
type Db = Database.Database;

export type IndexProgress = (done: number, total: number) => void;

export interface CjkIndexer {
  /** Indexes every pending row; answers how many. A read-only or busy database is left as it is (answers 0). */
  catchUp(onProgress?: IndexProgress): number;
}

const BATCH = 500;

interface PendingRow {
  source: 'messages' | 'memories';
  row_id: number;
}

function prepareIndexer(db: Db) {
  const anyPending = db.prepare<[], { n: number }>('SELECT EXISTS (SELECT 1 FROM cjk_index_pending) AS n');
  const countPending = db.prepare<[], { n: number }>('SELECT count(*) AS n FROM cjk_index_pending');
  const nextBatch = db.prepare<[number], PendingRow>('SELECT source, row_id FROM cjk_index_pending LIMIT ?');
  const messageText = db.prepare<[number], { text: string }>('SELECT content AS text FROM messages WHERE rowid = ?');
  const memoryText = db.prepare<[number], { text: string }>(
    "SELECT content || ' ' || tags AS text FROM memories WHERE id = ?",
  );
  const clear = {
    messages: db.prepare<[number]>('DELETE FROM messages_cjk WHERE rowid = ?'),
    memories: db.prepare<[number]>('DELETE FROM memories_cjk WHERE rowid = ?'),
  };
  const write = {
    messages: db.prepare<[number, string, string]>('INSERT INTO messages_cjk (rowid, uni, bi) VALUES (?, ?, ?)'),
    memories: db.prepare<[number, string, string]>('INSERT INTO memories_cjk (rowid, uni, bi) VALUES (?, ?, ?)'),
  };
  const done = db.prepare<[string, number]>('DELETE FROM cjk_index_pending WHERE source = ? AND row_id = ?');

  const indexBatch = db.transaction((rows: readonly PendingRow[]) => {
    for (const { source, row_id: id } of rows) {
      const text = (source === 'messages' ? messageText : memoryText).get(id)?.text;
      clear[source].run(id);
      if (text !== undefined) {
        const grams = cjkGrams(text);
        if (grams.uni !== '') write[source].run(id, grams.uni, grams.bi);
      }
      done.run(source, id);
    }
  });

  return { anyPending, countPending, nextBatch, indexBatch };
}

/** Statements compile on the first catch-up, so a store built on an older schema works until it searches CJK text. */
export function createCjkIndexer(db: Db): CjkIndexer {
  let prepared: ReturnType<typeof prepareIndexer> | undefined;
  return {
    catchUp(onProgress) {
      try {
        const { anyPending, countPending, nextBatch, indexBatch } = (prepared ??= prepareIndexer(db));
        if (!anyPending.get()?.n) return 0;
        const total = countPending.get()?.n ?? 0;
        let indexed = 0;
        for (let rows = nextBatch.all(BATCH); rows.length > 0; rows = nextBatch.all(BATCH)) {
          indexBatch(rows);
          indexed += rows.length;
          onProgress?.(Math.min(indexed, total), total);
        }
        return indexed;
      } catch (error) {
        if (isReadOnlyOrBusy(error)) return 0;
        throw error;
      }
    },
  };
}

function isReadOnlyOrBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (code.startsWith('SQLITE_READONLY') || code.startsWith('SQLITE_BUSY'));
}

/** After a VACUUM that may renumber messages' rowids (a backup copy); a copy older than schema v9 has no CJK index. */
export function requeueMessagesForCjkIndex(db: Db): void {
  const hasIndex = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'messages_cjk'").get();
  if (hasIndex) db.exec(requeueMessagesCjkSql);
}
