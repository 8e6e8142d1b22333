// A small time-limited cache for successful responses, keyed by the exact request; the clock is injected.

export interface ResponseCache<V> {
  get(key: string): V | undefined;
  set(key: string, value: V): void;
}

export interface ResponseCacheOptions {
  ttlMs: number;
  maxEntries: number;
  now: () => number;
}

/** Entries expire `ttlMs` after they were stored; past `maxEntries` the oldest entry is dropped. */
export function createResponseCache<V>({ ttlMs, maxEntries, now }: ResponseCacheOptions): ResponseCache<V> {
  const entries = new Map<string, { value: V; storedAt: number }>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      const age = now() - entry.storedAt;
      if (age < 0 || age >= ttlMs) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    set(key, value) {
      entries.delete(key);
      entries.set(key, { value, storedAt: now() });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
  };
}
