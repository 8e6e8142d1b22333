// File names for exports that are safe on every OS (letters and digits of any script, '-', no reserved names, no
// trailing dot or space, short) and unique: date, title, the conversation id's start, and -2, -3… when taken.
import type { Conversation } from '../../shared/conversation-types';

const MAX_TITLE_CHARS = 50;

export function titleSlug(title: string): string {
  const words = title
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  const cut = [...words].slice(0, MAX_TITLE_CHARS).join('').replace(/-+$/, '');
  return cut || 'conversation';
}

/** `2026-11-24-trip-to-lisbon-3f2a9c1e.md`; `taken` (lower-cased names already used) makes it unique. */
export function exportFileName(
  conversation: Pick<Conversation, 'id' | 'title' | 'createdAt'>,
  extension: string,
  taken: ReadonlySet<string> = new Set(),
): string {
  const date = new Date(conversation.createdAt).toISOString().slice(0, 10);
  const idPart = conversation.id.replace(/[^A-Za-z0-9]/g, '').slice(0, 8) || 'x';
  const stem = `${date}-${titleSlug(conversation.title)}-${idPart}`;
  let name = `${stem}.${extension}`;
  for (let n = 2; taken.has(name.toLowerCase()); n += 1) name = `${stem}-${n}.${extension}`;
  return name;
}
