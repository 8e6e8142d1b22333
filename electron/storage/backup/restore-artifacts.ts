// The artifacts of a restore (artifact_versions, schema-v13.ts) go with their conversation: an added or extended one
// gets the versions it lacks under their own ids; a "(restored copy)" gets every version under new artifact ids, and
// its messages (the tool's arguments, result text and details) name the new ids. Called from restore-conversations.ts.
import type Database from 'better-sqlite3';
import { nodeCrypto } from '../lazy-crypto';
import { all, insert, type Row } from './restore-rows';

/** A conversation's artifact versions in the backup, oldest first. */
export function artifactVersionsOf(source: Database.Database, conversationId: string): Row[] {
  return all(
    source,
    'SELECT * FROM artifact_versions WHERE conversation_id = ? ORDER BY created_at, artifact_id, version',
    conversationId,
  );
}

/** Adds the versions the live database lacks (same artifact id and version); a version already there is kept. */
export function addMissingArtifactVersions(db: Database.Database, versions: readonly Row[]): void {
  for (const version of versions) insert(db, 'artifact_versions', version, 'OR IGNORE');
}

/** A new id for each artifact of a copied conversation, in the store's shape (electron/storage/artifacts.ts). */
export function newArtifactIds(versions: readonly Row[]): Map<string, string> {
  const ids = new Map<string, string>();
  for (const version of versions) {
    const old = String(version.artifact_id);
    if (!ids.has(old)) ids.set(old, `art_${nodeCrypto().randomBytes(6).toString('hex')}`);
  }
  return ids;
}

/** Every version again, under the copy's conversation and its artifacts' new ids. */
export function copyArtifactVersions(
  db: Database.Database,
  versions: readonly Row[],
  conversationId: string,
  ids: ReadonlyMap<string, string>,
): void {
  for (const version of versions) {
    const artifactId = ids.get(String(version.artifact_id)) ?? String(version.artifact_id);
    insert(db, 'artifact_versions', { ...version, artifact_id: artifactId, conversation_id: conversationId });
  }
}

/** A message of the copy with its artifact ids renamed wherever it names them. */
export function withArtifactIdsRenamed(message: Row, ids: ReadonlyMap<string, string>): Row {
  if (ids.size === 0) return message;
  const rename = (value: unknown): unknown => {
    if (typeof value !== 'string') return value;
    let text = value;
    for (const [old, renamed] of ids) text = text.split(old).join(renamed);
    return text;
  };
  return {
    ...message,
    content: rename(message.content),
    ...('tool_calls' in message ? { tool_calls: rename(message.tool_calls) } : {}),
    ...('details' in message ? { details: rename(message.details) } : {}),
  };
}
