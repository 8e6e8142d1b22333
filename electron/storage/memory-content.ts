// Checks what may be kept as a memory: not empty, at most 8 KB, no secrets (API-key shapes or values the SecretStore
// holds), sane tags. Messages say what is wrong without ever repeating the secret.
import { REDACTION_MARKER } from '../shared/redaction/secret-redactor';
import { findSecretShapes, redactSecrets } from '../shared/redaction/redact-text';
import type { MemoryRefusal } from '../shared/memory-types';
import type { Ok, Fail } from '../shared/result';

export const MEMORY_MAX_BYTES = 8 * 1024;
export const MEMORY_MAX_TAGS = 10;
export const MEMORY_TAG_MAX_CHARS = 40;

export type { MemoryRefusal } from '../shared/memory-types';

export type MemoryContentCheck =
  Ok<{ content: string; tags: string[] }> | Fail<{ reason: MemoryRefusal; error: string }>;

const SECRET_ADVICE =
  'Secrets are never kept in memory. Store API keys in Settings → API keys (they go to the OS keychain), ' +
  'and keep other passwords in a password manager.';

export function checkMemoryContent(
  input: { content: string; tags?: readonly string[] },
  knownSecretValues: readonly string[] = [],
): MemoryContentCheck {
  const content = input.content.trim();
  if (content === '') return refuse('empty', 'The memory is empty: give the text to remember.');
  const bytes = Buffer.byteLength(content, 'utf8');
  if (bytes > MEMORY_MAX_BYTES) {
    return refuse(
      'too_large',
      `The memory is too long (${formatKb(bytes)}; the limit is 8 KB). Store a shorter summary, or split it into separate facts.`,
    );
  }
  const tags = normalizeTags(input.tags ?? []);
  if (!tags.ok) return tags;

  const text = [content, ...tags.tags].join('\n');
  if (containsKnownSecret(text, knownSecretValues)) {
    return refuse(
      'secret',
      `This contains a value saved as a secret in Hearth (an API key), so it was not stored. ${SECRET_ADVICE}`,
    );
  }
  // A key the model wrote was already replaced by `[redacted: …]` on its way here: still a secret, still refused.
  const marker = REDACTION_MARKER.exec(text);
  if (marker) {
    return refuse(
      'secret',
      `This contained a secret Hearth knows (${marker[0]}), so it was not stored. ${SECRET_ADVICE}`,
    );
  }
  const shapes = findSecretShapes(text);
  if (shapes.length > 0) {
    const kinds = [...new Set(shapes.map((shape) => shape.kind.replaceAll('_', ' ')))].join(', ');
    return refuse('secret', `This looks like it contains a secret (${kinds}), so it was not stored. ${SECRET_ADVICE}`);
  }
  return { ok: true, content, tags: tags.tags };
}

function normalizeTags(raw: readonly string[]): Ok<{ tags: string[] }> | Fail<{ reason: 'bad_tags'; error: string }> {
  const tags = [...new Set(raw.map((tag) => tag.trim().toLowerCase()).filter((tag) => tag !== ''))];
  if (tags.length > MEMORY_MAX_TAGS) {
    return refuse('bad_tags', `Too many tags (${tags.length}); use at most ${MEMORY_MAX_TAGS}.`);
  }
  const long = tags.find((tag) => tag.length > MEMORY_TAG_MAX_CHARS);
  if (long !== undefined) {
    return refuse(
      'bad_tags',
      `A tag is too long (${long.length} characters); tags are short labels of at most ${MEMORY_TAG_MAX_CHARS}.`,
    );
  }
  return { ok: true, tags };
}

/** Known values, including their JSON-escaped and URL-encoded spellings (redactSecrets knows those forms). */
function containsKnownSecret(text: string, knownSecretValues: readonly string[]): boolean {
  if (knownSecretValues.length === 0) return false;
  return redactSecrets(text, knownSecretValues) !== redactSecrets(text);
}

function refuse<R extends MemoryRefusal>(reason: R, error: string): Fail<{ reason: R; error: string }> {
  return { ok: false, reason, error };
}

function formatKb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
