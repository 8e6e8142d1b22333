// The memories of a restore: a fact already stored is skipped, a missing one is added, a newer local one is kept, and
// a clash becomes a copy with a new id.
import type Database from 'better-sqlite3';
import type { RestorePreview } from './restore-preview';
import { all, insert, one, type RestoreStep, type Row } from './restore-rows';

export function planMemories(
  live: Database.Database,
  source: Database.Database,
  preview: RestorePreview,
  steps: RestoreStep[],
): void {
  const liveContents = new Set(
    all(live, 'SELECT content FROM memories WHERE deleted_at IS NULL').map((m) => String(m.content)),
  );
  for (const memory of all(source, 'SELECT * FROM memories WHERE deleted_at IS NULL ORDER BY id')) {
    if (liveContents.has(String(memory.content))) continue; // the same fact is already there
    const local = one(live, 'SELECT * FROM memories WHERE id = ?', memory.id);
    if (!local) {
      preview.memories.added += 1;
      steps.push((db) => insert(db, 'memories', memory));
    } else if (Number(local.updated_at) >= Number(memory.updated_at)) {
      preview.memories.keptLocal += 1;
    } else {
      preview.memories.copied += 1;
      const withoutId: Row = { ...memory };
      delete withoutId.id; // SQLite gives the copy a new id
      steps.push((db) => insert(db, 'memories', withoutId));
    }
    liveContents.add(String(memory.content));
  }
}
