// Structural checks every IPC payload passes before its zod schema: plain JSON-like data only (no Map, Date, typed
// arrays…), no prototype-polluting keys, bounded depth, breadth and string sizes. Pure; returns a reason or undefined.

export interface PayloadLimits {
  /** Longest single string (UTF-16 code units). chat:send allows 200,000; everything else less. */
  maxStringLength: number;
  /** All strings and keys together. */
  maxTotalLength: number;
  maxDepth: number;
  /** Entries of one object or array. */
  maxEntries: number;
}

export const defaultPayloadLimits: PayloadLimits = {
  maxStringLength: 256 * 1024,
  maxTotalLength: 1024 * 1024,
  maxDepth: 16,
  maxEntries: 2_000,
};

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

function isPlainObject(value: object): boolean {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

export function payloadProblem(payload: unknown, limits: PayloadLimits = defaultPayloadLimits): string | undefined {
  let total = 0;
  const visit = (value: unknown, path: string, depth: number): string | undefined => {
    if (value === null || value === undefined || typeof value === 'boolean') return undefined;
    if (typeof value === 'number') return Number.isFinite(value) ? undefined : `${path}: numbers must be finite`;
    if (typeof value === 'string') {
      total += value.length;
      if (value.length > limits.maxStringLength) return `${path}: text is too long (${value.length} characters; at most ${limits.maxStringLength})`;
      return total > limits.maxTotalLength ? `${path}: the request is too large` : undefined;
    }
    if (typeof value !== 'object') return `${path}: unsupported value type (${typeof value})`;
    if (depth >= limits.maxDepth) return `${path}: nested too deeply`;
    if (Array.isArray(value)) {
      if (value.length > limits.maxEntries) return `${path}: too many items`;
      for (let index = 0; index < value.length; index += 1) {
        const problem = visit(value[index], `${path}.${index}`, depth + 1);
        if (problem) return problem;
      }
      return undefined;
    }
    if (!isPlainObject(value)) return `${path}: unsupported value type (${Object.prototype.toString.call(value).slice(8, -1)})`;
    const keys = Reflect.ownKeys(value);
    if (keys.length > limits.maxEntries) return `${path}: too many fields`;
    for (const key of keys) {
      if (typeof key !== 'string') return `${path}: symbol keys are not allowed`;
      if (FORBIDDEN_KEYS.has(key)) return `${path}: the field name "${key}" is not allowed`;
      total += key.length;
      const problem = visit((value as Record<string, unknown>)[key], path === '(payload)' ? key : `${path}.${key}`, depth + 1);
      if (problem) return problem;
    }
    return undefined;
  };
  return visit(payload, '(payload)', 0);
}
