// The old `tools.http.enabled` switch on a real settings database: `true` turns both web tools on, `false` leaves them
// at their defaults, the old key disappears without a "problem" notice, and the web settings are validated strictly.
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeDatabase, type Db, openDatabase } from '../../electron/storage/database';
import { createSettingsStore, type SettingsStore } from '../../electron/storage/settings';
import { defaultSettings } from '../../electron/shared/settings-schema';
import { createTempDirs } from '../support/temp-dir';

const temp = createTempDirs();
let db: Db;
let store: SettingsStore;

beforeEach(() => {
  db = openDatabase(path.join(temp.make('settings-web'), 'hearth.db')).db;
  store = createSettingsStore(db);
});
afterEach(() => {
  closeDatabase(db);
  temp.cleanup();
});

function storeOldDocument(tools: Record<string, unknown>): void {
  const old = { ...defaultSettings(), tools: { disabled: ['shell'], ...tools } } as Record<string, unknown>;
  db.prepare('INSERT OR REPLACE INTO settings (id, document, updated_at) VALUES (1, ?, 1)').run(JSON.stringify(old));
}

describe('settings: tools.http.enabled becomes the web switches', () => {
  it('turns web_fetch and web_search on when the old switch was on, and reports no problem', () => {
    storeOldDocument({ http: { enabled: true } });
    const { settings, problems } = store.get();
    expect(settings.tools.web).toMatchObject({ fetchEnabled: true, searchEnabled: true });
    expect(settings.tools.disabled).toEqual(['shell']);
    expect('http' in settings.tools).toBe(false);
    expect(problems).toEqual([]);
  });

  it('leaves both off when the old switch was off', () => {
    storeOldDocument({ http: { enabled: false } });
    const { settings, problems } = store.get();
    expect(settings.tools.web).toMatchObject({ fetchEnabled: false, searchEnabled: false });
    expect(problems).toEqual([]);
  });

  it('drops the old key from the stored document on the next write, keeping the upgraded values', () => {
    storeOldDocument({ http: { enabled: true } });
    expect(store.set('tools.web.searchProvider', 'searxng').ok).toBe(true);
    const stored = JSON.parse(
      db.prepare<[], { document: string }>('SELECT document FROM settings WHERE id = 1').get()!.document,
    ) as { tools: Record<string, unknown> };
    expect(stored.tools.http).toBeUndefined();
    expect(stored.tools.web).toMatchObject({ fetchEnabled: true, searchEnabled: true, searchProvider: 'searxng' });
  });

  it('upgrades an old document handed to replace (an import) the same way', () => {
    const old = { ...defaultSettings(), tools: { ...defaultSettings().tools, http: { enabled: true } } };
    delete (old.tools as Record<string, unknown>).web;
    const result = store.replace(old);
    expect(result.ok && result.settings.tools.web.fetchEnabled).toBe(true);
  });

  it('refuses bad web values with a reason and keeps the stored ones', () => {
    expect(store.set('tools.web.searchProvider', 'bing')).toMatchObject({ ok: false });
    const bad = store.set('tools.web.searxngUrl', 'not a url');
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.error).toContain('tools.web.searxngUrl');
    expect(store.set('tools.http.enabled', true)).toEqual({
      ok: false,
      error: 'Unknown setting "tools.http.enabled".',
    });
    expect(store.get().settings.tools.web).toEqual(defaultSettings().tools.web);
  });
});
