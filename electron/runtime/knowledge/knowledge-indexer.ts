// Indexes knowledge sources (electron/storage/knowledge-store.ts): walks a folder (or one file), re-reads only files
// whose size or mtime changed (and whose hash then differs), removes deleted ones, stores the reason a file is skipped;
// each file commits alone, so a pass cut short resumes where it stopped. Then embeds new chunks when a model is set.
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { KnowledgeIndex } from '../../storage/knowledge-search';
import type { KnowledgeStore } from '../../storage/knowledge-store';
import { toChunks } from '../../../tools/knowledge/document-sections';
import { extractDocument, isKnowledgeFile } from '../../../tools/knowledge/extract-document';
import type { Embed } from './embeddings-client';

export interface IndexProgress {
  sourceId: number;
  done: number;
  total: number;
  file?: string;
}

export interface IndexOutcome {
  indexed: number;
  unchanged: number;
  skipped: { path: string; error: string }[];
  removed: number;
  embedded: number;
  embedError?: string;
}

export interface KnowledgeIndexerDeps {
  store: KnowledgeStore;
  index: KnowledgeIndex;
  /** The embedding model and its client, when knowledge.embeddingModel is set. */
  embeddings?: () => { model: string; embed: Embed } | undefined;
}

const SKIPPED_FOLDERS = new Set(['node_modules', '.git', '.hg', '.svn', '__pycache__', '.venv', 'dist', 'build']);
const EMBED_BATCH = 32;

export function createKnowledgeIndexer(deps: KnowledgeIndexerDeps) {
  async function indexSource(
    sourceId: number,
    options: { onProgress?: (progress: IndexProgress) => void; signal?: AbortSignal; skipEmbedding?: boolean } = {},
  ): Promise<IndexOutcome> {
    const source = deps.store.getSource(sourceId);
    if (!source) throw new Error(`no knowledge source ${sourceId}`);
    const outcome: IndexOutcome = { indexed: 0, unchanged: 0, skipped: [], removed: 0, embedded: 0 };
    const found = source.kind === 'file' ? [source.path] : await listFiles(source.path);
    const known = new Map(deps.store.filesOf(sourceId).map((row) => [row.path, row]));
    for (const [done, file] of found.entries()) {
      options.onProgress?.({ sourceId, done, total: found.length, file });
      if (options.signal?.aborted) return outcome;
      const facts = await stat(file).catch(() => undefined);
      const before = known.get(file);
      known.delete(file);
      if (!facts?.isFile()) continue;
      if (before && before.size === facts.size && before.mtimeMs === Math.round(facts.mtimeMs)) {
        outcome.unchanged += 1;
        continue;
      }
      const bytes = await readFile(file);
      // node:crypto loads with the first file indexed, off the start path.
      const { createHash } = await import('node:crypto');
      const hash = createHash('sha256').update(bytes).digest('hex');
      const base = { path: file, size: facts.size, mtimeMs: facts.mtimeMs, hash };
      const extracted = await extractDocument(file, bytes);
      if (!extracted.ok) {
        deps.store.putSkippedFile(sourceId, base, extracted.error);
        outcome.skipped.push({ path: file, error: extracted.error });
        continue;
      }
      const chunks = toChunks(extracted.sections);
      deps.store.putIndexedFile(sourceId, { ...base, ...(extracted.pages ? { pages: extracted.pages } : {}) }, chunks);
      outcome.indexed += 1;
    }
    for (const gone of known.values()) {
      deps.store.removeFile(gone.id);
      outcome.removed += 1;
    }
    options.onProgress?.({ sourceId, done: found.length, total: found.length });
    if (!options.skipEmbedding) {
      const embedded = await embedPending(options.signal);
      outcome.embedded = embedded.count;
      if (embedded.error) outcome.embedError = embedded.error;
    }
    if (!options.signal?.aborted) deps.store.markSourceIndexed(sourceId);
    return outcome;
  }

  async function embedPending(signal?: AbortSignal): Promise<{ count: number; error?: string }> {
    const embeddings = deps.embeddings?.();
    if (!embeddings) return { count: 0 };
    let count = 0;
    for (;;) {
      if (signal?.aborted) return { count };
      const batch = deps.index.chunksToEmbed(embeddings.model, EMBED_BATCH);
      if (batch.length === 0) return { count };
      const answer = await embeddings.embed(
        batch.map((chunk) => chunk.text),
        signal,
      );
      if (!answer.ok) return { count, error: answer.error };
      deps.index.putEmbeddings(
        embeddings.model,
        batch.map((chunk, i) => ({ chunkId: chunk.id, vector: answer.vectors[i]! })),
      );
      count += batch.length;
    }
  }

  return { indexSource, embedPending };
}

export type KnowledgeIndexer = ReturnType<typeof createKnowledgeIndexer>;

/** Every file the indexer reads under a folder, sorted; hidden and dependency folders are left out. */
async function listFiles(folder: string): Promise<string[]> {
  const files: string[] = [];
  const walk = async (dir: string): Promise<void> => {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!entry.name.startsWith('.') && !SKIPPED_FOLDERS.has(entry.name)) await walk(full);
      } else if (entry.isFile() && !entry.name.startsWith('.') && isKnowledgeFile(entry.name)) files.push(full);
    }
  };
  await walk(folder);
  return files.sort();
}
