// Finding and redacting secrets in text and JSON-like values: known secret values (from the SecretStore) and
// strings shaped like API keys, tokens and private keys. Used by the audit log, the memory tool and error messages.
import { SECRET_SHAPES, type SecretShape, type SecretShapeKind } from './secret-patterns';

export const REDACTED = '[REDACTED]';
/** Known values shorter than this are not redacted: they would blank out ordinary words. */
export const MIN_REDACTABLE_VALUE_LENGTH = 4;

export interface SecretShapeMatch {
  readonly kind: SecretShapeKind;
  /** Offset and length of the secret part (the text itself is deliberately not included). */
  readonly index: number;
  readonly length: number;
}

/** True when the text contains anything shaped like an API key, token, credential or private key. */
export function looksLikeSecret(text: string): boolean {
  return findSecretShapes(text).length > 0;
}

/** Every secret-shaped span in the text, in catalogue order. */
export function findSecretShapes(text: string): SecretShapeMatch[] {
  const found: SecretShapeMatch[] = [];
  for (const shape of SECRET_SHAPES) {
    for (const match of text.matchAll(shape.pattern)) {
      const keep = match.groups?.keep ?? '';
      const secret = match.groups?.secret ?? match[0].slice(keep.length);
      if (!isAcceptable(shape, secret)) continue;
      found.push({ kind: shape.kind, index: (match.index ?? 0) + keep.length, length: secret.length });
    }
  }
  return found;
}

/** Replaces known secret values (and their JSON/URL-escaped forms) and secret-shaped strings with [REDACTED]. */
export function redactSecrets(text: string, knownValues: readonly string[] = []): string {
  return redactWithForms(text, redactableForms(knownValues));
}

/**
 * A redacted deep copy of a JSON-like value: strings are redacted, string values under credential-like keys
 * (apiKey, password, access_token, authorization…) are replaced whole. Cycles and excessive depth are cut.
 */
export function redactDeep<T>(value: T, knownValues: readonly string[] = []): T {
  const forms = redactableForms(knownValues);
  return redactNode(value, forms, new WeakSet<object>(), 0) as T;
}

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

function redactNode(node: unknown, forms: readonly string[], seen: WeakSet<object>, depth: number): unknown {
  if (typeof node === 'string') return redactWithForms(node, forms);
  if (node === null || typeof node !== 'object') return node;
  if (depth >= MAX_DEPTH) return '[Truncated]';
  if (seen.has(node)) return '[Circular]';
  seen.add(node);
  try {
    if (Array.isArray(node)) return node.map((item) => redactNode(item, forms, seen, depth + 1));
    if (node instanceof Error) {
      return { name: node.name, message: redactWithForms(node.message, forms) };
    }
    const withJson = node as { toJSON?: () => unknown };
    if (typeof withJson.toJSON === 'function') return redactNode(withJson.toJSON(), forms, seen, depth + 1);
    const copy: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(node)) {
      const safeKey = redactWithForms(key, forms);
      copy[safeKey] =
        typeof child === 'string' && isCredentialKey(key) && child.length > 0
          ? REDACTED
          : redactNode(child, forms, seen, depth + 1);
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

function redactWithForms(text: string, forms: readonly string[]): string {
  let result = text;
  for (const form of forms) {
    if (result.includes(form)) result = result.split(form).join(REDACTED);
  }
  for (const shape of SECRET_SHAPES) result = redactShape(result, shape);
  return result;
}

function redactShape(text: string, shape: SecretShape): string {
  return text.replace(shape.pattern, (...args: unknown[]) => {
    const whole = args[0] as string;
    const groups = args.at(-1) as Record<string, string | undefined> | undefined;
    const keep = (typeof groups === 'object' && groups?.keep) || '';
    const secret = (typeof groups === 'object' && groups?.secret) || whole.slice(keep.length);
    if (!isAcceptable(shape, secret)) return whole;
    return keep + REDACTED + whole.slice(keep.length + secret.length);
  });
}

/** A candidate passes the shape's own check and is not an earlier redaction (keeps redaction idempotent). */
function isAcceptable(shape: SecretShape, secret: string): boolean {
  if (secret.includes(REDACTED)) return false;
  return shape.accept ? shape.accept(secret) : true;
}

/** The known values plus their JSON-escaped and URL-encoded spellings, longest first. */
function redactableForms(knownValues: readonly string[]): string[] {
  const forms = new Set<string>();
  for (const value of knownValues) {
    if (typeof value !== 'string' || value.length < MIN_REDACTABLE_VALUE_LENGTH) continue;
    forms.add(value);
    forms.add(JSON.stringify(value).slice(1, -1));
    forms.add(encodeURIComponent(value));
  }
  return [...forms].sort((a, b) => b.length - a.length);
}
