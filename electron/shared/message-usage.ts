// The token usage and compaction method an event carries and a stored message keeps in its details. Their own file, so
// reading stored details (message-details.ts) does not build every event schema (agent-events.ts re-exports them).
import { z } from 'zod';

export const tokenUsageSchema = z.lazy(() =>
  z.object({
    promptTokens: z.number(),
    completionTokens: z.number(),
    estimated: z.boolean(),
  }),
);
export type TokenUsageRecord = z.infer<typeof tokenUsageSchema>;
export const compactionMethodSchema = z.enum(['summary', 'trim']);
export type CompactionMethod = z.infer<typeof compactionMethodSchema>;
