// Full-text search over conversation messages (FTS5, bm25 ranking), plus title matches; CJK words through the CJK
// index (cjk-query.ts), other words through messages_fts. The person's text only ever reaches SQLite as a bound, fully
// quoted MATCH expression (see fts-query.ts).
import type { ConversationKind, ConversationSearchHit, SnippetPart } from '../shared/conversation-types';
import { createCjkIndexer } from './cjk-index';
import { cjkSnippet, toCjkQuery } from './cjk-query';
import type { Db } from './database';
import { toFtsMatchQuery } from './fts-query';

export interface SearchOptions {
  /** Most conversations returned. Default 20, at most 200. */
  limit?: number;
}

interface TitleHitRow {
  conversation_id: string;
  title: string;
  kind: ConversationKind;
  updated_at: number;
}

interface MessageHitRow extends TitleHitRow {
  message_rowid: number;
  message_id: string;
  seq: number;
}

/**
 * A word in more messages than this is ranked among its newest matches only: bm25 costs ~2 µs a row, and a common word
 * of a ten-year history matches tens of thousands of messages (issue 44: p95 ≤ 50 ms over 2,000,000 messages).
 */
export const RANKED_MATCHES = 4_000;

// Control characters as highlight markers: they practically never occur in chat text, unlike brackets or «».
const MARK_START = '\u0002';
const MARK_END = '\u0003';

export function createConversationSearch(db: Db): (query: string, options?: SearchOptions) => ConversationSearchHit[] {
  const messageHits = db.prepare<[string, number, number], MessageHitRow>(
    bestMessagePerConversation('messages_fts', 'AND messages_fts.rowid >= ?'),
  );
  // The rowid of the RANKED_MATCHES-th newest match (FTS5 walks its doclist backwards; no bm25 is computed).
  const newestMatchesFrom = db.prepare<[string, number], { rowid: number }>(
    'SELECT rowid FROM messages_fts WHERE messages_fts MATCH ? ORDER BY rowid DESC LIMIT 1 OFFSET ?',
  );
  // Compiled on the first CJK query: the CJK index does not exist before schema v9.
  let cjkStatements: ReturnType<typeof prepareCjkStatements> | undefined;
  const cjkIndex = createCjkIndexer(db);
  // CAST: better-sqlite3 binds a number as REAL, and FTS5 ignores a `rowid = ?` that is not an integer.
  const snippetOf = db.prepare<[string, string, string, number], { snippet: string }>(
    `SELECT snippet(messages_fts, 0, ?, ?, '…', 16) AS snippet FROM messages_fts WHERE messages_fts MATCH ? AND rowid = CAST(? AS INTEGER)`,
  );
  const titleHits = db.prepare<[string, number], TitleHitRow>(
    `SELECT id AS conversation_id, title, kind, updated_at FROM conversations
      WHERE title LIKE ? ESCAPE '\\' AND deleted_at IS NULL ORDER BY updated_at DESC LIMIT ?`,
  );

  return (query, options = {}) => {
    const limit = clampLimit(options.limit);
    const hits = new Map<string, ConversationSearchHit>();
    const match = toFtsMatchQuery(query);
    const cjk = toCjkQuery(query, 'all');
    if (cjk !== undefined) {
      cjkIndex.catchUp();
      const { cjkHits, cjkAndWordHits, contentOf } = (cjkStatements ??= prepareCjkStatements(db));
      const rows = match === undefined ? cjkHits.all(cjk.match, limit) : cjkAndWordHits.all(cjk.match, match, limit);
      for (const row of rows) {
        const content = contentOf.get(row.message_rowid)?.content ?? '';
        hits.set(row.conversation_id, messageHit(row, cjkSnippet(content, cjk.runs)));
      }
    } else if (match !== undefined) {
      const from = newestMatchesFrom.get(match, RANKED_MATCHES - 1)?.rowid ?? 0;
      for (const row of messageHits.all(match, from, limit)) {
        const snippet = snippetOf.get(MARK_START, MARK_END, match, row.message_rowid)?.snippet ?? '';
        hits.set(row.conversation_id, messageHit(row, splitSnippet(snippet)));
      }
    }
    const trimmed = query.trim();
    if (trimmed !== '' && hits.size < limit) {
      for (const row of titleHits.all(`%${escapeLike(trimmed)}%`, limit)) {
        if (hits.size >= limit) break;
        if (!hits.has(row.conversation_id)) hits.set(row.conversation_id, titleHit(row));
      }
    }
    return [...hits.values()];
  };
}

function prepareCjkStatements(db: Db) {
  return {
    cjkHits: db.prepare<[string, number], MessageHitRow>(bestMessagePerConversation('messages_cjk', '')),
    // CJK and other words together: a message must hold both.
    cjkAndWordHits: db.prepare<[string, string, number], MessageHitRow>(
      bestMessagePerConversation(
        'messages_cjk',
        'AND m.rowid IN (SELECT rowid FROM messages_fts WHERE messages_fts MATCH ?)',
      ),
    ),
    contentOf: db.prepare<[number], { content: string }>('SELECT content FROM messages WHERE rowid = ?'),
  };
}

/**
 * The best-ranked message per conversation (SQLite takes the bare columns from the MIN(score) row), so one
 * conversation with hundreds of matches cannot crowd the others out.
 */
function bestMessagePerConversation(index: 'messages_fts' | 'messages_cjk', alsoWhere: string): string {
  return `WITH hits AS MATERIALIZED (
       SELECT m.conversation_id, m.rowid AS message_rowid, m.id AS message_id, m.seq, bm25(${index}) AS score
         FROM ${index} JOIN messages m ON m.rowid = ${index}.rowid
        WHERE ${index} MATCH ? AND m.role IN ('user', 'assistant') ${alsoWhere}
     ), best AS (
       SELECT conversation_id, message_rowid, message_id, seq, MIN(score) AS score FROM hits GROUP BY conversation_id
     )
     SELECT c.id AS conversation_id, c.title, c.kind, c.updated_at, best.message_rowid, best.message_id, best.seq
       FROM best JOIN conversations c ON c.id = best.conversation_id
      WHERE c.deleted_at IS NULL
      ORDER BY best.score
      LIMIT ?`;
}

function messageHit(row: MessageHitRow, snippetParts: SnippetPart[]): ConversationSearchHit {
  return {
    conversationId: row.conversation_id,
    title: row.title,
    kind: row.kind,
    updatedAt: row.updated_at,
    matchedIn: 'message',
    messageId: row.message_id,
    seq: row.seq,
    snippet: snippetParts.map((part) => part.text).join(''),
    snippetParts,
  };
}

function titleHit(row: TitleHitRow): ConversationSearchHit {
  return {
    conversationId: row.conversation_id,
    title: row.title,
    kind: row.kind,
    updatedAt: row.updated_at,
    matchedIn: 'title',
    messageId: null,
    seq: null,
    snippet: '',
    snippetParts: [],
  };
}

function splitSnippet(marked: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  for (const [index, piece] of marked.split(MARK_START).entries()) {
    const [matched, rest] = index === 0 ? [undefined, piece] : splitOnce(piece, MARK_END);
    if (matched) parts.push({ text: matched, match: true });
    if (rest) parts.push({ text: rest, match: false });
  }
  return parts;
}

function splitOnce(text: string, separator: string): [string, string] {
  const at = text.indexOf(separator);
  return at === -1 ? [text, ''] : [text.slice(0, at), text.slice(at + separator.length)];
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

function clampLimit(limit: number | undefined): number {
  if (limit === undefined || !Number.isFinite(limit)) return 20;
  return Math.min(200, Math.max(1, Math.floor(limit)));
}
