// Settings store on a real database: lenient reads that report every problem by key, strict writes that refuse
// bad values with a reason, and change notifications.
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeDatabase, type Db, openDatabase } from '../../electron/storage/database';
import { createSettingsStore, type SettingsStore } from '../../electron/storage/settings';
import { defaultSettings } from '../../electron/shared/settings-schema';
import { createTempDirs } from '../support/temp-dir';

const temp = createTempDirs();
let file: string;
let db: Db;
let store: SettingsStore;

beforeEach(() => {
  file = path.join(temp.make('settings'), 'hearth.db');
  db = openDatabase(file).db;
  store = createSettingsStore(db, { now: () => 42 });
});
afterEach(() => {
  closeDatabase(db);
  temp.cleanup();
});

function storeRawDocument(document: string): void {
  db.prepare('INSERT OR REPLACE INTO settings (id, document, updated_at) VALUES (1, ?, 1)').run(document);
}

/** Every dot path to a leaf value of the default settings. */
function leafPaths(value: unknown, prefix = ''): [string, unknown][] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [[prefix, value]];
  return Object.entries(value).flatMap(([key, child]) => leafPaths(child, prefix ? `${prefix}.${key}` : key));
}

describe('settings: reading', () => {
  it('gives defaults and no problems when nothing is stored', () => {
    expect(store.get()).toEqual({ settings: defaultSettings(), problems: [] });
  });

  it.each([
    ['not JSON', '{"agent": {', /not valid JSON/],
    ['a list', '[1, 2]', /not a settings document/],
    ['a string', '"hello"', /not a settings document/],
    ['null', 'null', /not a settings document/],
  ])('falls back to defaults with one problem when the document is %s', (_label, document, message) => {
    storeRawDocument(document);
    const { settings, problems } = store.get();
    expect(settings).toEqual(defaultSettings());
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(message);
  });

  it('replaces each invalid value by its default, keeps the valid ones, and names every problem', () => {
    storeRawDocument(
      JSON.stringify({
        agent: { maxTurns: 500, idleTimeoutMs: 5_000 },
        policy: { mode: 'yolo' },
        tools: { disabled: ['shell', 5], browser: { enabled: 'yes', headless: false } },
        weather: { forecastUrl: 'not a url' },
        ui: 7,
      }),
    );
    const { settings, problems } = store.get();
    const defaults = defaultSettings();
    expect(settings.agent).toEqual({ ...defaults.agent, idleTimeoutMs: 5_000 });
    expect(settings.policy.mode).toBe('supervised');
    expect(settings.tools.disabled).toEqual([]);
    expect(settings.tools.browser).toEqual({ ...defaults.tools.browser, headless: false });
    expect(settings.weather.forecastUrl).toBe(defaults.weather.forecastUrl);
    expect(settings.ui).toEqual(defaults.ui);

    const text = problems.join('\n');
    expect(problems).toHaveLength(6);
    expect(text).toMatch(
      /"agent\.maxTurns" \(500\): Too big: expected number to be <=100\. The default \(10\) is used instead\./,
    );
    expect(text).toContain('The default ([]) is used instead.');
    expect(text).toMatch(/"policy\.mode".*expected one of.*supervised/);
    expect(text).toMatch(/"tools\.disabled\.1".*expected string/);
    expect(text).toMatch(/"tools\.browser\.enabled".*expected boolean/);
    expect(text).toMatch(/"weather\.forecastUrl".*expected a valid url/);
    expect(text).toMatch(/"ui" \(7\).*expected object/);
  });

  it('reports and drops unknown keys at any depth', () => {
    storeRawDocument(JSON.stringify({ colour: 'blue', tools: { shell: { network: true, turbo: 1 } } }));
    const { settings, problems } = store.get();
    expect(settings.tools.shell.network).toBe(true);
    expect(settings).not.toHaveProperty('colour');
    expect(settings.tools.shell).not.toHaveProperty('turbo');
    expect(problems).toEqual([
      'Unknown setting "colour" was ignored.',
      'Unknown setting "tools.shell.turbo" was ignored.',
    ]);
  });

  it('reports values reset along with an invalid sibling, and never echoes stored text', () => {
    storeRawDocument(
      JSON.stringify({
        provider: { openai: { baseUrl: 'http://my-proxy:8080/v1', model: 'sk-looks-secret', contextTokens: 5 } },
      }),
    );
    const { settings, problems } = store.get();
    expect(settings.provider.openai).toEqual(defaultSettings().provider.openai);
    const text = problems.join('\n');
    expect(text).toContain('"provider.openai.contextTokens" (5)');
    expect(text).toMatch(
      /"provider\.openai\.baseUrl" was reset to its default \("https:\/\/api\.openai\.com\/v1"\) because another value in "provider\.openai" was invalid/,
    );
    expect(text).not.toContain('sk-looks-secret');
    expect(text).not.toContain('my-proxy');
  });

  it('never throws, whatever JSON is stored', () => {
    for (const document of [
      '{"agent": null}',
      '{"provider": []}',
      '{"tools": {"disabled": {"a": 1}}}',
      '{"__proto__": {"x": 1}}',
      '{"agent": {"maxTurns": "1e400"}}',
    ]) {
      storeRawDocument(document);
      expect(() => store.get(), document).not.toThrow();
    }
  });
});

describe('settings: writing', () => {
  it('sets a value by dot path, persists it, and a new store on a reopened database reads it', () => {
    const result = store.set('tools.browser.enabled', true);
    expect(result).toMatchObject({ ok: true, settings: { tools: { browser: { enabled: true } } } });
    closeDatabase(db);
    db = openDatabase(file).db;
    expect(createSettingsStore(db).get()).toMatchObject({
      settings: { tools: { browser: { enabled: true } } },
      problems: [],
    });
  });

  it.each([
    ['agent.maxTurns', 0, /"agent\.maxTurns" \(0\): Too small: expected number to be >=1/],
    ['agent.maxTurns', 2.5, /"agent\.maxTurns".*expected int/],
    ['agent.maxTurns', '10', /"agent\.maxTurns" \(text of 2 characters\).*expected number/],
    ['policy.mode', 'x', /"policy\.mode" \(text of 1 character\)/],
    ['policy.mode', 'yolo', /"policy\.mode".*expected one of "read_only"\|"supervised"\|"autonomous"/],
    ['tools.browser.enabled', 'yes', /"tools\.browser\.enabled".*expected boolean/],
    ['tools.disabled', ['shell', 1], /"tools\.disabled\.1".*expected string/],
    ['weather.forecastUrl', 'nope', /"weather\.forecastUrl".*expected a valid url/],
    ['tools.shell', { network: true, turbo: true }, /Unknown setting "tools\.shell\.turbo"/],
    ['agent', 3, /"agent" \(3\).*expected object/],
    ['agent.maxTurns', null, /"agent\.maxTurns" \(null\)/],
    ['agent.maxTurns', Number.NaN, /"agent\.maxTurns" \(NaN\)/],
  ])('refuses %s = %j with a message naming the key and what is expected', (key, value, message) => {
    const before = store.get().settings;
    const result = store.set(key, value);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(message);
    expect(store.get().settings).toEqual(before);
  });

  it.each([
    ['tools.nope', /Unknown setting "tools\.nope"/],
    ['agent.maxTurns.deeper', /Unknown setting/],
    ['tools.disabled.0', /Unknown setting/],
    ['', /not a setting name/],
    ['agent..maxTurns', /not a setting name/],
    ['__proto__.polluted', /not a setting name/],
    ['constructor', /not a setting name/],
  ])('refuses the path %j', (key, message) => {
    const result = store.set(key, true);
    expect(result).toEqual({ ok: false, error: expect.stringMatching(message) });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses a missing value instead of guessing', () => {
    expect(store.set('agent.maxTurns', undefined)).toEqual({
      ok: false,
      error: 'Setting "agent.maxTurns" needs a value.',
    });
    expect(store.set('provider.openai', { model: 'x' })).toEqual({
      ok: false,
      error: 'Setting "provider.openai.baseUrl" is missing (expected string).',
    });
  });

  it('accepts a partial group: the keys left out take their defaults', () => {
    const result = store.set('tools.shell', { network: true });
    expect(result.ok && result.settings.tools.shell).toEqual({ ...defaultSettings().tools.shell, network: true });
  });

  it('accepts the default value of every single setting (the strict and lenient schemas agree)', () => {
    for (const [key, value] of leafPaths(defaultSettings())) {
      expect(store.set(key, value), key).toMatchObject({ ok: true });
    }
    expect(store.get()).toEqual({ settings: defaultSettings(), problems: [] });
  });

  it('writing cleans a stored document that had problems', () => {
    storeRawDocument(JSON.stringify({ colour: 'blue', agent: { maxTurns: 500 } }));
    expect(store.get().problems).toHaveLength(2);
    expect(store.set('ui.theme', 'dark').ok).toBe(true);
    expect(store.get()).toMatchObject({ problems: [], settings: { ui: { theme: 'dark' }, agent: { maxTurns: 10 } } });
  });

  it('replace() takes a whole document strictly, filling what is missing with defaults', () => {
    const result = store.replace({ policy: { mode: 'autonomous' } });
    expect(result).toEqual({
      ok: true,
      settings: { ...defaultSettings(), policy: { ...defaultSettings().policy, mode: 'autonomous' } },
    });
    expect(store.replace({ policy: { mode: 'autonomous' }, extra: 1 })).toEqual({
      ok: false,
      error: 'Unknown setting "extra".',
    });
    expect(store.replace([])).toEqual({ ok: false, error: 'Settings must be an object.' });
    expect(store.get().settings.policy.mode).toBe('autonomous');
  });
});

describe('settings: change notifications', () => {
  it('notifies after a change, not after a no-op or a refusal, and stops after unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = store.onChange(listener);
    store.set('ui.theme', 'light');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener.mock.calls[0]?.[0]).toMatchObject({ ui: { theme: 'light' } });
    store.set('ui.theme', 'light');
    store.set('ui.theme', 'purple');
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.set('ui.theme', 'dark');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('a throwing listener does not stop the write or the other listeners', () => {
    const errors: unknown[] = [];
    const guarded = createSettingsStore(db, { onListenerError: (error) => errors.push(error) });
    const second = vi.fn();
    guarded.onChange(() => {
      throw new Error('listener bug');
    });
    guarded.onChange(second);
    expect(guarded.set('memory.autoRecall', false).ok).toBe(true);
    expect(second).toHaveBeenCalledTimes(1);
    expect(errors).toEqual([new Error('listener bug')]);
    expect(guarded.get().settings.memory.autoRecall).toBe(false);
  });
});
