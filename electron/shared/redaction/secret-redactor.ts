// Replaces known secret values (keychain keys, secret environment values, an MCP server's configured secrets) with a
// marker naming the key, e.g. `[redacted: openai key]`, in text, JSON-like values and streamed deltas (a key split
// across deltas is still caught). One per runtime (model client, event stream, memories, exports), one per MCP server.
import { isRedactableValue, knownForms, REDACTED, replaceKnownForms, type KnownForm } from './known-values';

export interface LabelledSecret {
  readonly value: string;
  /** Says which key without revealing it: "openai key", "OPENAI_API_KEY". Without one the marker is [REDACTED]. */
  readonly label?: string;
}

export interface SecretRedactor {
  /** Every complete occurrence of a known value (raw, JSON-escaped or URL-encoded) becomes its marker. */
  redact(text: string): string;
  /** Like `redact`, and a trailing prefix of a known value (a stream cut mid-key) of 12+ characters too. */
  redactEnd(text: string): string;
  /** A redacted copy of plain objects, arrays and strings; other values are returned as they are. */
  redactDeep<T>(value: T): T;
  /** True when the text holds a known value. */
  contains(text: string): boolean;
  /** The raw known values (for checks such as the memory store's), longest first. */
  values(): readonly string[];
  /** A holdback buffer for one streamed message: `push` emits what can no longer be the start of a key. */
  stream(emit: (text: string) => void): { push(delta: string): void; flush(): void };
}

export const REDACTION_MARKER = /\[redacted: [^\]\n]{1,80}\]/;
/** A cut-off key is redacted at the end of a stream when at least this much of it arrived. */
const MIN_TAIL_PREFIX = 12;
const MAX_DEPTH = 64;

export function redactionMarker(label: string): string {
  return `[redacted: ${label.replace(/[\]\n]/g, ' ').slice(0, 80)}]`;
}

export function createSecretRedactor(sources: () => readonly LabelledSecret[]): SecretRedactor {
  let cacheKey = '';
  let cached: { forms: KnownForm[]; values: string[] } = { forms: [], values: [] };
  const current = (): { forms: KnownForm[]; values: string[] } => {
    const secrets = sources().filter((secret) => isRedactableValue(secret.value));
    const key = secrets.map((secret) => `${secret.label ?? '\u0002'}\u0000${secret.value}`).join('\u0001');
    if (key !== cacheKey) {
      cacheKey = key;
      cached = buildForms(secrets);
    }
    return cached;
  };

  const redact = (text: string): string => replaceKnownForms(text, current().forms);
  const partialTail = (text: string): { length: number; form?: KnownForm } => {
    let best: { length: number; form?: KnownForm } = { length: 0 };
    for (const form of current().forms) {
      const first = form.text.charCodeAt(0);
      for (let k = Math.min(form.text.length - 1, text.length); k > best.length; k -= 1) {
        if (text.charCodeAt(text.length - k) === first && text.endsWith(form.text.slice(0, k))) {
          best = { length: k, form };
          break;
        }
      }
    }
    return best;
  };
  const redactEnd = (text: string): string => {
    const done = redact(text);
    const tail = partialTail(done);
    return tail.form && tail.length >= Math.min(MIN_TAIL_PREFIX, tail.form.text.length)
      ? done.slice(0, done.length - tail.length) + tail.form.marker
      : done;
  };
  const redactNode = (node: unknown, depth: number): unknown => {
    if (typeof node === 'string') return redact(node);
    if (node === null || typeof node !== 'object' || depth >= MAX_DEPTH) return node;
    if (Array.isArray(node)) return node.map((item) => redactNode(item, depth + 1));
    const proto = Object.getPrototypeOf(node) as unknown;
    if (proto !== Object.prototype && proto !== null) return node;
    const copy: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(node)) copy[redact(key)] = redactNode(child, depth + 1);
    return copy;
  };

  return {
    redact,
    redactEnd,
    redactDeep: <T>(value: T): T => (current().forms.length === 0 ? value : (redactNode(value, 0) as T)),
    contains: (text) => redact(text) !== text,
    values: () => current().values,
    stream(emit) {
      let pending = '';
      return {
        push(delta) {
          pending = redact(pending + delta);
          const hold = partialTail(pending).length;
          if (pending.length > hold) {
            emit(pending.slice(0, pending.length - hold));
            pending = pending.slice(pending.length - hold);
          }
        },
        flush() {
          if (pending !== '') emit(redactEnd(pending));
          pending = '';
        },
      };
    },
  };
}

function buildForms(secrets: readonly LabelledSecret[]): { forms: KnownForm[]; values: string[] } {
  const forms = knownForms(
    secrets.map((secret) => ({
      value: secret.value,
      marker: secret.label === undefined ? REDACTED : redactionMarker(secret.label),
    })),
  );
  const values = Object.freeze(
    [...new Set(secrets.map((secret) => secret.value))].sort((a, b) => b.length - a.length),
  ) as string[];
  return { forms, values };
}
