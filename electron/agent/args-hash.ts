// Binds an approval to the exact arguments shown: sha256 over canonical JSON (object keys sorted, recursively).
// Two argument objects that differ only in key order hash the same; any other change gives a different hash.
import { createHash } from 'node:crypto';

/** JSON with object keys sorted at every level; `undefined` members are dropped as JSON.stringify does. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value, new Set())) ?? 'null';
}

/** sha256 hex of `canonicalJson(args)`. */
export function canonicalArgsHash(args: unknown): string {
  return createHash('sha256').update(canonicalJson(args), 'utf8').digest('hex');
}

function sortKeys(value: unknown, seen: Set<object>): unknown {
  if (value === null || typeof value !== 'object') return typeof value === 'bigint' ? value.toString() : value;
  if (seen.has(value)) throw new TypeError('canonicalJson: arguments contain a cycle');
  const maybeJson = value as { toJSON?: () => unknown };
  if (typeof maybeJson.toJSON === 'function') return sortKeys(maybeJson.toJSON(), seen);
  seen.add(value);
  try {
    if (Array.isArray(value)) return value.map((item) => (item === undefined ? null : sortKeys(item, seen)));
    // A null prototype keeps an own "__proto__" key (possible after JSON.parse) as plain data.
    const sorted = Object.create(null) as Record<string, unknown>;
    for (const key of Object.keys(value).sort()) {
      sorted[key] = sortKeys((value as Record<string, unknown>)[key], seen);
    }
    return sorted;
  } finally {
    seen.delete(value);
  }
}
