// Redaction for text shown to people after a provider failure: the shared secret-shape redaction
// (electron/shared/secret-shapes.ts) plus a stricter pass, because an echoed error body is never worth the risk.
import { REDACTED, redactSecrets as redactKnownShapes } from '../../shared/secret-shapes';

export { REDACTED };

/** Short or masked provider keys (`sk-proj-abc1…`, `sk-****`): prefixed, with a digit or a mask character. */
const KEY_PREFIXED = /\b(?:sk|rk|pk)-(?=[A-Za-z0-9_.-]*[0-9*])[A-Za-z0-9_*.-]{4,}/g;
/** `api_key=…`, `token: "…"`: in error text, whatever follows a credential name is treated as the credential. */
const ASSIGNED =
  /\b(api[_-]?key|key|access[_-]?token|token|secret|password|authorization)(["']?\s*[:=]\s*["']?)(?!\[REDACTED\])[^\s"',&;]+/gi;

export function redactSecrets(text: string, secrets: readonly string[] = []): string {
  return redactKnownShapes(text, secrets)
    .replace(KEY_PREFIXED, REDACTED)
    .replace(ASSIGNED, (_match, name: string, separator: string) => `${name}${separator}${REDACTED}`);
}
