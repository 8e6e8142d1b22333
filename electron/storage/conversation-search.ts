// Full-text search over conversation messages (FTS5, bm25 ranking), plus title matches.
// The person's text only ever reaches SQLite as a bound, fully quoted MATCH expression (see fts-query.ts).
import type { ConversationKind, ConversationSearchHit, SnippetPart } from './conversation-types';
import type { Db } from './database';
import { toFtsMatchQuery } from './fts-query';

export interface SearchOptions {
  /** Most conversations returned. Default 20, at most 200. */
  limit?: number;
}

interface MessageHitRow {
  conversation_id: string;
  title: string;
  kind: ConversationKind;
  updated_at: number;
  message_id: string;
  seq: number;
  snippet: string;
}

type TitleHitRow = Pick<MessageHitRow, 'conversation_id' | 'title' | 'kind' | 'updated_at'>;

// Control characters as highlight markers: they practically never occur in chat text, unlike brackets or «».
const MARK_START = '\u0002';
const MARK_END = '\u0003';

export function createConversationSearch(db: Db): (query: string, options?: SearchOptions) => ConversationSearchHit[] {
  const messageHits = db.prepare<[string, string, string, number], MessageHitRow>(
    `SELECT c.id AS conversation_id, c.title, c.kind, c.updated_at, m.id AS message_id, m.seq,
            snippet(messages_fts, 0, ?, ?, '…', 16) AS snippet
       FROM messages_fts
       JOIN messages m ON m.rowid = messages_fts.rowid
       JOIN conversations c ON c.id = m.conversation_id
      WHERE messages_fts MATCH ? AND m.role IN ('user', 'assistant')
      ORDER BY bm25(messages_fts)
      LIMIT ?`,
  );
  const titleHits = db.prepare<[string, number], TitleHitRow>(
    `SELECT id AS conversation_id, title, kind, updated_at FROM conversations
      WHERE title LIKE ? ESCAPE '\\' ORDER BY updated_at DESC LIMIT ?`,
  );

  return (query, options = {}) => {
    const limit = clampLimit(options.limit);
    const hits = new Map<string, ConversationSearchHit>();
    const match = toFtsMatchQuery(query);
    if (match !== undefined) {
      for (const row of messageHits.all(MARK_START, MARK_END, match, limit * 10)) {
        if (hits.size >= limit) break;
        if (!hits.has(row.conversation_id)) hits.set(row.conversation_id, messageHit(row));
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

function messageHit(row: MessageHitRow): ConversationSearchHit {
  const snippetParts = splitSnippet(row.snippet);
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
