// The IPC contract of Settings → Knowledge and the chat's citations (issue 43): sources with their files, progress and
// skipped files; add (a path, the OS chooser, or a chat attachment), pause, resume, rebuild, remove; open a cited file.
import { z } from 'zod';
import { knowledgeProgressSchema } from './knowledge-progress';

const id = z.number().int().min(1);
const sha256 = z.string().regex(/^[0-9a-f]{64}$/u);

export const knowledgeSourceViewSchema = z.object({
  id: z.number().int(),
  path: z.string(),
  kind: z.enum(['folder', 'file']),
  projectId: z.string().nullable(),
  files: z.number().int(),
  bytes: z.number(),
  indexedAt: z.number().nullable(),
  progress: knowledgeProgressSchema,
  /** Files skipped with the reason (the first 50). */
  skipped: z.array(z.object({ path: z.string(), error: z.string() })),
  skippedCount: z.number().int(),
});
export type KnowledgeSourceView = z.infer<typeof knowledgeSourceViewSchema>;

const listSchema = z.object({
  sources: z.array(knowledgeSourceViewSchema),
  /** knowledge.embeddingModel; empty: full-text search only. */
  embeddingModel: z.string(),
});
export type KnowledgeListView = z.infer<typeof listSchema>;

const projectId = z.string().min(1).max(200).optional();

export const knowledgeContract = {
  'knowledge:list': { request: z.object({}).strict(), response: listSchema },
  /** Adds a folder or file (absolute path) and queues its indexing; `failed` when there is no such path. */
  'knowledge:add': {
    request: z.object({ path: z.string().min(1).max(4_096), projectId }).strict(),
    response: knowledgeSourceViewSchema,
  },
  /** The OS chooser for a folder or a file; `null` when the person cancels. */
  'knowledge:choose': {
    request: z.object({ kind: z.enum(['folder', 'file']) }).strict(),
    response: z.object({ path: z.string().nullable() }),
  },
  /** A chat attachment added as a source: a copy under its own name in `<dataDir>/knowledge-files/`. */
  'knowledge:add-attachment': {
    request: z.object({ sha256, name: z.string().min(1).max(255), projectId }).strict(),
    response: knowledgeSourceViewSchema,
  },
  'knowledge:remove': { request: z.object({ id }).strict(), response: z.null() },
  'knowledge:pause': { request: z.object({ id }).strict(), response: z.null() },
  'knowledge:resume': { request: z.object({ id }).strict(), response: z.null() },
  /** Forgets and indexes again one source, or every source without an id. */
  'knowledge:rebuild': { request: z.object({ id: id.optional() }).strict(), response: z.null() },
  /** Opens a file of a knowledge source in the OS (a PDF at `page`); `refused` for any other path. */
  'knowledge:open': {
    request: z.object({ path: z.string().min(1).max(4_096), page: z.number().int().min(1).optional() }).strict(),
    response: z.null(),
  },
} as const;
