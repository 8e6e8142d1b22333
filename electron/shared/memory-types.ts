// Memories as the app sees them, and the memory store port the memory tools, recall and the settings screen use.
// Implemented in electron/storage/memories.ts.
import type { SnippetPart } from './conversation-types';
import type { UntrustedSource } from './provenance';
import type { Ok, Fail } from './result';

/** Why content may not be kept as a memory. */
export type MemoryRefusal = 'empty' | 'too_large' | 'secret' | 'bad_tags';
/** Recall matches any of the words, or every word. */
export type MemoryMatchMode = 'any' | 'all';

export interface Memory {
  id: number;
  content: string;
  tags: string[];
  /** The conversation it was stored from, when there was one. */
  conversationId: string | null;
  createdAt: number;
  updatedAt: number;
  /**
   * Set when the run that stored it had read untrusted content (electron/shared/provenance.ts): what it had read. Such
   * a memory is untrusted content wherever it is read again. Absent: stored in a clean run.
   */
  untrustedSources?: UntrustedSource[];
}

export interface MemoryHit extends Memory {
  /** A short excerpt around the matching words (plain text). */
  snippet: string;
  snippetParts: SnippetPart[];
  /** bm25: lower is a better match. */
  score: number;
}

export type MemoryWriteResult = Ok<{ memory: Memory }> | Fail<{ reason: MemoryRefusal | 'not_found'; error: string }>;

export interface MemoryPage {
  items: Memory[];
  total: number;
  offset: number;
  limit: number;
  /** Offset of the next page, or null on the last page. */
  nextOffset: number | null;
}

export interface MemoryStore {
  add(input: {
    content: string;
    tags?: readonly string[];
    conversationId?: string | null;
    /** What the storing run had read that a third party could have written (kept with the memory). */
    untrustedSources?: readonly UntrustedSource[];
  }): MemoryWriteResult;
  get(id: number): Memory | undefined;
  /** Newest first. Default limit 20, at most 200. */
  list(options?: { limit?: number; offset?: number }): MemoryPage;
  count(): number;
  /** For the model and automatic recall: any of the words (see memory-query.ts), best first. Default limit 5. */
  recall(query: string, options?: { limit?: number; mode?: MemoryMatchMode }): MemoryHit[];
  /** For the settings screen's search box: every word, the last one as a prefix (search as you type). */
  search(query: string, options?: { limit?: number; offset?: number }): MemoryHit[];
  edit(id: number, changes: { content?: string; tags?: readonly string[] }): MemoryWriteResult;
  /** Hides the memory (soft delete) until `restore` or the purge. Returns false when no such memory existed. */
  remove(id: number): boolean;
  /** Returns how many were hidden. */
  removeMany(ids: readonly number[]): number;
  /** Brings back memories hidden by `remove`/`removeMany` and not purged yet. Returns how many came back. */
  restore(ids: readonly number[]): number;
  /** Deletes for good the memories removed before `before` (ms). Returns how many. */
  purgeDeleted(before: number): number;
}
