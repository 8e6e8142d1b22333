// Redacting secrets in JSON-like values (audit entries, the settings copy in a backup): every string as redact-text.ts
// redacts text, and whole string values under credential-like keys (apiKey, password, access_token, authorization…).
import { REDACTED } from './known-values';
import { secretTextRedactor } from './redact-text';

const MAX_DEPTH = 64;
const CREDENTIAL_KEY_ENDINGS = [
  'apikey',
  'secret',
  'password',
  'passwd',
  'passphrase',
  'token',
  'authorization',
  'privatekey',
  'accesskey',
  'credential',
  'credentials',
  'cookie',
];

/** A redacted deep copy of a JSON-like value; cycles and excessive depth are cut. */
export function redactDeep<T>(value: T, knownValues: readonly string[] = []): T {
  return redactNode(value, secretTextRedactor(knownValues), new WeakSet<object>(), 0) as T;
}

function redactNode(node: unknown, redact: (text: string) => string, seen: WeakSet<object>, depth: number): unknown {
  if (typeof node === 'string') return redact(node);
  if (node === null || typeof node !== 'object') return node;
  if (depth >= MAX_DEPTH) return '[Truncated]';
  if (seen.has(node)) return '[Circular]';
  seen.add(node);
  try {
    if (Array.isArray(node)) return node.map((item) => redactNode(item, redact, seen, depth + 1));
    if (node instanceof Error) {
      return { name: node.name, message: redact(node.message) };
    }
    const withJson = node as { toJSON?: () => unknown };
    if (typeof withJson.toJSON === 'function') return redactNode(withJson.toJSON(), redact, seen, depth + 1);
    const copy: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(node)) {
      const safeKey = redact(key);
      copy[safeKey] =
        typeof child === 'string' && isCredentialKey(key) && child.length > 0
          ? REDACTED
          : redactNode(child, redact, seen, depth + 1);
    }
    return copy;
  } finally {
    seen.delete(node);
  }
}

function isCredentialKey(key: string): boolean {
  const normalized = key.toLowerCase().replace(/[^a-z]/g, '');
  return CREDENTIAL_KEY_ENDINGS.some((ending) => normalized.endsWith(ending));
}
