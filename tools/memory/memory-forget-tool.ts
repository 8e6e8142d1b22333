// `memory_forget`: deletes memories by id, or every memory matching a query (all of its words). A query without
// `confirm: true` only previews; the approval dialog lists exactly which memories would go.
import { z } from 'zod';
import type { Memory, MemoryStore } from '../../electron/shared/memory-types';
import { note } from '../approval-notes';
import { defineTool, fail, ok, type AnyTool, type ApprovalNote } from '../tool';
import { MEMORY_OFF_MESSAGE, memoryIsOff, type MemoryToolDeps } from './memory-deps';
import { clip, formatMemoryLine, memoriesSource, previewMemory } from './memory-format';

/** At most this many memories go in one call; a broader query is refused (narrow it, or forget by ids). */
export const FORGET_MAX = 100;
const NOTE_PREVIEWS = 10;

const parameters = z.lazy(() =>
  z
    .object({
      id: z.number().int().positive().optional().describe('The id of one memory to forget.'),
      ids: z
        .array(z.number().int().positive())
        .min(1)
        .max(FORGET_MAX)
        .optional()
        .describe('Several memory ids to forget.'),
      query: z
        .string()
        .max(2_000)
        .optional()
        .describe(
          'Forget every memory containing all of these words. Without confirm, only shows what would be forgotten.',
        ),
      confirm: z.boolean().optional().describe('With query: true actually deletes the matches. Preview first.'),
    })
    .refine((args) => [args.id, args.ids, args.query].filter((value) => value !== undefined).length === 1, {
      message: 'Give exactly one of id, ids or query.',
    }),
);

type ForgetArgs = z.infer<typeof parameters>;

type Plan =
  | { kind: 'ids'; found: Memory[]; missing: number[] }
  | { kind: 'query'; query: string; matches: Memory[]; tooMany: boolean; preview: boolean };

function plan(store: MemoryStore, args: ForgetArgs): Plan {
  if (args.query !== undefined) {
    const hits = store.recall(args.query, { mode: 'all', limit: FORGET_MAX + 1 });
    return {
      kind: 'query',
      query: args.query,
      matches: hits.slice(0, FORGET_MAX),
      tooMany: hits.length > FORGET_MAX,
      preview: args.confirm !== true,
    };
  }
  const ids = [...new Set(args.ids ?? (args.id !== undefined ? [args.id] : []))];
  const found: Memory[] = [];
  const missing: number[] = [];
  for (const id of ids) {
    const memory = store.get(id);
    if (memory) found.push(memory);
    else missing.push(id);
  }
  return { kind: 'ids', found, missing };
}

function approvalNotes(p: Plan): ApprovalNote[] {
  const list = (memories: Memory[]): ApprovalNote[] => [
    ...memories
      .slice(0, NOTE_PREVIEWS)
      .map((memory) =>
        note('memoryPreview', previewMemory(memory), { id: String(memory.id), content: clip(memory.content, 120) }),
      ),
    ...(memories.length > NOTE_PREVIEWS
      ? [
          note('memoryMore', `…and ${memories.length - NOTE_PREVIEWS} more.`, {
            count: String(memories.length - NOTE_PREVIEWS),
          }),
        ]
      : []),
  ];
  if (p.kind === 'ids') {
    const missing = p.missing.map((id) => `#${id}`).join(', ');
    return [
      p.found.length === 0
        ? note('memoryNoIds', 'No memory with these ids exists; nothing will be deleted.')
        : note('memoryForgetIds', `Will forget ${count(p.found.length)}:`, { count: String(p.found.length) }),
      ...list(p.found),
      ...(p.missing.length > 0 ? [note('memoryNotFound', `Not found: ${missing}.`, { ids: missing })] : []),
    ];
  }
  const query = p.query;
  if (p.tooMany)
    return [
      note('memoryTooMany', `More than ${FORGET_MAX} memories match; nothing will be deleted.`, {
        max: String(FORGET_MAX),
      }),
    ];
  if (p.matches.length === 0)
    return [note('memoryNoMatch', `No memory matches ${JSON.stringify(query)}; nothing will be deleted.`, { query })];
  const matched = String(p.matches.length);
  const head = p.preview
    ? note('memoryPreviewOnly', `Preview only, nothing is deleted. ${count(p.matches.length)} match:`, {
        count: matched,
      })
    : note('memoryForgetQuery', `Will forget ${count(p.matches.length)} matching ${JSON.stringify(query)}:`, {
        count: matched,
        query,
      });
  return [head, ...list(p.matches)];
}

export function createMemoryForgetTool(deps: MemoryToolDeps): AnyTool {
  return defineTool({
    name: 'memory_forget',
    label: 'Forget memories',
    description:
      'Delete saved memories: by id (or ids), or every memory containing all the words of a query. ' +
      'With a query, first call without confirm to see what would be deleted, then call again with confirm: true ' +
      '(or forget exactly the listed ids).',
    parameters,
    risk: 'write',
    describeCall: (args) => ({ notes: approvalNotes(plan(deps.store, args)) }),
    execute: async (args, ctx) => {
      if (memoryIsOff(deps, ctx.conversationId)) return fail(MEMORY_OFF_MESSAGE, 'memory_off');
      const p = plan(deps.store, args);
      if (p.kind === 'ids') {
        if (p.found.length === 0)
          return fail(`No memory with id ${p.missing.map((id) => `#${id}`).join(', ')} exists.`, 'not_found');
        const deleted = deps.store.removeMany(p.found.map((memory) => memory.id));
        const missing = p.missing.length > 0 ? ` Not found: ${p.missing.map((id) => `#${id}`).join(', ')}.` : '';
        return ok(`Forgot ${count(deleted)}: ${p.found.map((memory) => `#${memory.id}`).join(', ')}.${missing}`, {
          details: { deleted: p.found, missing: p.missing },
        });
      }
      if (p.tooMany) {
        return fail(
          `More than ${FORGET_MAX} memories match ${JSON.stringify(p.query)}; nothing was deleted. Use more specific words, or forget by ids.`,
          'too_many',
        );
      }
      if (p.matches.length === 0)
        return ok(`No memory matches ${JSON.stringify(p.query)}; nothing was deleted.`, { details: { deleted: [] } });
      if (p.preview) {
        const ids = p.matches.map((memory) => memory.id);
        const source = memoriesSource(p.matches);
        return ok(
          `Nothing deleted yet. These ${count(p.matches.length)} match ${JSON.stringify(p.query)}:\n` +
            `${p.matches.map((memory) => formatMemoryLine(memory, 200)).join('\n')}\n` +
            `To delete them, call memory_forget with the same query and confirm: true, or with ids: ${JSON.stringify(ids)}.`,
          { details: { preview: p.matches }, ...(source ? { source } : {}) },
        );
      }
      const deleted = deps.store.removeMany(p.matches.map((memory) => memory.id));
      return ok(
        `Forgot ${count(deleted)} matching ${JSON.stringify(p.query)}: ${p.matches.map((m) => `#${m.id}`).join(', ')}.`,
        {
          details: { deleted: p.matches },
        },
      );
    },
  });
}

function count(n: number): string {
  return `${n} ${n === 1 ? 'memory' : 'memories'}`;
}
