// What knowledge search answers (issue 43): passages with their numbered citation (file, page or heading) and how the
// search was made. Shared by the runtime (electron/runtime/knowledge/), the search_knowledge tool and the CLI.

export interface KnowledgeHit {
  /** 1-based: the number the answer cites, [1], [2]… */
  n: number;
  path: string;
  page: number | null;
  heading: string | null;
  text: string;
}

export interface KnowledgeSearchResult {
  /** 'hybrid': full text and embeddings fused; 'full_text': full text alone (`note` says why). */
  mode: 'hybrid' | 'full_text';
  note?: string;
  hits: KnowledgeHit[];
}

/** "lease.pdf, page 3" or "notes.md › Pets": what a citation names (the file's base name and where in it). */
export function citationPlace(hit: Pick<KnowledgeHit, 'path' | 'page' | 'heading'>): string {
  const name = hit.path.split(/[\\/]/u).pop() ?? hit.path;
  if (hit.page !== null) return `${name}, page ${hit.page}`;
  return hit.heading ? `${name} › ${hit.heading}` : name;
}

/** The passages of a search_knowledge result's details (stored or streamed; malformed hits dropped), else undefined. */
export function knowledgeHitsOf(details: unknown): KnowledgeHit[] | undefined {
  if (!details || typeof details !== 'object') return undefined;
  const record = details as Record<string, unknown>;
  if ((record.mode !== 'hybrid' && record.mode !== 'full_text') || !Array.isArray(record.hits)) return undefined;
  return record.hits.filter(
    (hit): hit is KnowledgeHit =>
      !!hit &&
      typeof hit === 'object' &&
      Number.isInteger((hit as KnowledgeHit).n) &&
      typeof (hit as KnowledgeHit).path === 'string' &&
      ((hit as KnowledgeHit).page === null || Number.isInteger((hit as KnowledgeHit).page)),
  );
}
