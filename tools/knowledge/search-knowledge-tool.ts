// The `search_knowledge` tool (issue 43): passages from the person's indexed documents, each with a numbered citation
// (file, page or heading). Risk `read`; what it returns is untrusted (source kind `knowledge`): anyone could have
// written a document. The search itself is injected (electron/runtime/knowledge/hybrid-search.ts).
import { z } from 'zod';
import { citationPlace, type KnowledgeSearchResult } from '../../electron/shared/knowledge-types';
import { defineTool, fail, ok, type AnyTool } from '../tool';

export interface SearchKnowledgeDeps {
  /** `conversationId`: a project's conversation searches its project's sources too. */
  search: (
    query: string,
    limit: number,
    signal: AbortSignal,
    conversationId?: string,
  ) => Promise<KnowledgeSearchResult>;
  /** Whether any knowledge source exists: the model is offered the tool only then. Absent: always. */
  hasSources?: () => boolean;
}

const parameters = z.lazy(() =>
  z.object({
    query: z.string().trim().min(1).max(1_000).describe('What to look for, in words the documents might use.'),
    limit: z.number().int().min(1).max(20).optional().describe('How many passages (default 5).'),
  }),
);

export function createSearchKnowledgeTool(deps: SearchKnowledgeDeps): AnyTool {
  return defineTool({
    name: 'search_knowledge',
    label: 'Search knowledge',
    description:
      "Search the person's own documents (folders and files added to knowledge: PDFs, Word, Markdown, text, code). " +
      'Returns numbered passages with their file and page or heading; cite them as [1], [2] in your answer.',
    parameters,
    risk: 'read',
    availability: () =>
      (deps.hasSources?.() ?? true)
        ? { available: true }
        : {
            available: false,
            reason: "no knowledge sources yet (add one: 'hearth knowledge add PATH')",
            code: 'noKnowledge',
          },
    async execute(rawArgs, ctx) {
      const parsed = parameters.safeParse(rawArgs ?? {});
      if (!parsed.success) return fail(`Invalid arguments: ${z.prettifyError(parsed.error)}`, 'invalid_args');
      const result = await deps.search(parsed.data.query, parsed.data.limit ?? 5, ctx.signal, ctx.conversationId);
      const files = [...new Set(result.hits.map((hit) => citationPlace({ ...hit, page: null, heading: null })))];
      const source = {
        kind: 'knowledge' as const,
        label: `knowledge: ${files.join(', ') || 'no passage'}`.slice(0, 2_000),
      };
      const header = result.note ? `(${result.note})\n` : '';
      if (result.hits.length === 0) return ok(`${header}No passage matches.`, { details: result, source });
      const passages = result.hits.map((hit) => `[${hit.n}] ${citationPlace(hit)}\n${hit.text}`);
      return ok(`${header}${passages.join('\n\n')}`, { details: result, source });
    },
  });
}
