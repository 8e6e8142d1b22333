// What a provider's model refused, remembered per base URL + model so later runs do not ask again: `no_native_tools`
// (the server rejects `tools`: runs use XML tool mode) and `no_usage_option` (it rejects `stream_options.include_usage`).
import type { Db } from './database';

export const modelQuirkNames = ['no_native_tools', 'no_usage_option'] as const;
export type ModelQuirk = (typeof modelQuirkNames)[number];

export interface ModelQuirkKey {
  baseUrl: string;
  model: string;
}

export interface ModelQuirks {
  has: (key: ModelQuirkKey, quirk: ModelQuirk) => boolean;
  /** Remembers the quirk; returns true when it is new (so the user is told only once). */
  note: (key: ModelQuirkKey, quirk: ModelQuirk) => boolean;
  /** Every quirk noted for this model (for settings and tests). */
  list: (key: ModelQuirkKey) => ModelQuirk[];
}

/** One spelling per server: `http://host:1234/v1/` and `http://host:1234/v1` are the same base URL. */
export function normalizeBaseUrl(baseUrl: string): string {
  return baseUrl.trim().replace(/\/+$/, '');
}

export function createModelQuirks(db: Db, deps: { now?: () => number } = {}): ModelQuirks {
  const now = deps.now ?? Date.now;
  const select = db.prepare<[string, string, string], { quirk: string }>(
    'SELECT quirk FROM model_quirks WHERE base_url = ? AND model = ? AND quirk = ?',
  );
  const selectAll = db.prepare<[string, string], { quirk: ModelQuirk }>(
    'SELECT quirk FROM model_quirks WHERE base_url = ? AND model = ? ORDER BY quirk',
  );
  const insert = db.prepare<[string, string, string, number]>(
    'INSERT OR IGNORE INTO model_quirks (base_url, model, quirk, noted_at) VALUES (?, ?, ?, ?)',
  );
  return {
    has: (key, quirk) => select.get(normalizeBaseUrl(key.baseUrl), key.model, quirk) !== undefined,
    note: (key, quirk) => insert.run(normalizeBaseUrl(key.baseUrl), key.model, quirk, now()).changes > 0,
    list: (key) => selectAll.all(normalizeBaseUrl(key.baseUrl), key.model).map((row) => row.quirk),
  };
}
