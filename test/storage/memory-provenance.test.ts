// The memories.untrusted_sources column on a real SQLite file: sources kept deduplicated and capped, a clean memory
// stores NULL, an edit keeps the provenance, and a column that cannot be read still counts as untrusted.
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase, type Db } from '../../electron/storage/database';
import { createMemoryStore, type MemoryStore } from '../../electron/storage/memories';
import { MAX_MEMORY_SOURCES } from '../../electron/storage/memory-provenance';
import { createTempDirs } from '../support/temp-dir';

const temp = createTempDirs();
let db: Db;
let store: MemoryStore;
beforeEach(() => {
  db = openDatabase(path.join(temp.make('memory-provenance'), 'hearth.db')).db;
  store = createMemoryStore(db);
});
afterEach(() => {
  closeDatabase(db);
  temp.cleanup();
});

const column = (id: number) =>
  (db.prepare('SELECT untrusted_sources FROM memories WHERE id = ?').get(id) as { untrusted_sources: string | null })
    .untrusted_sources;

describe('memory provenance column', () => {
  it('stores NULL for a clean memory and the deduplicated sources for a tainted one', () => {
    const clean = store.add({ content: 'Likes tea.', untrustedSources: [] });
    const tainted = store.add({
      content: 'Likes coffee.',
      untrustedSources: [
        { kind: 'file', label: '/home/sam/inbox.txt' },
        { kind: 'file', label: '/home/sam/inbox.txt' },
        { kind: 'search_results', label: 'DuckDuckGo' },
      ],
    });
    if (!clean.ok || !tainted.ok) throw new Error('not stored');
    expect(column(clean.memory.id)).toBeNull();
    expect(JSON.parse(column(tainted.memory.id) ?? 'null')).toEqual([
      { kind: 'file', label: '/home/sam/inbox.txt' },
      { kind: 'search_results', label: 'DuckDuckGo' },
    ]);
  });

  it(`keeps at most ${MAX_MEMORY_SOURCES} sources, and an edit keeps them`, () => {
    const many = Array.from({ length: 50 }, (_, n) => ({ kind: 'web_page' as const, label: `site.example/${n}` }));
    const added = store.add({ content: 'Reads a lot.', untrustedSources: many });
    if (!added.ok) throw new Error('not stored');
    expect(added.memory.untrustedSources).toHaveLength(MAX_MEMORY_SOURCES);
    const edited = store.edit(added.memory.id, { content: 'Reads a lot of news.' });
    expect(edited.ok && edited.memory.untrustedSources).toEqual(many.slice(0, MAX_MEMORY_SOURCES));
  });

  it('reads a column that is set but unreadable as untrusted, never as clean', () => {
    const added = store.add({ content: 'Something odd.' });
    if (!added.ok) throw new Error('not stored');
    for (const broken of ['not json', '[]', '[{"kind":"nonsense","label":1}]']) {
      db.prepare('UPDATE memories SET untrusted_sources = ? WHERE id = ?').run(broken, added.memory.id);
      expect(store.get(added.memory.id)?.untrustedSources, broken).toEqual([
        { kind: 'memory', label: 'an unreadable record of its sources' },
      ]);
    }
  });
});
