// Where the desktop's knowledge indexer is with each source (pushed on `knowledge:progress`, listed by knowledge:list).
import { z } from 'zod';

export const knowledgeProgressSchema = z.object({
  sourceId: z.number().int(),
  /** queued: waits for its pass; indexing: a pass runs; paused: by the person; idle: up to date (or failed: error). */
  state: z.enum(['queued', 'indexing', 'paused', 'idle']),
  done: z.number().int().min(0),
  total: z.number().int().min(0),
  /** Why the last pass stopped short (the thread failed, the embeddings server refused…). */
  error: z.string().optional(),
});
export type KnowledgeProgress = z.infer<typeof knowledgeProgressSchema>;
