// The settings store: one JSON document in the `settings` table, read leniently (bad or unknown values are
// reported and replaced by defaults, never thrown) and written strictly (a bad value is refused with a reason).
import { defaultSettings, type Settings, settingsSchema, upgradeLegacySettings } from '../shared/settings-schema';
import type { Db } from './database';
import { openSettingsCheckNote } from './settings-check-note';
import { findSettingsProblems, isPlainObject, valueAt } from './settings-problems';
import { describeSettingsIssue, isSettingsPath, strictSettingsSchema } from './settings-strict';
import type { Result } from '../shared/result';

export interface SettingsReadResult {
  settings: Settings;
  /** One sentence per problem found in the stored document, naming the setting. Empty when all is well. */
  problems: string[];
}

export type SettingsWriteResult = Result<{ settings: Settings }>;

export type SettingsListener = (settings: Settings) => void;

export interface SettingsStore {
  get: () => SettingsReadResult;
  /** Sets one value by dot path (`tools.browser.enabled`). Objects may be partial: missing keys take defaults. */
  set: (path: string, value: unknown) => SettingsWriteResult;
  /** Replaces the whole document (missing keys take defaults; unknown keys and bad values are refused). */
  replace: (document: unknown) => SettingsWriteResult;
  /** Called after every successful change made through this store. Returns an unsubscribe function. */
  onChange: (listener: SettingsListener) => () => void;
}

export interface SettingsStoreDeps {
  now?: () => number;
  /**
   * The settings schema's key (settingsCheckKey): with it, a file database keeps a check note beside it and a read of
   * a document this key already checked skips parsing (see settings-check-note.ts). Without it every read parses.
   */
  checkKey?: string;
  /** Where a throwing listener's error goes; the write itself has already succeeded. */
  onListenerError?: (error: unknown) => void;
}

const FORBIDDEN_SEGMENTS = new Set(['__proto__', 'prototype', 'constructor']);

export function createSettingsStore(db: Db, deps: SettingsStoreDeps = {}): SettingsStore {
  const now = deps.now ?? Date.now;
  const onListenerError =
    deps.onListenerError ?? ((error: unknown) => console.error('Settings listener failed:', error));
  const listeners = new Set<SettingsListener>();
  const selectDocument = db.prepare<[], { document: string }>('SELECT document FROM settings WHERE id = 1');
  const upsertDocument = db.prepare<[string, number]>(
    'INSERT INTO settings (id, document, updated_at) VALUES (1, ?, ?) ' +
      'ON CONFLICT (id) DO UPDATE SET document = excluded.document, updated_at = excluded.updated_at',
  );

  const note = deps.checkKey && !db.memory ? openSettingsCheckNote(db.name, deps.checkKey) : undefined;

  function get(): SettingsReadResult {
    const source = selectDocument.get()?.document ?? null;
    const known = note?.recall(source);
    if (known) return { settings: JSON.parse(known.settings) as Settings, problems: [...known.problems] };
    const read = check(source);
    note?.remember({ source, settings: JSON.stringify(read.settings), problems: read.problems });
    return read;
  }

  /** Reads a stored document leniently: what it says where valid, defaults elsewhere, and the problems found. */
  function check(source: string | null): SettingsReadResult {
    if (source === null) return { settings: defaultSettings(), problems: [] };
    let raw: unknown;
    try {
      raw = JSON.parse(source);
    } catch {
      return {
        settings: defaultSettings(),
        problems: ['The saved settings were not valid JSON, so all settings are at their defaults.'],
      };
    }
    if (!isPlainObject(raw)) {
      return {
        settings: defaultSettings(),
        problems: ['The saved settings were not a settings document, so all settings are at their defaults.'],
      };
    }
    const parsed = settingsSchema().safeParse(raw);
    if (!parsed.success) {
      return {
        settings: defaultSettings(),
        problems: ['The saved settings could not be read, so all settings are at their defaults.'],
      };
    }
    // Compared with the upgraded document, so a renamed old setting (tools.http) is not reported as unknown.
    return { settings: parsed.data, problems: findSettingsProblems(upgradeLegacySettings(raw), parsed.data) };
  }

  /** Validates strictly, stores the normalised document and notifies listeners if anything changed. */
  function write(candidate: unknown): SettingsWriteResult {
    const strict = strictSettingsSchema().safeParse(candidate);
    if (!strict.success) {
      const issue = strict.error.issues[0];
      return {
        ok: false,
        error: issue ? describeSettingsIssue(issue, valueAt(candidate, issue.path)) : 'Invalid settings.',
      };
    }
    const next = settingsSchema().parse(candidate);
    const serialized = JSON.stringify(next);
    const changed = db
      .transaction(() => {
        if (selectDocument.get()?.document === serialized) return false;
        upsertDocument.run(serialized, now());
        return true;
      })
      .immediate();
    note?.remember({ source: serialized, settings: serialized, problems: [] });
    if (changed) notify(next);
    return { ok: true, settings: next };
  }

  function set(path: string, value: unknown): SettingsWriteResult {
    const segments = path.split('.');
    if (path === '' || segments.some((part) => part === '' || FORBIDDEN_SEGMENTS.has(part))) {
      return { ok: false, error: `"${path}" is not a setting name.` };
    }
    if (!isSettingsPath(segments)) return { ok: false, error: `Unknown setting "${path}".` };
    if (value === undefined) return { ok: false, error: `Setting "${path}" needs a value.` };
    const candidate: Record<string, unknown> = structuredClone(get().settings);
    let parent = candidate;
    for (const part of segments.slice(0, -1)) {
      if (!isPlainObject(parent[part])) parent[part] = {}; // a new entry of a keyed group (mcp.servers.NAME)
      parent = parent[part] as Record<string, unknown>;
    }
    parent[segments[segments.length - 1] as string] = value;
    return write(candidate);
  }

  function notify(settings: Settings): void {
    for (const listener of [...listeners]) {
      try {
        listener(settings);
      } catch (error) {
        onListenerError(error);
      }
    }
  }

  return {
    get,
    set,
    replace: (document) =>
      isPlainObject(document) ? write(document) : { ok: false, error: 'Settings must be an object.' },
    onChange: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
