// Ranked full-text lookup of memories that stays fast at 100k rows: bm25 costs ~2 µs per matching row, so words
// that match thousands of memories are kept out of the ranking (like stopwords) whenever rarer words are present.
import type { Db } from './database';

export interface RankedId {
  id: number;
  /** bm25: lower is a better match. */
  score: number;
}

/**
 * A word matching more memories than this is "common". With rarer words in the query it is left out; when every
 * word is common, only the newest COMMON_WORD_LIMIT matches are ranked. Small stores (the usual case) never get here.
 */
export const COMMON_WORD_LIMIT = 1000;

/** Ranks by bm25 (content weighted 1.0, tags 0.5), then newest first: ids grow with time, so the larger id wins a tie. */
export interface RankedMemoryIds {
  /** Words from toMemoryQuery: 'any' ORs them (dropping common ones when rarer ones exist), 'all' ANDs them. */
  byTerms(terms: readonly string[], mode: 'any' | 'all', limit: number, offset: number): RankedId[];
  /** An already safe MATCH expression (e.g. from toFtsMatchQuery). */
  byMatch(match: string, limit: number, offset: number): RankedId[];
}

export function createRankedMemoryIds(db: Db): RankedMemoryIds {
  // The index still holds soft-deleted memories (until the purge); they are few, so they are left out by id.
  const live = 'rowid NOT IN (SELECT id FROM memories WHERE deleted_at IS NOT NULL)';
  const probe = db.prepare<[string, number], { n: number }>(
    `SELECT count(*) AS n FROM (SELECT 1 FROM memories_fts WHERE memories_fts MATCH ? AND ${live} LIMIT ?)`,
  );
  // Scores are rounded so near-equal matches fall to the recency tie-break.
  const rankAll = db.prepare<[string, number, number], RankedId>(
    `SELECT rowid AS id, bm25(memories_fts, 1.0, 0.5) AS score FROM memories_fts
      WHERE memories_fts MATCH ? AND ${live} ORDER BY round(score, 3), rowid DESC LIMIT ? OFFSET ?`,
  );
  const rankNewest = db.prepare<[string, number, number, number], RankedId>(
    `SELECT id, score FROM (
       SELECT rowid AS id, bm25(memories_fts, 1.0, 0.5) AS score FROM memories_fts
        WHERE memories_fts MATCH ? AND ${live} ORDER BY rowid DESC LIMIT ?)
      ORDER BY round(score, 3), id DESC LIMIT ? OFFSET ?`,
  );

  /** How many memories contain the word, counting no further than the limit (so the probe itself stays cheap). */
  const frequency = (term: string): number => probe.get(quote(term), COMMON_WORD_LIMIT + 1)?.n ?? 0;

  return {
    byTerms(terms, mode, limit, offset) {
      if (terms.length === 0) return [];
      if (mode === 'all') return rankAll.all(terms.map(quote).join(' AND '), limit, offset);
      const counted = terms.map((term) => ({ term, n: frequency(term) })).filter(({ n }) => n > 0);
      const rare = counted.filter(({ n }) => n <= COMMON_WORD_LIMIT).map(({ term }) => term);
      if (rare.length > 0) return rankAll.all(rare.map(quote).join(' OR '), limit, offset);
      if (counted.length === 0) return [];
      return rankNewest.all(counted.map(({ term }) => quote(term)).join(' OR '), COMMON_WORD_LIMIT, limit, offset);
    },
    byMatch: (match, limit, offset) => rankAll.all(match, limit, offset),
  };
}

/** Terms are letters and digits only (see memory-query.ts); quoting makes each a plain string for FTS5. */
function quote(term: string): string {
  return `"${term.replaceAll('"', '""')}"`;
}
