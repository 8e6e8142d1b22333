// `memory_store`: keeps a fact for later conversations, noting the conversation it came from.
// Refuses secrets and anything over 8 KB (see electron/storage/memory-content.ts); an identical memory is not doubled.
// A run that had read untrusted content (ctx.untrustedSources) stores it with those sources: it stays untrusted later.
import { z } from 'zod';
import { defineTool, fail, ok, type AnyTool } from '../tool';
import { MEMORY_OFF_MESSAGE, memoryIsOff, type MemoryToolDeps } from './memory-deps';

const parameters = z.lazy(() =>
  z.object({
    content: z
      .string()
      .max(100_000)
      .describe(
        'The fact to remember, written so it makes sense on its own later (at most 8 KB). Never secrets or passwords.',
      ),
    tags: z
      .array(z.string().max(200))
      .max(50)
      .optional()
      .describe('Optional short labels, e.g. ["family", "birthdays"].'),
  }),
);

export function createMemoryStoreTool(deps: MemoryToolDeps): AnyTool {
  return defineTool({
    name: 'memory_store',
    label: 'Remember',
    description:
      'Save a durable fact about the user or their world (preferences, people, plans) so later conversations can recall it. ' +
      'Store one self-contained fact per call. Never store passwords, API keys or other secrets: they are refused.',
    parameters,
    // It changes what later conversations are told, so it is `write`: read-only mode refuses it. In supervised mode it
    // runs without asking through the visible `policy.preapproved` default (it refuses secrets; memories can be listed
    // and forgotten).
    risk: 'write',
    execute: async (args, ctx) => {
      if (memoryIsOff(deps, ctx.conversationId)) return fail(MEMORY_OFF_MESSAGE, 'memory_off');
      const same = deps.store
        .recall(args.content, { mode: 'all', limit: 20 })
        .find((memory) => memory.content === args.content.trim());
      if (same) {
        return ok(`Already remembered as memory #${same.id}; nothing new was stored.`, {
          details: { memory: same, duplicate: true },
        });
      }
      const untrustedSources = ctx.untrustedSources?.() ?? [];
      const result = deps.store.add({
        content: args.content,
        ...(args.tags ? { tags: args.tags } : {}),
        conversationId: ctx.conversationId ?? null,
        ...(untrustedSources.length > 0 ? { untrustedSources } : {}),
      });
      if (!result.ok) return fail(result.error, result.reason);
      const kept = result.memory.untrustedSources
        ? ' It is kept as untrusted: this conversation had read content a third party could have written.'
        : '';
      return ok(`Remembered as memory #${result.memory.id}.${kept}`, { details: { memory: result.memory } });
    },
  });
}
