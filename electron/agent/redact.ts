// Removes secrets from text meant for people or logs: known secret values plus anything shaped like an API key or token.
// Used for provider error messages; conservative by design (a false positive only hides a harmless string).

const KEY_PREFIXED = /\b(?:sk|rk|pk)-[A-Za-z0-9_*.-]{4,}/g;
const BEARER = /\bBearer\s+[A-Za-z0-9_.~+/=*-]+/gi;
const ASSIGNED = /\b(api[_-]?key|key|access[_-]?token|token|secret|password|authorization)(["']?\s*[:=]\s*["']?)[^\s"',&;]+/gi;
/** Long letter+digit runs (32+ chars): tokens, hex secrets, base64-ish keys. */
const LONG_TOKEN = /\b(?=[A-Za-z0-9_-]*\d)(?=[A-Za-z0-9_-]*[A-Za-z])[A-Za-z0-9_-]{32,}\b/g;

export const REDACTED = '[redacted]';

export function redactSecrets(text: string, secrets: readonly string[] = []): string {
  let out = text;
  for (const secret of secrets) {
    if (secret.length >= 4) out = out.split(secret).join(REDACTED);
  }
  return out
    .replace(KEY_PREFIXED, REDACTED)
    .replace(BEARER, `Bearer ${REDACTED}`)
    .replace(ASSIGNED, (_m, name: string, sep: string) => `${name}${sep}${REDACTED}`)
    .replace(LONG_TOKEN, REDACTED);
}
