// `memory_recall`: the memories that best match a question, ranked by full-text relevance, newest first on ties.
// Memories stored by a run that had read untrusted content make the result untrusted (memory-format.ts).
import { z } from 'zod';
import { defineTool, fail, ok, type AnyTool } from '../tool';
import { MEMORY_OFF_MESSAGE, memoryIsOff, type MemoryToolDeps } from './memory-deps';
import { formatMemoryLine, memoriesSource } from './memory-format';

const parameters = z.lazy(() =>
  z.object({
    query: z
      .string()
      .max(2_000)
      .describe('What to look for, in plain words (e.g. "dentist appointment", "Lena birthday").'),
    limit: z.number().int().min(1).max(20).optional().describe('How many memories to return (default 5).'),
  }),
);

export function createMemoryRecallTool(deps: MemoryToolDeps): AnyTool {
  return defineTool({
    name: 'memory_recall',
    label: 'Recall memories',
    description:
      'Search the memories saved in earlier conversations. Returns the best matches with their ids. ' +
      'Use plain keywords; any of the words may match and better matches come first.',
    parameters,
    risk: 'read',
    execute: async (args, ctx) => {
      if (memoryIsOff(deps, ctx.conversationId)) return fail(MEMORY_OFF_MESSAGE, 'memory_off');
      const hits = deps.store.recall(args.query, { limit: args.limit ?? 5 });
      if (hits.length === 0) {
        return ok(`No memories match ${JSON.stringify(args.query.slice(0, 200))}.`, {
          details: { query: args.query, hits: [] },
        });
      }
      const lines = hits.map((hit) => formatMemoryLine(hit));
      const source = memoriesSource(hits);
      return ok(
        `${hits.length} ${hits.length === 1 ? 'memory matches' : 'memories match'}, best first:\n${lines.join('\n')}`,
        {
          details: { query: args.query, hits },
          ...(source ? { source } : {}),
        },
      );
    },
  });
}
