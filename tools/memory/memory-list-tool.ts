// `memory_list`: every memory, newest first, one page at a time (untrusted when the page shows a memory stored after
// reading untrusted content).
import { z } from 'zod';
import { defineTool, fail, ok, type AnyTool } from '../tool';
import { MEMORY_OFF_MESSAGE, memoryIsOff, type MemoryToolDeps } from './memory-deps';
import { formatMemoryLine, memoriesSource } from './memory-format';

const parameters = z.lazy(() =>
  z.object({
    limit: z.number().int().min(1).max(50).optional().describe('Memories per page (default 20).'),
    offset: z
      .number()
      .int()
      .min(0)
      .optional()
      .describe('How many to skip: 0 for the first page, then the nextOffset given.'),
  }),
);

export function createMemoryListTool(deps: MemoryToolDeps): AnyTool {
  return defineTool({
    name: 'memory_list',
    label: 'List memories',
    description: 'List saved memories, newest first, a page at a time (with ids, dates and tags).',
    parameters,
    risk: 'read',
    execute: async (args, ctx) => {
      if (memoryIsOff(deps, ctx.conversationId)) return fail(MEMORY_OFF_MESSAGE, 'memory_off');
      const page = deps.store.list({ limit: args.limit ?? 20, offset: args.offset ?? 0 });
      if (page.total === 0) return ok('No memories are saved yet.', { details: page });
      if (page.items.length === 0) {
        return ok(`No memories at offset ${page.offset}; there are ${page.total} in all.`, { details: page });
      }
      const first = page.offset + 1;
      const last = page.offset + page.items.length;
      const more =
        page.nextOffset === null ? 'That is all of them.' : `More: call memory_list with offset ${page.nextOffset}.`;
      const lines = page.items.map((memory) => formatMemoryLine(memory, 300));
      const source = memoriesSource(page.items);
      return ok(`Memories ${first}–${last} of ${page.total}, newest first:\n${lines.join('\n')}\n${more}`, {
        details: page,
        ...(source ? { source } : {}),
      });
    },
  });
}
