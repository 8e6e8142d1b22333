// Full-text search over messages: correct matches and ranking inputs, and no input whatsoever can make it throw.
import crypto from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ConversationStore, createConversationStore } from '../../electron/storage/conversations';
import { closeDatabase, type Db, openDatabase } from '../../electron/storage/database';
import { toFtsMatchQuery } from '../../electron/storage/fts-query';
import { createTempDirs } from '../support/temp-dir';

const temp = createTempDirs();
let db: Db;
let store: ConversationStore;
const ids: Record<string, string> = {};

beforeAll(() => {
  db = openDatabase(path.join(temp.make('search'), 'hearth.db')).db;
  store = createConversationStore(db);
  const add = (title: string, messages: [role: 'user' | 'assistant' | 'tool' | 'system', content: string][]) => {
    const conversation = store.create({ title });
    ids[title] = conversation.id;
    for (const [role, content] of messages) store.appendMessage({ conversationId: conversation.id, role, content });
  };
  add('Trip planning', [
    ['user', 'Find a café near the station in Zürich'],
    ['assistant', 'The Café Schober is close to the main station.'],
  ]);
  add('Shell help', [
    ['user', 'How do I use grep with NEAR("x") and -v "quoted" (parens)?'],
    ['tool', 'secretword appears only in tool output'],
    ['system', 'systemword appears only in a system prompt'],
  ]);
  add('Recipes about cafe culture', [['user', 'Nothing relevant here']]);
});
afterAll(() => {
  closeDatabase(db);
  temp.cleanup();
});

describe('conversation search', () => {
  it('finds words regardless of case and diacritics, one hit per conversation, with a highlighted snippet', () => {
    const hits = store.search('CAFE');
    expect(hits[0]).toMatchObject({
      conversationId: ids['Trip planning'],
      title: 'Trip planning',
      matchedIn: 'message',
      seq: expect.any(Number),
    });
    expect(hits.filter((hit) => hit.conversationId === ids['Trip planning'])).toHaveLength(1);
    const first = hits[0];
    expect(first?.snippetParts.some((part) => part.match && /caf/i.test(part.text))).toBe(true);
    expect(first?.snippet).toBe(first?.snippetParts.map((part) => part.text).join(''));
    expect(first?.snippet.includes('\u0002') || first?.snippet.includes('\u0003')).toBe(false); // markers removed
  });

  it('requires every word, treats the last word as a prefix, and ignores stopwords', () => {
    expect(store.search('zurich station').map((hit) => hit.conversationId)).toEqual([ids['Trip planning']]);
    expect(store.search('zurich grep')).toEqual([]);
    expect(store.search('Zür').map((hit) => hit.conversationId)).toEqual([ids['Trip planning']]);
    expect(store.search('the zurich of').map((hit) => hit.conversationId)).toEqual([ids['Trip planning']]);
  });

  it('also matches titles (after message matches), and searches only user and assistant messages', () => {
    const hits = store.search('cafe');
    expect(hits.map((hit) => [hit.title, hit.matchedIn])).toEqual([
      ['Trip planning', 'message'],
      ['Recipes about cafe culture', 'title'],
    ]);
    expect(store.search('secretword')).toEqual([]);
    expect(store.search('systemword')).toEqual([]);
    expect(store.search('100%').length).toBe(0); // LIKE wildcards are escaped
  });

  it('ranks per conversation, so one conversation with many matches cannot crowd out the others', () => {
    const busy = store.create({ title: 'Busy' });
    for (let n = 0; n < 60; n += 1)
      store.appendMessage({ conversationId: busy.id, role: 'user', content: `kubernetes kubernetes ${n}` });
    const quiet = store.create({ title: 'Quiet' });
    store.appendMessage({
      conversationId: quiet.id,
      role: 'assistant',
      content: 'kubernetes is mentioned once, in a long sentence',
    });
    const hits = store.search('kubernetes', { limit: 2 });
    expect(new Set(hits.map((hit) => hit.conversationId))).toEqual(new Set([busy.id, quiet.id]));
    expect(
      hits.every((hit) => hit.snippetParts.some((part) => part.match && part.text.toLowerCase() === 'kubernetes')),
    ).toBe(true);
    expect(store.search('kubernetes', { limit: 1 })).toHaveLength(1);
    store.remove(busy.id);
    store.remove(quiet.id);
  });

  it('searches operator characters as plain text', () => {
    expect(store.search('NEAR("x")').map((hit) => hit.conversationId)).toEqual([ids['Shell help']]);
    expect(store.search('-v "quoted"').map((hit) => hit.conversationId)).toEqual([ids['Shell help']]);
  });

  const hostile = [
    '"',
    '""',
    '"""',
    '*',
    '**',
    'a*',
    '*a',
    'NEAR(',
    'NEAR(a b',
    'NEAR(a, b)',
    'a NEAR/2 b',
    '-',
    '--',
    '-grep',
    'grep -',
    '(',
    ')',
    '((',
    'a)',
    '(a',
    'AND',
    'OR',
    'NOT',
    'a AND',
    'OR b',
    'NOT NOT',
    'content:grep',
    'content : x',
    '{content}: x',
    '^',
    '^grep',
    '+',
    'a + b',
    ':',
    ';',
    "'",
    "' OR 1=1 --",
    '"; DROP TABLE messages; --',
    '\\',
    '\u0000',
    'grep\u0000x',
    'a\u0000"',
    '\u0002\u0003',
    '',
    '   ',
    '\n\t',
    '🔥',
    '🔥*',
    '中文',
    'é',
    '\u0301',
    'ǅ',
    '%',
    '_',
    '%_%',
    'a'.repeat(10_000),
    'x '.repeat(500),
  ];
  it.each(hostile.map((input) => [JSON.stringify(input).slice(0, 40), input]))(
    'never throws on %s',
    (_label, input) => {
      expect(() => store.search(input)).not.toThrow();
      expect(Array.isArray(store.search(input))).toBe(true);
    },
  );

  it('never throws on 2,000 random strings made of FTS5 syntax characters and unicode', () => {
    const alphabet = [
      '"',
      '*',
      '(',
      ')',
      '-',
      '+',
      ':',
      '^',
      '{',
      '}',
      ' ',
      'NEAR',
      'AND',
      'OR',
      'NOT',
      'a',
      'é',
      '🔥',
      ',',
      '/',
      '\\',
      "'",
      '\u0000',
    ];
    for (let round = 0; round < 2_000; round += 1) {
      const length = crypto.randomInt(1, 12);
      const input = Array.from({ length }, () => alphabet[crypto.randomInt(alphabet.length)]).join('');
      expect(() => store.search(input), JSON.stringify(input)).not.toThrow();
    }
  });

  it('builds fully quoted MATCH expressions', () => {
    expect(toFtsMatchQuery('say "hi" (now)')).toBe('"say" """hi""" "(now)"*');
    expect(toFtsMatchQuery('cats dogs', { match: 'any', prefixLast: false })).toBe('"cats" OR "dogs"');
    expect(toFtsMatchQuery('the')).toBe('"the"*');
    expect(toFtsMatchQuery('*** ( )')).toBeUndefined();
  });
});
