// Redaction for the audit log: known secret values (from the SecretStore), API-key-shaped strings, and the values
// of fields named like credentials. Minimal and self-contained; deep-copies, never mutates its input.

export const redactedMarker = '[REDACTED]';

/** Common credential shapes. Each match is replaced (a `Bearer ` or `key=` lead-in is kept for readability). */
const keyShapes: readonly RegExp[] = [
  /-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]*?-----END [A-Z ]*PRIVATE KEY-----/g,
  /\bsk-[A-Za-z0-9_-]{16,}/g, // OpenAI (sk-, sk-proj-), Anthropic (sk-ant-), DeepSeek, OpenRouter (sk-or-)
  /\b(?:ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9]{30,}/g,
  /\bgithub_pat_[A-Za-z0-9_]{30,}/g,
  /\bglpat-[A-Za-z0-9_-]{20,}/g,
  /\bxox[abprs]-[A-Za-z0-9-]{10,}/g,
  /\bAKIA[0-9A-Z]{16}\b/g,
  /\bAIza[0-9A-Za-z_-]{35}/g,
  /\bhf_[A-Za-z0-9]{30,}/g,
  /\beyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}/g, // JWT
];
const leadIns: readonly RegExp[] = [
  /(\bBearer\s+)[A-Za-z0-9._~+/=-]{12,}/gi,
  /(\b[A-Za-z_]*(?:api[_-]?key|secret|token|password|passwd)["']?\s*[=:]\s*["']?)[^\s"',;]{8,}/gi,
];
/** Object keys whose string values are always redacted. `max_tokens` and similar are not matched. */
const credentialKey = /(?:^|[-_])(?:api[-_]?key|apikey|token|secret|password|passwd|authorization|cookie)$/i;

/** Replaces known secret values (longest first; values shorter than 4 characters are ignored) and key shapes. */
export function redactText(text: string, knownSecrets: readonly string[]): string {
  let out = text;
  const known = knownSecrets.filter((value) => value.length >= 4).sort((a, b) => b.length - a.length);
  for (const value of known) {
    if (out.includes(value)) out = out.split(value).join(redactedMarker);
  }
  for (const shape of keyShapes) out = out.replace(shape, redactedMarker);
  for (const shape of leadIns) out = out.replace(shape, (_match, lead: string) => `${lead}${redactedMarker}`);
  return out;
}

/** A deep copy of a JSON-like value with every string redacted and credential-named fields blanked. */
export function redactValue(value: unknown, knownSecrets: readonly string[], depth = 0): unknown {
  if (typeof value === 'string') return redactText(value, knownSecrets);
  if (value === null || typeof value !== 'object') return value;
  if (depth > 32) return '[too deep]';
  if (Array.isArray(value)) return value.map((item) => redactValue(item, knownSecrets, depth + 1));
  const out = Object.create(null) as Record<string, unknown>;
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    const safeKey = redactText(key, knownSecrets);
    out[safeKey] =
      typeof item === 'string' && credentialKey.test(key) && item.length > 0
        ? redactedMarker
        : redactValue(item, knownSecrets, depth + 1);
  }
  return out;
}
