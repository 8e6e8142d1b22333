// Redaction for text shown to people after a failure (a provider's error body, a crash message): the text redaction
// of redact-text.ts plus a stricter pass, because an echoed error body is never worth the risk.
import { REDACTED } from './known-values';
import { redactSecrets } from './redact-text';

/** Short or masked provider keys (`sk-proj-abc1…`, `sk-****`): prefixed, with a digit or a mask character. */
const KEY_PREFIXED = /\b(?:sk|rk|pk)-(?=[A-Za-z0-9_.-]*[0-9*])[A-Za-z0-9_*.-]{4,}/g;
/** `api_key=…`, `token: "…"`: in error text, whatever follows a credential name is treated as the credential. */
const ASSIGNED =
  /\b(api[_-]?key|key|access[_-]?token|token|secret|password|authorization)(["']?\s*[:=]\s*["']?)(?!\[REDACTED\])[^\s"',&;]+/gi;

export function redactFailureText(text: string, secrets: readonly string[] = []): string {
  return redactSecrets(text, secrets)
    .replace(KEY_PREFIXED, REDACTED)
    .replace(ASSIGNED, (_match, name: string, separator: string) => `${name}${separator}${REDACTED}`);
}
