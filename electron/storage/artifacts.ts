// The artifact_versions table (schema-v12.ts): the `artifact` tool's documents per conversation, one row per version.
// An id is chosen here (random hex from SQLite); an update appends the next version, earlier rows never change.
import type { ArtifactKind, ArtifactStore, ArtifactSummary, ArtifactVersion } from '../shared/artifact-types';
import type { Db } from './database';

interface Row {
  artifact_id: string;
  version: number;
  conversation_id: string;
  kind: ArtifactKind;
  title: string;
  content: string;
  created_at: number;
}

/** The newest version of each artifact of chats not deleted (one conversation's when `@conversation` is not null). */
const summarySql = `
  SELECT a.artifact_id, a.version, a.conversation_id, a.kind, a.title, a.created_at, a.version AS versions
  FROM artifact_versions a JOIN conversations c ON c.id = a.conversation_id AND c.deleted_at IS NULL
  WHERE (@conversation IS NULL OR a.conversation_id = @conversation)
    AND a.version = (SELECT max(version) FROM artifact_versions b WHERE b.artifact_id = a.artifact_id)
  ORDER BY a.created_at DESC, a.artifact_id`;

const fromRow = (row: Row): ArtifactVersion => ({
  id: row.artifact_id,
  version: row.version,
  conversationId: row.conversation_id,
  kind: row.kind,
  title: row.title,
  content: row.content,
  createdAt: row.created_at,
});

export function createArtifactStore(db: Db, now: () => number = Date.now): ArtifactStore {
  const insert = db.prepare<[Row], Row>(
    `INSERT INTO artifact_versions (artifact_id, version, conversation_id, kind, title, content, created_at)
     VALUES (@artifact_id, @version, @conversation_id, @kind, @title, @content, @created_at) RETURNING *`,
  );
  const newId = db.prepare<[], { id: string }>("SELECT 'art_' || lower(hex(randomblob(6))) AS id");
  const latest = db.prepare<[string, string], { version: number }>(
    'SELECT max(version) AS version FROM artifact_versions WHERE artifact_id = ? AND conversation_id = ?',
  );
  const one = db.prepare<[string, string, number], Row>(
    'SELECT * FROM artifact_versions WHERE artifact_id = ? AND conversation_id = ? AND version = ?',
  );
  const forConversation = db.prepare<[string], Row>(
    'SELECT * FROM artifact_versions WHERE conversation_id = ? ORDER BY created_at, artifact_id, version',
  );
  const summaries = db.prepare<[{ conversation: string | null }], Omit<Row, 'content'> & { versions: number }>(
    summarySql,
  );
  const versionsOf = db.prepare<[string], Row>(
    `SELECT a.* FROM artifact_versions a JOIN conversations c ON c.id = a.conversation_id AND c.deleted_at IS NULL
     WHERE a.artifact_id = ? ORDER BY a.version`,
  );
  const append = db.transaction((input: Omit<Row, 'version' | 'created_at'>): ArtifactVersion | undefined => {
    const last = latest.get(input.artifact_id, input.conversation_id)?.version;
    if (typeof last !== 'number') return undefined;
    return fromRow(insert.get({ ...input, version: last + 1, created_at: now() })!);
  });
  return {
    create: ({ conversationId, kind, title, content }) =>
      fromRow(
        insert.get({
          artifact_id: newId.get()!.id,
          version: 1,
          conversation_id: conversationId,
          kind,
          title,
          content,
          created_at: now(),
        })!,
      ),
    update: ({ id, conversationId, kind, title, content }) =>
      append({ artifact_id: id, conversation_id: conversationId, kind, title, content }),
    find: ({ id, conversationId, version }) => {
      const row = one.get(id, conversationId, version);
      return row ? fromRow(row) : undefined;
    },
    listForConversation: (conversationId) => forConversation.all(conversationId).map(fromRow),
    summaries: (conversationId) =>
      summaries.all({ conversation: conversationId ?? null }).map((row): ArtifactSummary => ({
        id: row.artifact_id,
        version: row.version,
        conversationId: row.conversation_id,
        kind: row.kind,
        title: row.title,
        createdAt: row.created_at,
        versions: row.versions,
      })),
    versionsOf: (id) => versionsOf.all(id).map(fromRow),
  };
}
