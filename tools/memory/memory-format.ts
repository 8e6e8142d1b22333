// How memories read in tool results: one block per memory with its id, date and tags, content clipped.
import type { Memory } from '../../electron/shared/memory-types';

export function formatMemoryLine(memory: Memory, maxChars = 600): string {
  const tags = memory.tags.length > 0 ? ` · tags: ${memory.tags.join(', ')}` : '';
  return `#${memory.id} (saved ${isoDay(memory.createdAt)}${tags}): ${clip(memory.content, maxChars)}`;
}

export function clip(text: string, maxChars: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > maxChars ? `${flat.slice(0, maxChars)}…` : flat;
}

/** A short quoted preview, for approval notes. */
export function previewMemory(memory: Memory): string {
  return `#${memory.id}: ${JSON.stringify(clip(memory.content, 120))}`;
}

function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}
