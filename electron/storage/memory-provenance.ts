// The `memories.untrusted_sources` column: the untrusted sources a storing run had read, as JSON. Written
// deduplicated and capped; read failing closed (an entry that does not parse is dropped, and a column that is set but
// holds nothing readable still counts as untrusted).
import { untrustedSourceSchema, type UntrustedSource } from '../shared/provenance';

/** The most sources kept with one memory (a run that read more keeps its first ones). */
export const MAX_MEMORY_SOURCES = 20;

/** The column value for these sources; null when there are none (a memory stored in a clean run). */
export function sourcesColumn(sources: readonly UntrustedSource[] | undefined): string | null {
  if (!sources || sources.length === 0) return null;
  const seen = new Set<string>();
  const kept: UntrustedSource[] = [];
  for (const source of sources) {
    const parsed = untrustedSourceSchema.safeParse({ kind: source.kind, label: source.label });
    if (!parsed.success) continue;
    const key = `${parsed.data.kind}\u0000${parsed.data.label}`;
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push(parsed.data);
    if (kept.length >= MAX_MEMORY_SOURCES) break;
  }
  return kept.length > 0 ? JSON.stringify(kept) : null;
}

/** Stands for the sources of a column that is set but cannot be read: still untrusted. */
const unreadable: UntrustedSource = { kind: 'memory', label: 'an unreadable record of its sources' };

/** The sources kept in the column; undefined when it is empty (NULL). */
export function sourcesFromColumn(text: string | null | undefined): UntrustedSource[] | undefined {
  if (text === null || text === undefined) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return [unreadable];
  }
  const sources = (Array.isArray(value) ? value : []).flatMap((entry) => {
    const parsed = untrustedSourceSchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
  return sources.length > 0 ? sources : [unreadable];
}
