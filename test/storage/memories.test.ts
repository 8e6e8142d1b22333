// The memory store against a real SQLite file: provenance, paging, edit/delete, recall ranking over a seeded set,
// hostile FTS input, and refusals (secret shapes, known secret values, the 8 KB limit).
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase, type Db } from '../../electron/storage/database';
import { createMemoryStore, type MemoryStore } from '../../electron/storage/memories';
import { MEMORY_MAX_BYTES } from '../../electron/storage/memory-content';
import { toMemoryQuery } from '../../electron/storage/memory-query';
import { COMMON_WORD_LIMIT } from '../../electron/storage/memory-recall';
import { createTempDirs } from '../support/temp-dir';
import { seedMemories, targets } from './memory-seed';

const temp = createTempDirs();
let file: string;
let db: Db;
let clock: number;
let known: string[];
let store: MemoryStore;

beforeEach(() => {
  file = path.join(temp.make('memories'), 'hearth.db');
  db = openDatabase(file).db;
  clock = Date.UTC(2026, 0, 1);
  known = [];
  store = createMemoryStore(db, { now: () => clock, knownSecretValues: () => known });
});
afterEach(() => {
  closeDatabase(db);
  temp.cleanup();
});

function added(content: string, extra: { tags?: string[]; conversationId?: string } = {}) {
  const result = store.add({ content, ...extra });
  if (!result.ok) throw new Error(result.error);
  clock += 1_000;
  return result.memory;
}

function seed(): void {
  for (const memory of seedMemories()) added(memory.content, memory.tags ? { tags: memory.tags } : {});
}

describe('memory store: keeping and reading', () => {
  it('keeps content, tags and provenance, and reads them back after reopening the file', () => {
    const memory = added('  The user likes green tea.  ', {
      tags: ['Drinks', 'drinks', ' food '],
      conversationId: 'conv-1',
    });
    expect(memory).toMatchObject({
      content: 'The user likes green tea.',
      tags: ['drinks', 'food'],
      conversationId: 'conv-1',
    });
    expect(memory.createdAt).toBe(Date.UTC(2026, 0, 1));
    closeDatabase(db);
    db = openDatabase(file).db;
    expect(createMemoryStore(db).get(memory.id)).toEqual(memory);
  });

  it('lists newest first, page by page', () => {
    for (let i = 1; i <= 5; i += 1) added(`fact number ${i}`);
    const first = store.list({ limit: 2 });
    expect(first.items.map((m) => m.content)).toEqual(['fact number 5', 'fact number 4']);
    expect(first).toMatchObject({ total: 5, offset: 0, limit: 2, nextOffset: 2 });
    const last = store.list({ limit: 2, offset: 4 });
    expect(last.items.map((m) => m.content)).toEqual(['fact number 1']);
    expect(last.nextOffset).toBeNull();
  });

  it('edits content and tags, re-indexing them for recall', () => {
    const memory = added('The spare key is under the flowerpot.');
    clock += 5_000;
    const edited = store.edit(memory.id, {
      content: 'The spare key is with the neighbour Frau Weber.',
      tags: ['home'],
    });
    expect(edited.ok && edited.memory).toMatchObject({ tags: ['home'], createdAt: memory.createdAt, updatedAt: clock });
    expect(store.recall('flowerpot')).toEqual([]);
    expect(store.recall('neighbour')[0]?.id).toBe(memory.id);
    expect(store.recall('home')[0]?.id).toBe(memory.id);
    expect(store.edit(9999, { content: 'x' })).toMatchObject({ ok: false, reason: 'not_found' });
  });

  it('deletes one or many, and deleted memories are no longer recalled', () => {
    const a = added('alpha memory about kayaks');
    const b = added('beta memory about kayaks');
    const c = added('gamma memory about kayaks');
    expect(store.remove(a.id)).toBe(true);
    expect(store.remove(a.id)).toBe(false);
    expect(store.removeMany([b.id, c.id, 12345])).toBe(2);
    expect(store.recall('kayaks')).toEqual([]);
    expect(store.count()).toBe(0);
  });

  it('searches as you type for the settings screen (all words, last one as a prefix)', () => {
    const trip = added('Trip to Lisbon in May with Priya');
    added('Trip to Oslo in June');
    expect(store.search('trip lis').map((m) => m.id)).toEqual([trip.id]);
    expect(store.search('trip').length).toBe(2);
  });
});

describe('memory store: recall ranking', () => {
  it('ranks the right memory first in a seeded set of about 200', () => {
    seed();
    expect(store.count()).toBeGreaterThan(200);
    const cases: [string, string][] = [
      ['Who is my dentist?', targets.dentist],
      ["When is Lena's birthday?", targets.lenaBirthday],
      ['which programming language do I prefer for a new project', targets.language],
      ["what's the licence plate of my car", targets.car],
    ];
    for (const [question, expected] of cases) {
      const hits = store.recall(question, { limit: 3 });
      expect(hits[0]?.content, question).toBe(expected);
    }
  });

  it('gives snippets with the matching words marked, and ids', () => {
    seed();
    const [hit] = store.recall('dentist', { limit: 1 });
    expect(hit?.id).toBeTypeOf('number');
    expect(hit?.snippetParts.some((part) => part.match && /dentist/i.test(part.text))).toBe(true);
    expect(hit?.snippet).toContain('dentist');
  });

  it('breaks ties by recency: of two equal matches the newer comes first', () => {
    const older = added('Parking at the office costs 4 euros a day.');
    clock += 86_400_000;
    const newer = added('Parking at the office costs 4 euros a day.');
    expect(store.recall('office parking').map((m) => m.id)).toEqual([newer.id, older.id]);
  });

  it('stays correct when a word matches more than COMMON_WORD_LIMIT memories', () => {
    const target = added('Coffee with Dr. Okafor on Friday.');
    const insert = db.prepare('INSERT INTO memories (content, tags, created_at, updated_at) VALUES (?, ?, ?, ?)');
    db.transaction(() => {
      for (let i = 0; i <= COMMON_WORD_LIMIT; i += 1) insert.run(`coffee note ${i}`, '[]', clock + i, clock + i);
    })();
    expect(store.recall('coffee with okafor')[0]?.id).toBe(target.id);
    const onlyCommon = store.recall('coffee', { limit: 3 });
    expect(onlyCommon).toHaveLength(3);
    expect(onlyCommon.every((hit) => /coffee/i.test(hit.content))).toBe(true);
    expect(store.recall('coffee unheardofword')).toHaveLength(5);
  });

  it('matches word forms (porter stemming) and tags', () => {
    const memory = added('Went running along the river every morning.', { tags: ['fitness'] });
    expect(store.recall('runs')[0]?.id).toBe(memory.id);
    expect(store.recall('fitness')[0]?.id).toBe(memory.id);
  });

  it('never throws on hostile or odd FTS input', () => {
    seed();
    const hostile = [
      '"',
      '""',
      '*',
      'NEAR(',
      'NEAR(dentist lena, 3)',
      '-',
      '-dentist',
      'OR',
      'dentist OR',
      'AND NOT',
      '(',
      ')',
      '((dentist)',
      'content:dentist',
      '{content tags}: x',
      '^dentist',
      'dentist*',
      "'; DROP TABLE memories; --",
      '\u0000',
      'the and of is it',
      '',
      '   ',
      '🙂🙂',
      'x'.repeat(5000),
      'a b c d e f g h i j k l m n o p q r s t u v w x y z '.repeat(50),
    ];
    for (const query of hostile) {
      expect(() => store.recall(query), JSON.stringify(query.slice(0, 40))).not.toThrow();
      expect(() => store.recall(query, { mode: 'all' })).not.toThrow();
      expect(() => store.search(query)).not.toThrow();
    }
    expect(store.recall('-dentist')[0]?.content).toBe(targets.dentist);
    expect(store.recall('NEAR(dentist')[0]?.content).toBe(targets.dentist);
    expect(store.recall('the and of is it')).toEqual([]);
    expect(store.count()).toBeGreaterThan(200);
  });

  it('builds quoted queries from words only, dropping stopwords and repeats', () => {
    expect(toMemoryQuery('What is the NAME of my "dentist" (and) dentist?')).toEqual({
      match: '"name" OR "dentist"',
      terms: ['name', 'dentist'],
    });
    expect(toMemoryQuery('lena birthday', 'all')?.match).toBe('"lena" AND "birthday"');
    expect(toMemoryQuery('the of and')).toBeUndefined();
    expect(toMemoryQuery('*** --- ((( ')).toBeUndefined();
  });

  it('skips deleted memories at the top of the ranking and still fills the page in the same order', () => {
    // 40 equal matches: newest first. Deleting the 30 newest leaves the page to be filled from further down.
    const all = Array.from({ length: 40 }, (_, i) => added(`Kayak trip number ${i} on the lake.`));
    const newestFirst = [...all].reverse().map((m) => m.id);
    const before = store.recall('kayak', { limit: 5 }).map((m) => m.id);
    expect(before).toEqual(newestFirst.slice(0, 5));
    expect(store.removeMany(newestFirst.slice(0, 30))).toBe(30);
    expect(store.recall('kayak', { limit: 5 }).map((m) => m.id)).toEqual(newestFirst.slice(30, 35));
    expect(store.recall('kayak', { limit: 5, mode: 'all' }).map((m) => m.id)).toEqual(newestFirst.slice(30, 35));
    expect(store.search('kayak', { limit: 4, offset: 8 }).map((m) => m.id)).toEqual(newestFirst.slice(38, 40));
    store.restore(newestFirst.slice(0, 30));
    expect(store.recall('kayak', { limit: 5 }).map((m) => m.id)).toEqual(before);
  });

  it('a word only deleted memories contain does not hide the matches of the other words', () => {
    const gone = added('Okafor lent me a ladder.');
    store.remove(gone.id);
    const insert = db.prepare('INSERT INTO memories (content, tags, created_at, updated_at) VALUES (?, ?, ?, ?)');
    db.transaction(() => {
      for (let i = 0; i <= COMMON_WORD_LIMIT; i += 1) insert.run(`coffee note ${i}`, '[]', clock + i, clock + i);
    })();
    const hits = store.recall('okafor coffee', { limit: 3 });
    expect(hits).toHaveLength(3);
    expect(hits.every((hit) => /coffee/i.test(hit.content))).toBe(true);
  });

  it('"all" mode needs every word', () => {
    const both = added('Lena birthday party at the lake');
    added('Tom birthday dinner');
    expect(store.recall('lena birthday', { mode: 'all' }).map((m) => m.id)).toEqual([both.id]);
    expect(store.recall('lena birthday', { mode: 'any' }).length).toBe(2);
  });
});

describe('memory store: refusals', () => {
  it('refuses an API-key-shaped secret without repeating it', () => {
    const key = 'sk-proj-4fJ9aQ2LmX7vB1nR8tY3wE6uZ0cK5hD2';
    const result = store.add({ content: `my openai key is ${key}` });
    expect(result).toMatchObject({ ok: false, reason: 'secret' });
    expect(!result.ok && result.error).toMatch(/secret/i);
    expect(JSON.stringify(result)).not.toContain(key);
    expect(store.count()).toBe(0);
  });

  it('refuses a value registered as a known secret, even when it has no key shape', () => {
    known = ['correct horse battery staple'];
    const result = store.add({ content: 'the vault phrase: correct horse battery staple' });
    expect(result).toMatchObject({ ok: false, reason: 'secret' });
    expect(!result.ok && result.error).toMatch(/saved as a secret/);
    expect(store.add({ content: 'x', tags: ['correct horse battery staple'] })).toMatchObject({
      ok: false,
      reason: 'secret',
    });
    const memory = added('a harmless note');
    expect(store.edit(memory.id, { content: 'now: correct horse battery staple' })).toMatchObject({
      ok: false,
      reason: 'secret',
    });
    expect(store.get(memory.id)?.content).toBe('a harmless note');
  });

  it('accepts exactly 8 KB and refuses more, counting bytes not characters', () => {
    expect(store.add({ content: 'a'.repeat(MEMORY_MAX_BYTES) }).ok).toBe(true);
    const tooLong = store.add({ content: 'a'.repeat(MEMORY_MAX_BYTES + 1) });
    expect(tooLong).toMatchObject({ ok: false, reason: 'too_large' });
    expect(!tooLong.ok && tooLong.error).toMatch(/8 KB/);
    expect(store.add({ content: 'é'.repeat(MEMORY_MAX_BYTES / 2 + 1) })).toMatchObject({
      ok: false,
      reason: 'too_large',
    });
  });

  it('refuses empty content and unreasonable tags', () => {
    expect(store.add({ content: '   ' })).toMatchObject({ ok: false, reason: 'empty' });
    expect(store.add({ content: 'x', tags: Array.from({ length: 11 }, (_, i) => `t${i}`) })).toMatchObject({
      ok: false,
      reason: 'bad_tags',
    });
    expect(store.add({ content: 'x', tags: ['y'.repeat(41)] })).toMatchObject({ ok: false, reason: 'bad_tags' });
  });
});
