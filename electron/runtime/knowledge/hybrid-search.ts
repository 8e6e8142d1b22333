// Knowledge search: full text alone when no embedding model is set (the result says so), else full text and nearest
// embeddings fused by reciprocal rank fusion (each list gives 1/(60 + rank)); passages numbered for citation.
import type { KnowledgeHit, KnowledgeSearchResult } from '../../shared/knowledge-types';
import type { KnowledgeIndex } from '../../storage/knowledge-search';
import type { Embed } from './embeddings-client';

/** The usual constant of reciprocal rank fusion: the rank matters, a list's top places do not swamp the other list. */
export const RRF_K = 60;
const CANDIDATES_PER_LIST = 50;

export interface HybridSearchDeps {
  index: KnowledgeIndex;
  embeddings?: () => { model: string; embed: Embed } | undefined;
}

export function createKnowledgeSearch(deps: HybridSearchDeps) {
  /** `projectId`: a project's conversation also searches that project's sources, null only the shared ones;
   * undefined (the CLI): every source. */
  return async (
    query: string,
    limit = 5,
    signal?: AbortSignal,
    projectId?: string | null,
  ): Promise<KnowledgeSearchResult> => {
    const answer = (mode: KnowledgeSearchResult['mode'], ranked: number[], note?: string) =>
      numbered(mode, ranked, limit, projectId, note);
    const fullText = deps.index.fullText(query, Math.max(limit, CANDIDATES_PER_LIST));
    const embeddings = deps.embeddings?.();
    if (!embeddings) return answer('full_text', fullText, 'no embedding model is set: full-text search only');
    if (deps.index.embeddedCount(embeddings.model) === 0)
      return answer('full_text', fullText, `no chunk is embedded with ${embeddings.model} yet: full-text only`);
    const embedded = await embeddings.embed([query], signal);
    if (!embedded.ok) return answer('full_text', fullText, `${embedded.error}: full-text search only`);
    const nearest = deps.index.nearest(embedded.vectors[0]!, embeddings.model, CANDIDATES_PER_LIST);
    return answer('hybrid', reciprocalRankFusion([fullText, nearest]));
  };

  function numbered(
    mode: KnowledgeSearchResult['mode'],
    ranked: number[],
    limit: number,
    projectId: string | null | undefined,
    note?: string,
  ) {
    const inScope = deps.index
      .passages(ranked)
      .filter((passage) => projectId === undefined || passage.projectId === null || passage.projectId === projectId);
    const hits: KnowledgeHit[] = inScope.slice(0, limit).map((passage, i) => ({
      n: i + 1,
      path: passage.path,
      page: passage.page,
      heading: passage.heading,
      text: passage.text,
    }));
    return { mode, ...(note ? { note } : {}), hits };
  }
}

export type KnowledgeSearch = ReturnType<typeof createKnowledgeSearch>;

/** Ids ordered by the sum of 1/(RRF_K + rank) over the lists they appear in (rank from 1); ties keep first-seen order. */
export function reciprocalRankFusion(lists: readonly (readonly number[])[]): number[] {
  const scores = new Map<number, number>();
  for (const list of lists) {
    list.forEach((id, i) => scores.set(id, (scores.get(id) ?? 0) + 1 / (RRF_K + i + 1)));
  }
  return [...scores.entries()].sort((a, b) => b[1] - a[1]).map(([id]) => id);
}
