// How memories read in tool results: one block per memory with its id, date and tags, content clipped, and the
// source of a result that shows memories stored by a run that had read untrusted content.
import type { Memory } from '../../electron/shared/memory-types';
import type { ResultSource } from '../../electron/shared/provenance';
import { linksInText } from '../result-source';

export function formatMemoryLine(memory: Memory, maxChars = 600): string {
  const tags = memory.tags.length > 0 ? ` · tags: ${memory.tags.join(', ')}` : '';
  const untrusted = memory.untrustedSources ? ' · saved after reading untrusted content' : '';
  return `#${memory.id} (saved ${isoDay(memory.createdAt)}${tags}${untrusted}): ${clip(memory.content, maxChars)}`;
}

/**
 * The source of a result showing these memories: `memory #12` (or `memory #12, #15`) for those stored by a run that
 * had read untrusted content, with the links their text holds; undefined when every one was stored in a clean run.
 */
export function memoriesSource(memories: readonly Memory[]): ResultSource | undefined {
  const untrusted = memories.filter((memory) => memory.untrustedSources !== undefined);
  if (untrusted.length === 0) return undefined;
  const links = [...new Set(untrusted.flatMap((memory) => linksInText(memory.content)))];
  return {
    kind: 'memory',
    label: `memory ${untrusted.map((memory) => `#${memory.id}`).join(', ')}`,
    ...(links.length > 0 ? { links } : {}),
  };
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
