// The memory store: facts the assistant keeps across conversations, with where and when each came from.
// Used by the memory tools, automatic recall and the settings screen. Ranking (memory-recall.ts): bm25, newest on ties;
// CJK words are found through the CJK index (cjk-query.ts), listed before the other words' matches.
// Removing is a soft delete (deleted_at): a removed memory is never read, listed or recalled until restored or purged.
// A memory stored by a run that had read untrusted content keeps those sources (memory-provenance.ts).
import type { Db } from './database';
import { createCjkIndexer } from './cjk-index';
import { cjkSnippet, toCjkQuery, type CjkQuery } from './cjk-query';
import { toFtsMatchQuery } from './fts-query';
import { checkMemoryContent } from './memory-content';
import { sourcesColumn, sourcesFromColumn } from './memory-provenance';
import { toMemoryQuery } from './memory-query';
import { withDiskFullErrors } from './storage-error';
import { createRankedMemoryIds, type RankedId } from './memory-recall';
import type { SnippetPart } from '../shared/conversation-types';
import type { Memory, MemoryHit, MemoryStore } from '../shared/memory-types';

export type * from '../shared/memory-types';

export interface MemoryStoreDeps {
  now?: () => number;
  /** Values the SecretStore holds in this process; memories containing them are refused. */
  knownSecretValues?: () => readonly string[];
}

interface MemoryRow {
  id: number;
  content: string;
  tags: string;
  conversation_id: string | null;
  created_at: number;
  updated_at: number;
  untrusted_sources: string | null;
}

interface HitRow extends MemoryRow {
  snippet: string;
  score: number;
}

const MARK_START = '\u0002';
const MARK_END = '\u0003';
const SNIPPET_TOKENS = 16;

export function createMemoryStore(db: Db, deps: MemoryStoreDeps = {}): MemoryStore {
  const now = deps.now ?? Date.now;
  const known = deps.knownSecretValues ?? (() => []);
  const insert = db.prepare<[string, string, string | null, number, number, string | null]>(
    'INSERT INTO memories (content, tags, conversation_id, created_at, updated_at, untrusted_sources) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const selectOne = db.prepare<[number], MemoryRow>('SELECT * FROM memories WHERE id = ? AND deleted_at IS NULL');
  const selectPage = db.prepare<[number, number], MemoryRow>(
    'SELECT * FROM memories WHERE deleted_at IS NULL ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?',
  );
  const countAll = db.prepare<[], { n: number }>('SELECT count(*) AS n FROM memories WHERE deleted_at IS NULL');
  const ranked = createRankedMemoryIds(db);
  // Snippets are made only for the few rows returned (snippet() over every match would dominate the cost).
  // CAST: better-sqlite3 binds a number as REAL, and FTS5 ignores a `rowid = ?` that is not an integer (it answered
  // every match, so a hit could get another memory's snippet).
  const withSnippet = db.prepare<[string, string, string, number], Omit<HitRow, 'score'>>(
    `SELECT m.*, snippet(memories_fts, 0, ?, ?, '…', ${SNIPPET_TOKENS}) AS snippet
       FROM memories_fts JOIN memories m ON m.id = memories_fts.rowid
      WHERE memories_fts MATCH ? AND memories_fts.rowid = CAST(? AS INTEGER) AND m.deleted_at IS NULL`,
  );
  const update = db.prepare<[string, string, number, number]>(
    'UPDATE memories SET content = ?, tags = ?, updated_at = ? WHERE id = ? AND deleted_at IS NULL',
  );
  const hide = db.prepare<[number, number]>('UPDATE memories SET deleted_at = ? WHERE id = ? AND deleted_at IS NULL');
  const hideMany = db.transaction((ids: readonly number[], at: number) =>
    ids.reduce((sum, id) => sum + hide.run(at, id).changes, 0),
  );
  const unhide = db.prepare<[number]>('UPDATE memories SET deleted_at = NULL WHERE id = ? AND deleted_at IS NOT NULL');
  const unhideMany = db.transaction((ids: readonly number[]) =>
    ids.reduce((sum, id) => sum + unhide.run(id).changes, 0),
  );
  const purge = db.prepare<[number]>('DELETE FROM memories WHERE deleted_at IS NOT NULL AND deleted_at < ?');

  const cjkIndex = createCjkIndexer(db);

  const hydrate = (match: string, ids: readonly RankedId[]): MemoryHit[] =>
    ids.flatMap(({ id, score }) => {
      const row = withSnippet.get(MARK_START, MARK_END, match, id);
      return row ? [toHit({ ...row, score })] : [];
    });
  const hydrateCjk = (query: CjkQuery, ids: readonly RankedId[]): MemoryHit[] =>
    ids.flatMap(({ id, score }) => {
      const row = selectOne.get(id);
      if (!row) return [];
      const snippetParts = cjkSnippet(row.content, query.runs);
      return [{ ...toMemory(row), snippet: snippetParts.map((part) => part.text).join(''), snippetParts, score }];
    });
  /**
   * The CJK index's matches first (their words are the more specific), then the other words' matches, each memory
   * once. With 'all' and both kinds of words, a memory must match both (forgetting by query stays narrow).
   */
  const rankedHits = (
    cjk: CjkQuery | undefined,
    words: { match: string; rank: (limit: number, offset: number) => RankedId[] } | undefined,
    mode: 'any' | 'all',
    page: { limit: number; offset: number },
  ): MemoryHit[] => {
    const { limit, offset } = page;
    if (!cjk) return words ? hydrate(words.match, words.rank(limit, offset)) : [];
    cjkIndex.catchUp();
    if (mode === 'all' && words) {
      const both = hydrate(words.match, ranked.byCjkMatch(cjk.match, (limit + offset) * 4, 0));
      return both.slice(offset, offset + limit);
    }
    const cjkHits = hydrateCjk(cjk, ranked.byCjkMatch(cjk.match, limit + offset, 0));
    const seen = new Set(cjkHits.map((hit) => hit.id));
    const rest = words ? hydrate(words.match, words.rank(limit + offset, 0)).filter((hit) => !seen.has(hit.id)) : [];
    return [...cjkHits, ...rest].slice(offset, offset + limit);
  };

  return withDiskFullErrors<MemoryStore>(
    {
      add(input) {
        const checked = checkMemoryContent(input, known());
        if (!checked.ok) return checked;
        const at = now();
        const { lastInsertRowid } = insert.run(
          checked.content,
          JSON.stringify(checked.tags),
          input.conversationId ?? null,
          at,
          at,
          sourcesColumn(input.untrustedSources),
        );
        return { ok: true, memory: toMemory(selectOne.get(Number(lastInsertRowid)) as MemoryRow) };
      },
      get(id) {
        const row = selectOne.get(id);
        return row ? toMemory(row) : undefined;
      },
      list(options = {}) {
        const limit = clamp(options.limit, 20, 200);
        const offset = Math.max(0, Math.floor(options.offset ?? 0)) || 0;
        const total = countAll.get()?.n ?? 0;
        const items = selectPage.all(limit, offset).map(toMemory);
        return {
          items,
          total,
          offset,
          limit,
          nextOffset: offset + items.length < total ? offset + items.length : null,
        };
      },
      count: () => countAll.get()?.n ?? 0,
      recall(query, options = {}) {
        const mode = options.mode ?? 'any';
        const parsed = toMemoryQuery(query, mode);
        const words = parsed && {
          match: parsed.match,
          rank: (limit: number, offset: number) => ranked.byTerms(parsed.terms, mode, limit, offset),
        };
        return rankedHits(toCjkQuery(query, mode), words, mode, { limit: clamp(options.limit, 5, 200), offset: 0 });
      },
      search(query, options = {}) {
        const match = toFtsMatchQuery(query, { match: 'all', prefixLast: true });
        const offset = Math.max(0, Math.floor(options.offset ?? 0)) || 0;
        const words =
          match === undefined
            ? undefined
            : { match, rank: (limit: number, from: number) => ranked.byMatch(match, limit, from) };
        return rankedHits(toCjkQuery(query, 'all'), words, 'all', { limit: clamp(options.limit, 20, 200), offset });
      },
      edit(id, changes) {
        const current = selectOne.get(id);
        if (!current) return { ok: false, reason: 'not_found', error: `There is no memory #${id}.` };
        const checked = checkMemoryContent(
          { content: changes.content ?? current.content, tags: changes.tags ?? parseTags(current.tags) },
          known(),
        );
        if (!checked.ok) return checked;
        update.run(checked.content, JSON.stringify(checked.tags), now(), id);
        return { ok: true, memory: toMemory(selectOne.get(id) as MemoryRow) };
      },
      remove: (id) => hide.run(now(), id).changes > 0,
      removeMany: (ids) => hideMany(ids, now()),
      restore: (ids) => unhideMany(ids),
      purgeDeleted: (before) => purge.run(before).changes,
    },
    db.name,
  );
}

function toMemory(row: MemoryRow): Memory {
  const untrustedSources = sourcesFromColumn(row.untrusted_sources);
  return {
    id: row.id,
    content: row.content,
    tags: parseTags(row.tags),
    conversationId: row.conversation_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    ...(untrustedSources ? { untrustedSources } : {}),
  };
}

function toHit(row: HitRow): MemoryHit {
  const snippetParts = splitSnippet(row.snippet);
  return { ...toMemory(row), snippet: snippetParts.map((part) => part.text).join(''), snippetParts, score: row.score };
}

function parseTags(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((tag): tag is string => typeof tag === 'string') : [];
  } catch {
    return [];
  }
}

function splitSnippet(marked: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  const pattern = new RegExp(`${MARK_START}([^${MARK_END}]*)${MARK_END}`, 'gu');
  let last = 0;
  for (const match of marked.matchAll(pattern)) {
    const at = match.index ?? 0;
    if (at > last) parts.push({ text: marked.slice(last, at), match: false });
    if (match[1]) parts.push({ text: match[1], match: true });
    last = at + match[0].length;
  }
  if (last < marked.length) parts.push({ text: marked.slice(last), match: false });
  return parts;
}

function clamp(value: number | undefined, fallback: number, max: number): number {
  if (value === undefined || !Number.isFinite(value)) return fallback;
  return Math.min(max, Math.max(1, Math.floor(value)));
}
