// Ranked chunk lists for knowledge search: full text (knowledge_fts, CJK runs through knowledge_cjk as message search
// does) and nearest embeddings through sqlite-vec's vec_distance_cosine; plus the chunks' file, page and heading.
// The fusion of the two lists lives in electron/runtime/knowledge/hybrid-search.ts.
import { load as loadSqliteVec } from 'sqlite-vec';
import { toCjkQuery } from './cjk-query';
import type { Db } from './database';
import { toFtsMatchQuery } from './fts-query';

export interface KnowledgePassage {
  chunkId: number;
  fileId: number;
  path: string;
  page: number | null;
  heading: string | null;
  text: string;
  /** The source's project (null: a source of every conversation). */
  projectId: string | null;
}

export interface KnowledgeIndex {
  /** Chunk ids, best first, whose text shares words with the query (any of them; CJK by character pairs). */
  fullText(query: string, limit: number): number[];
  /** Chunk ids, nearest first, among the chunks embedded with `model`. */
  nearest(vector: Float32Array, model: string, limit: number): number[];
  passages(chunkIds: readonly number[]): KnowledgePassage[];
  /** Chunks not yet embedded with `model` (a changed model embeds everything again). */
  chunksToEmbed(model: string, limit: number): { id: number; text: string }[];
  putEmbeddings(model: string, rows: readonly { chunkId: number; vector: Float32Array }[]): void;
  embeddedCount(model: string): number;
}

export function createKnowledgeIndex(db: Db): KnowledgeIndex {
  let vecLoaded = false;
  const wordHits = db.prepare<[string, number], { id: number }>(
    'SELECT rowid AS id FROM knowledge_fts WHERE knowledge_fts MATCH ? ORDER BY bm25(knowledge_fts, 2.0, 1.0) LIMIT ?',
  );
  const cjkHits = db.prepare<[string, number], { id: number }>(
    'SELECT rowid AS id FROM knowledge_cjk WHERE knowledge_cjk MATCH ? ORDER BY bm25(knowledge_cjk) LIMIT ?',
  );
  const passage = db.prepare<[number], KnowledgePassage>(
    `SELECT c.id AS chunkId, f.id AS fileId, f.path, c.page, c.heading, c.text, s.project_id AS projectId
       FROM knowledge_chunks c JOIN knowledge_files f ON f.id = c.file_id
       JOIN knowledge_sources s ON s.id = f.source_id WHERE c.id = ?`,
  );
  const toEmbed = db.prepare<[string, number], { id: number; text: string }>(
    `SELECT c.id, coalesce(c.heading || char(10), '') || c.text AS text FROM knowledge_chunks c
      WHERE NOT EXISTS (SELECT 1 FROM knowledge_embeddings e WHERE e.chunk_id = c.id AND e.model = ?)
      ORDER BY c.id LIMIT ?`,
  );
  const putEmbedding = db.prepare<[number, string, Buffer]>(
    'INSERT OR REPLACE INTO knowledge_embeddings (chunk_id, model, vector) VALUES (?, ?, ?)',
  );
  const countEmbedded = db.prepare<[string], { n: number }>(
    'SELECT count(*) AS n FROM knowledge_embeddings WHERE model = ?',
  );
  const putMany = db.transaction((model: string, rows: readonly { chunkId: number; vector: Float32Array }[]) => {
    for (const row of rows) putEmbedding.run(row.chunkId, model, vectorBlob(row.vector));
  });
  let nearestStatement: ReturnType<typeof prepareNearest> | undefined;
  function prepareNearest() {
    if (!vecLoaded) {
      loadSqliteVec(db);
      vecLoaded = true;
    }
    return db.prepare<[string, Buffer, number], { id: number }>(
      `SELECT chunk_id AS id FROM knowledge_embeddings WHERE model = ?
        ORDER BY vec_distance_cosine(vector, ?) LIMIT ?`,
    );
  }

  return {
    fullText(query, limit) {
      const ranked: number[] = [];
      const words = toFtsMatchQuery(query, { match: 'any', prefixLast: false });
      const cjk = toCjkQuery(query, 'any');
      const lists = [
        words === undefined ? [] : wordHits.all(words, limit).map((row) => row.id),
        cjk === undefined ? [] : cjkHits.all(cjk.match, limit).map((row) => row.id),
      ];
      // Interleaved: a query in two scripts gets the best of each list first.
      for (let at = 0; at < limit; at += 1) {
        for (const list of lists) {
          const id = list[at];
          if (id !== undefined && !ranked.includes(id)) ranked.push(id);
        }
      }
      return ranked.slice(0, limit);
    },
    nearest(vector, model, limit) {
      nearestStatement ??= prepareNearest();
      return nearestStatement.all(model, vectorBlob(vector), limit).map((row) => row.id);
    },
    passages: (chunkIds) => chunkIds.flatMap((id) => passage.get(id) ?? []),
    chunksToEmbed: (model, limit) => toEmbed.all(model, limit),
    putEmbeddings: (model, rows) => putMany(model, rows),
    embeddedCount: (model) => countEmbedded.get(model)?.n ?? 0,
  };
}

function vectorBlob(vector: Float32Array): Buffer {
  return Buffer.from(vector.buffer, vector.byteOffset, vector.byteLength);
}
