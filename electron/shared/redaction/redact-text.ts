// Finding and redacting secrets in text: known secret values (from the SecretStore) and strings shaped like API keys,
// tokens and private keys (secret-shapes.ts). Used by the audit log, the memory tool, job runs and error messages.
import { knownForms, REDACTED, replaceKnownForms } from './known-values';
import { SECRET_SHAPES, type SecretShape, type SecretShapeKind } from './secret-shapes';

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
  return secretTextRedactor(knownValues)(text);
}

/** `redactSecrets` for many strings with the same known values: their forms are built once. */
export function secretTextRedactor(knownValues: readonly string[]): (text: string) => string {
  const forms = knownForms(knownValues.map((value) => ({ value, marker: REDACTED })));
  return (text) => {
    let result = replaceKnownForms(text, forms);
    for (const shape of SECRET_SHAPES) result = redactShape(result, shape);
    return result;
  };
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
