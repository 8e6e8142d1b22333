// Knowledge sources, their files and chunks (schema-v11.ts): what the indexer (electron/runtime/knowledge/) writes and
// `hearth knowledge list|remove` reads. A file's chunks are replaced in one transaction, CJK grams written beside them.
import { cjkGrams } from './cjk-grams';
import type { Db } from './database';

export interface KnowledgeSource {
  id: number;
  path: string;
  kind: 'folder' | 'file';
  projectId: string | null;
  createdAt: number;
  indexedAt: number | null;
  /** Paused by the person (not indexed, not followed) until they resume it; kept across restarts. */
  paused: boolean;
  files: number;
  skipped: number;
  chunks: number;
  bytes: number;
}

export interface KnowledgeFileRow {
  id: number;
  path: string;
  size: number;
  mtimeMs: number;
  hash: string;
  status: 'indexed' | 'skipped';
  error: string | null;
}

export interface KnowledgeChunkInput {
  page?: number;
  heading?: string;
  text: string;
}

export interface KnowledgeFileFacts {
  path: string;
  size: number;
  mtimeMs: number;
  hash: string;
  pages?: number;
}

export interface KnowledgeStore {
  addSource(path: string, kind: 'folder' | 'file', projectId?: string): KnowledgeSource;
  listSources(): KnowledgeSource[];
  /** Cheap: whether any source exists (the model is offered search_knowledge only then). */
  hasSources(): boolean;
  getSource(id: number): KnowledgeSource | undefined;
  removeSource(id: number): boolean;
  filesOf(sourceId: number): KnowledgeFileRow[];
  putIndexedFile(sourceId: number, facts: KnowledgeFileFacts, chunks: readonly KnowledgeChunkInput[]): void;
  putSkippedFile(sourceId: number, facts: KnowledgeFileFacts, error: string): void;
  removeFile(fileId: number): void;
  markSourceIndexed(sourceId: number): void;
  /** Whether this exact path is a file indexed from some source (what a citation may open). */
  isIndexedFile(path: string): boolean;
  /** Forgets every file indexed from a source (the next pass reads them all again: a rebuild). */
  clearSource(sourceId: number): void;
  setPaused(sourceId: number, paused: boolean): void;
}

interface SourceRow {
  id: number;
  path: string;
  kind: 'folder' | 'file';
  project_id: string | null;
  created_at: number;
  indexed_at: number | null;
  paused_at: number | null;
  files: number;
  skipped: number;
  chunks: number;
  bytes: number;
}

const SOURCE_COLUMNS = `s.id, s.path, s.kind, s.project_id, s.created_at, s.indexed_at, s.paused_at,
  (SELECT count(*) FROM knowledge_files f WHERE f.source_id = s.id AND f.status = 'indexed') AS files,
  (SELECT count(*) FROM knowledge_files f WHERE f.source_id = s.id AND f.status = 'skipped') AS skipped,
  (SELECT count(*) FROM knowledge_chunks c JOIN knowledge_files f ON f.id = c.file_id WHERE f.source_id = s.id) AS chunks,
  (SELECT coalesce(sum(size), 0) FROM knowledge_files f WHERE f.source_id = s.id) AS bytes`;

export function createKnowledgeStore(db: Db, now: () => number = Date.now): KnowledgeStore {
  const insertSource = db.prepare<[string, string, string | null, number]>(
    'INSERT INTO knowledge_sources (path, kind, project_id, created_at) VALUES (?, ?, ?, ?) ON CONFLICT (path) DO NOTHING',
  );
  const sourceByPath = db.prepare<[string], SourceRow>(
    `SELECT ${SOURCE_COLUMNS} FROM knowledge_sources s WHERE path = ?`,
  );
  const sourceById = db.prepare<[number], SourceRow>(`SELECT ${SOURCE_COLUMNS} FROM knowledge_sources s WHERE id = ?`);
  const allSources = db.prepare<[], SourceRow>(`SELECT ${SOURCE_COLUMNS} FROM knowledge_sources s ORDER BY s.id`);
  const deleteSource = db.prepare<[number]>('DELETE FROM knowledge_sources WHERE id = ?');
  const anySource = db.prepare<[], { n: number }>('SELECT EXISTS (SELECT 1 FROM knowledge_sources) AS n');
  const files = db.prepare<[number], KnowledgeFileRow>(
    `SELECT id, path, size, mtime_ms AS mtimeMs, hash, status, error FROM knowledge_files WHERE source_id = ?`,
  );
  const deleteFileByPath = db.prepare<[number, string]>('DELETE FROM knowledge_files WHERE source_id = ? AND path = ?');
  const deleteFile = db.prepare<[number]>('DELETE FROM knowledge_files WHERE id = ?');
  const insertFile = db.prepare<[number, string, number, number, string, string, string | null, number | null, number]>(
    `INSERT INTO knowledge_files (source_id, path, size, mtime_ms, hash, status, error, pages, indexed_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertChunk = db.prepare<[number, number, number | null, string | null, string]>(
    'INSERT INTO knowledge_chunks (file_id, seq, page, heading, text) VALUES (?, ?, ?, ?, ?)',
  );
  const insertGrams = db.prepare<[number | bigint, string, string]>(
    'INSERT INTO knowledge_cjk (rowid, uni, bi) VALUES (?, ?, ?)',
  );
  const sourceDone = db.prepare<[number, number]>('UPDATE knowledge_sources SET indexed_at = ? WHERE id = ?');
  const indexedPath = db.prepare<[string], { n: number }>(
    "SELECT EXISTS (SELECT 1 FROM knowledge_files WHERE path = ? AND status = 'indexed') AS n",
  );
  const clearFiles = db.prepare<[number]>('DELETE FROM knowledge_files WHERE source_id = ?');
  const sourceUndone = db.prepare<[number]>('UPDATE knowledge_sources SET indexed_at = NULL WHERE id = ?');
  const pausedAt = db.prepare<[number | null, number]>('UPDATE knowledge_sources SET paused_at = ? WHERE id = ?');
  const clear = db.transaction((sourceId: number) => {
    clearFiles.run(sourceId);
    sourceUndone.run(sourceId);
  });

  const writeFile = (sourceId: number, facts: KnowledgeFileFacts, status: string, error: string | null): number => {
    deleteFileByPath.run(sourceId, facts.path);
    const info = insertFile.run(
      sourceId,
      facts.path,
      facts.size,
      Math.round(facts.mtimeMs),
      facts.hash,
      status,
      error,
      facts.pages ?? null,
      now(),
    );
    return Number(info.lastInsertRowid);
  };
  const putIndexed = db.transaction(
    (sourceId: number, facts: KnowledgeFileFacts, chunks: readonly KnowledgeChunkInput[]) => {
      const fileId = writeFile(sourceId, facts, 'indexed', null);
      chunks.forEach((chunk, seq) => {
        const info = insertChunk.run(fileId, seq, chunk.page ?? null, chunk.heading ?? null, chunk.text);
        const grams = cjkGrams(`${chunk.heading ?? ''} ${chunk.text}`);
        if (grams.uni !== '') insertGrams.run(info.lastInsertRowid, grams.uni, grams.bi);
      });
    },
  );

  return {
    addSource(path, kind, projectId) {
      insertSource.run(path, kind, projectId ?? null, now());
      return toSource(sourceByPath.get(path)!);
    },
    listSources: () => allSources.all().map(toSource),
    hasSources: () => Boolean(anySource.get()?.n),
    getSource(id) {
      const row = sourceById.get(id);
      return row ? toSource(row) : undefined;
    },
    removeSource: (id) => deleteSource.run(id).changes > 0,
    filesOf: (sourceId) => files.all(sourceId),
    putIndexedFile: (sourceId, facts, chunks) => putIndexed(sourceId, facts, chunks),
    putSkippedFile(sourceId, facts, error) {
      writeFile(sourceId, facts, 'skipped', error);
    },
    removeFile: (fileId) => void deleteFile.run(fileId),
    markSourceIndexed: (sourceId) => void sourceDone.run(now(), sourceId),
    clearSource: (sourceId) => clear(sourceId),
    isIndexedFile: (path) => Boolean(indexedPath.get(path)?.n),
    setPaused: (sourceId, paused) => void pausedAt.run(paused ? now() : null, sourceId),
  };
}

function toSource(row: SourceRow): KnowledgeSource {
  return {
    id: row.id,
    path: row.path,
    kind: row.kind,
    projectId: row.project_id,
    createdAt: row.created_at,
    indexedAt: row.indexed_at,
    paused: row.paused_at !== null,
    files: row.files,
    skipped: row.skipped,
    chunks: row.chunks,
    bytes: row.bytes,
  };
}
