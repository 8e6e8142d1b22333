// The conversations of a restore: a missing one is added with its messages, one the backup only extends gets the
// missing messages, a newer or deleted local one is kept, and a clash becomes a "(restored copy)" with new ids. Their
// artifact versions go with them (restore-artifacts.ts).
import { nodeCrypto } from '../lazy-crypto';
import type Database from 'better-sqlite3';
import {
  addMissingArtifactVersions,
  artifactVersionsOf,
  copyArtifactVersions,
  newArtifactIds,
  withArtifactIdsRenamed,
} from './restore-artifacts';
import type { RestorePreview } from './restore-preview';
import { all, insert, one, update, type RestoreStep, type Row } from './restore-rows';

export function planConversations(
  live: Database.Database,
  source: Database.Database,
  preview: RestorePreview,
  steps: RestoreStep[],
  projectExists: (id: unknown) => boolean,
  onCompared?: (done: number, total: number) => void,
): void {
  const conversations = all(source, 'SELECT * FROM conversations WHERE deleted_at IS NULL ORDER BY created_at');
  for (const [index, conversation] of conversations.entries()) {
    onCompared?.(index + 1, conversations.length);
    const id = String(conversation.id);
    const title = String(conversation.title || 'Untitled conversation');
    const messages = all(source, 'SELECT * FROM messages WHERE conversation_id = ? ORDER BY seq', id);
    const local = one(live, 'SELECT * FROM conversations WHERE id = ?', id);
    const safe = {
      ...conversation,
      project_id: projectExists(conversation.project_id) ? conversation.project_id : null,
    };
    if (!local) {
      preview.conversations.added.push(title);
      preview.messages += messages.length;
      steps.push((db) => {
        insert(db, 'conversations', safe);
        for (const message of messages) insertMessage(db, source, message);
        addMissingArtifactVersions(db, artifactVersionsOf(source, id));
      });
      continue;
    }
    const localMessages = new Map(
      all(live, 'SELECT * FROM messages WHERE conversation_id = ?', id).map((m) => [String(m.id), same(m)]),
    );
    const sourceMessages = new Map(messages.map((m) => [String(m.id), same(m)]));
    const sourceInLocal = [...sourceMessages].every(([mid, text]) => localMessages.get(mid) === text);
    if (sourceInLocal && local.title === conversation.title) continue; // nothing the local copy lacks
    if (Number(local.updated_at) >= Number(conversation.updated_at) || local.deleted_at !== null) {
      preview.conversations.keptLocal += 1;
      continue;
    }
    const localInSource = [...localMessages].every(([mid, text]) => sourceMessages.get(mid) === text);
    if (localInSource) {
      const missing = messages.filter((m) => !localMessages.has(String(m.id)));
      preview.conversations.extended.push(title);
      preview.messages += missing.length;
      steps.push((db) => {
        for (const message of missing) insertMessage(db, source, message);
        addMissingArtifactVersions(db, artifactVersionsOf(source, id));
        const changes: Row = { ...safe };
        delete changes.id;
        update(db, 'conversations', id, changes);
      });
      continue;
    }
    preview.conversations.copied.push(title);
    preview.messages += messages.length;
    steps.push((db) => copyConversation(db, source, safe, messages));
  }
}

function copyConversation(db: Database.Database, source: Database.Database, conversation: Row, messages: Row[]): void {
  const newId = nodeCrypto().randomUUID();
  const messageIds = new Map(messages.map((m) => [String(m.id), nodeCrypto().randomUUID()]));
  const remap = (value: unknown) => (value === null || value === undefined ? value : messageIds.get(String(value)));
  const artifacts = artifactVersionsOf(source, String(conversation.id));
  const artifactIds = newArtifactIds(artifacts);
  insert(db, 'conversations', {
    ...conversation,
    id: newId,
    title: `${String(conversation.title || 'Untitled conversation')} (restored copy)`,
    ...('active_leaf_id' in conversation ? { active_leaf_id: remap(conversation.active_leaf_id) ?? null } : {}),
  });
  for (const message of messages) {
    insertMessage(
      db,
      source,
      {
        ...withArtifactIdsRenamed(message, artifactIds),
        id: messageIds.get(String(message.id)),
        conversation_id: newId,
        ...('parent_id' in message ? { parent_id: remap(message.parent_id) ?? null } : {}),
      },
      String(message.id),
    );
  }
  copyArtifactVersions(db, artifacts, newId, artifactIds);
}

function insertMessage(
  db: Database.Database,
  source: Database.Database,
  message: Row,
  sourceId = String(message.id),
): void {
  insert(db, 'messages', message);
  for (const link of all(source, 'SELECT * FROM message_attachments WHERE message_id = ?', sourceId)) {
    insert(db, 'message_attachments', { ...link, message_id: message.id });
  }
}

/** A message as compared between the two databases (every stored field). */
function same(message: Row): string {
  return JSON.stringify(message);
}
