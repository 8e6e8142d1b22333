// The settings check note on a real database file: a start whose stored document was already checked under the same
// key reads the note instead of parsing, gives exactly what parsing gives (problems included), and falls back to
// parsing whenever the document, the key or the note itself is not what the note expects.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeDatabase, type Db, openDatabase } from '../../electron/storage/database';
import { createSettingsStore } from '../../electron/storage/settings';
import { settingsCheckKey, settingsCheckNotePath } from '../../electron/storage/settings-check-note';
import type { Settings } from '../../electron/shared/settings-schema';
import { createTempDirs } from '../support/temp-dir';

const KEY = settingsCheckKey('1.2.3');
const temp = createTempDirs();
let file: string;
let db: Db;

beforeEach(() => {
  file = path.join(temp.make('settings-note'), 'hearth.db');
  db = openDatabase(file).db;
});
afterEach(() => {
  closeDatabase(db);
  temp.cleanup();
});

function storeRawDocument(document: string): void {
  db.prepare('INSERT OR REPLACE INTO settings (id, document, updated_at) VALUES (1, ?, 1)').run(document);
}

const readNote = (): Record<string, unknown> =>
  JSON.parse(readFileSync(settingsCheckNotePath(file), 'utf8')) as Record<string, unknown>;

/** Changes what the note says the settings are, keeping its source: a read that returns it did not parse. */
function plantInNote(mutate: (settings: Settings) => void): void {
  const note = readNote();
  const settings = JSON.parse(note.settings as string) as Settings;
  mutate(settings);
  writeFileSync(settingsCheckNotePath(file), JSON.stringify({ ...note, settings: JSON.stringify(settings) }));
}

describe('the settings check note', () => {
  it.each([
    ['nothing stored', null],
    ['a valid document', JSON.stringify({ policy: { mode: 'autonomous' }, ui: { theme: 'dark' } })],
    ['an unknown key and a bad value', JSON.stringify({ bogus: 1, agent: { maxTurns: 'many' } })],
    ['invalid JSON', '{not json'],
    ['a list instead of a document', '[1, 2]'],
    ['the old tools.http switch', JSON.stringify({ tools: { http: { enabled: true } } })],
  ])('reads %s exactly as parsing does, problems included', (_name, document) => {
    if (document !== null) storeRawDocument(document);
    const parsed = createSettingsStore(db).get();
    const first = createSettingsStore(db, { checkKey: KEY }).get(); // parses and writes the note
    const again = createSettingsStore(db, { checkKey: KEY }).get(); // a later start: from the note
    expect(first).toEqual(parsed);
    expect(again).toEqual(parsed);
    expect(readNote()).toMatchObject({ key: KEY, source: document, problems: parsed.problems });
  });

  it('is what a later start reads while the document and key are unchanged', () => {
    storeRawDocument(JSON.stringify({ ui: { theme: 'dark' } }));
    createSettingsStore(db, { checkKey: KEY }).get();
    plantInNote((settings) => (settings.ui.theme = 'light'));
    expect(createSettingsStore(db, { checkKey: KEY }).get().settings.ui.theme).toBe('light');
  });

  it('is ignored once the stored document changed (another process wrote it), and then rewritten', () => {
    storeRawDocument(JSON.stringify({ ui: { theme: 'dark' } }));
    createSettingsStore(db, { checkKey: KEY }).get();
    plantInNote((settings) => (settings.ui.theme = 'light'));
    storeRawDocument(JSON.stringify({ ui: { theme: 'system' } }));
    expect(createSettingsStore(db, { checkKey: KEY }).get().settings.ui.theme).toBe('system');
    expect(readNote().source).toBe(JSON.stringify({ ui: { theme: 'system' } }));
  });

  it('is ignored under another key (a new schema revision or app version)', () => {
    storeRawDocument(JSON.stringify({ ui: { theme: 'dark' } }));
    createSettingsStore(db, { checkKey: KEY }).get();
    plantInNote((settings) => (settings.ui.theme = 'light'));
    const upgraded = createSettingsStore(db, { checkKey: settingsCheckKey('1.2.4') }).get();
    expect(upgraded.settings.ui.theme).toBe('dark');
    expect(readNote().key).toBe(settingsCheckKey('1.2.4'));
  });

  it.each([
    ['not JSON', 'garbage'],
    ['missing fields', JSON.stringify({ key: KEY, source: null })],
    ['settings that are not a document', JSON.stringify({ key: KEY, source: null, settings: '[1]', problems: [] })],
    ['problems that are not text', JSON.stringify({ key: KEY, source: null, settings: '{}', problems: [1] })],
  ])('is ignored when it is %s (the document is parsed instead)', (_name, text) => {
    writeFileSync(settingsCheckNotePath(file), text);
    expect(createSettingsStore(db, { checkKey: KEY }).get()).toEqual(createSettingsStore(db).get());
  });

  it('follows writes: the next start reads the written settings from it', () => {
    const store = createSettingsStore(db, { checkKey: KEY });
    expect(store.set('ui.theme', 'dark').ok).toBe(true);
    const stored = db.prepare('SELECT document FROM settings WHERE id = 1').get() as { document: string };
    expect(readNote()).toMatchObject({ key: KEY, source: stored.document, settings: stored.document, problems: [] });
    plantInNote((settings) => (settings.ui.closeToTray = false));
    const later = createSettingsStore(db, { checkKey: KEY }).get().settings;
    expect(later.ui).toMatchObject({ theme: 'dark', closeToTray: false });
  });

  it('is not kept for an in-memory database or without a key', () => {
    createSettingsStore(db).get();
    expect(() => readNote()).toThrow(/ENOENT/);
    const memory = openDatabase(':memory:').db;
    try {
      expect(createSettingsStore(memory, { checkKey: KEY }).get().problems).toEqual([]);
    } finally {
      closeDatabase(memory);
    }
    expect(() => readNote()).toThrow(/ENOENT/);
  });
});
