// JSON with object keys sorted at every level: the one serialisation approvals hash (electron/agent/approvals/args-hash.ts) and
// MCP drift detection compares. Pure; no Node, so any layer may use it.
/** JSON with object keys sorted at every level; `undefined` members are dropped as JSON.stringify does. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value, new Set())) ?? 'null';
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
