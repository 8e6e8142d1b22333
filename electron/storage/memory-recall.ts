// Ranked full-text lookup of memories that stays fast at 100k rows: bm25 costs ~2 µs per matching row, so words
// that match thousands of memories are kept out of the ranking (like stopwords) whenever rarer words are present.
import type { Statement } from 'better-sqlite3';
import type { Db } from './database';

export interface RankedId {
  id: number;
  /** bm25: lower is a better match. */
  score: number;
}

/**
 * A word matching more memories than this is "common". With rarer words in the query it is left out; when every
 * word is common, only the newest COMMON_WORD_LIMIT matches are ranked, and so when the rarer words together match
 * more than that. bm25 then ranks at most this many rows (about 0.6 ms a recall at 100k memories; 1,000 cost 1.1 ms).
 * Small stores (the usual case) never get here.
 */
export const COMMON_WORD_LIMIT = 200;

/** Ranks by bm25 (content weighted 1.0, tags 0.5), then newest first: ids grow with time, so the larger id wins a tie. */
export interface RankedMemoryIds {
  /** Words from toMemoryQuery: 'any' ORs them (dropping common ones when rarer ones exist), 'all' ANDs them. */
  byTerms(terms: readonly string[], mode: 'any' | 'all', limit: number, offset: number): RankedId[];
  /** An already safe MATCH expression (e.g. from toFtsMatchQuery). */
  byMatch(match: string, limit: number, offset: number): RankedId[];
  /** A MATCH expression for the CJK index (from cjk-query.ts), ranked the same way. */
  byCjkMatch(match: string, limit: number, offset: number): RankedId[];
}

export function createRankedMemoryIds(db: Db): RankedMemoryIds {
  // The index still holds soft-deleted memories (until the purge), and memories has no index on deleted_at, so a
  // "rowid NOT IN (deleted ids)" filter scans the whole table on every query (~10 ms at 100k memories): see
  // createLiveRanking below for what is done instead.
  const notDeleted =
    'NOT EXISTS (SELECT 1 FROM memories m WHERE m.id = memories_fts.rowid AND m.deleted_at IS NOT NULL)';
  const probe = db.prepare<[string, number], { n: number }>(
    'SELECT count(*) AS n FROM (SELECT 1 FROM memories_fts WHERE memories_fts MATCH ? LIMIT ?)',
  );
  const anyLive = db.prepare<[string], { live: number }>(
    `SELECT EXISTS (SELECT 1 FROM memories_fts WHERE memories_fts MATCH ? AND ${notDeleted}) AS live`,
  );
  const rankLive = createLiveRanking(db, 'memories_fts', 'bm25(memories_fts, 1.0, 0.5)');
  // The newest COMMON_WORD_LIMIT matches (deleted ones among them too: the purge removes them within the hour).
  const rankNewestLive = createLiveRanking(db, 'memories_fts', 'bm25(memories_fts, 1.0, 0.5)', COMMON_WORD_LIMIT);

  const rankCjk = createLiveRanking(db, 'memories_cjk', 'bm25(memories_cjk)');

  /**
   * How many memories contain the word, counting no further than the limit (so the probe itself stays cheap). The
   * count is the index's (deleted memories included, as ranking reads them too); a word only deleted memories contain
   * counts 0.
   */
  const frequency = (term: string): number => {
    const n = probe.get(quote(term), COMMON_WORD_LIMIT + 1)?.n ?? 0;
    return n > 0 && anyLive.get(quote(term))?.live ? n : 0;
  };

  return {
    byTerms(terms, mode, limit, offset) {
      if (terms.length === 0) return [];
      if (mode === 'all') return rankLive(terms.map(quote).join(' AND '), limit, offset);
      const counted = terms.map((term) => ({ term, n: frequency(term) })).filter(({ n }) => n > 0);
      const rare = counted.filter(({ n }) => n <= COMMON_WORD_LIMIT);
      const rareMatch = rare.map(({ term }) => quote(term)).join(' OR ');
      const rareRows = rare.reduce((sum, { n }) => sum + n, 0);
      if (rare.length > 0 && rareRows <= COMMON_WORD_LIMIT) return rankLive(rareMatch, limit, offset);
      if (rare.length > 0) return rankNewestLive(rareMatch, limit, offset);
      if (counted.length === 0) return [];
      return rankNewestLive(counted.map(({ term }) => quote(term)).join(' OR '), limit, offset);
    },
    byMatch: (match, limit, offset) => rankLive(match, limit, offset),
    byCjkMatch: (match, limit, offset) => rankCjk(match, limit, offset),
  };
}

/**
 * Ranks one index alone and drops the deleted ids among the top rows, fetching more when some were deleted: bm25 reads
 * only the index, so the live rows keep exactly the order a filter would give them. Scores are rounded so near-equal
 * matches fall to the recency tie-break. With `newest`, only that many of the newest matches are ranked.
 */
function createLiveRanking(
  db: Db,
  table: 'memories_fts' | 'memories_cjk',
  score: string,
  newest?: number,
): (match: string, limit: number, offset: number) => RankedId[] {
  // Compiled on first use: the CJK index does not exist before schema v9.
  let statements: {
    rankIndex: Statement<[string, number], RankedId>;
    deletedAmong: Statement<[string], { id: number }>;
  };
  return (match, limit, offset) => {
    statements ??= {
      rankIndex: db.prepare<[string, number], RankedId>(
        newest === undefined
          ? `SELECT rowid AS id, ${score} AS score FROM ${table} WHERE ${table} MATCH ? ORDER BY round(score, 3), rowid DESC LIMIT ?`
          : `SELECT id, score FROM (SELECT rowid AS id, ${score} AS score FROM ${table} WHERE ${table} MATCH ?
              ORDER BY rowid DESC LIMIT ${Math.floor(newest)}) ORDER BY round(score, 3), id DESC LIMIT ?`,
      ),
      deletedAmong: db.prepare<[string], { id: number }>(
        'SELECT id FROM memories WHERE id IN (SELECT value FROM json_each(?)) AND deleted_at IS NOT NULL',
      ),
    };
    const { rankIndex, deletedAmong } = statements;
    const wanted = offset + limit;
    for (let fetch = wanted + 8; ; fetch *= 4) {
      const ranked = rankIndex.all(match, fetch);
      const deleted = new Set(deletedAmong.all(JSON.stringify(ranked.map(({ id }) => id))).map(({ id }) => id));
      const live = deleted.size === 0 ? ranked : ranked.filter(({ id }) => !deleted.has(id));
      if (live.length >= wanted || ranked.length < fetch) return live.slice(offset, wanted);
    }
  };
}

/** Terms are letters and digits only (see memory-query.ts); quoting makes each a plain string for FTS5. */
function quote(term: string): string {
  return `"${term.replaceAll('"', '""')}"`;
}
