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
/** What one request carried, by Hearth's estimate: the system prompt, the tool definitions and the conversation. */
export const contextShareSchema = z.lazy(() =>
  z.object({ systemTokens: z.number(), toolTokens: z.number(), historyTokens: z.number() }),
);
export type ContextShare = z.infer<typeof contextShareSchema>;
export const compactionMethodSchema = z.enum(['summary', 'trim']);
export type CompactionMethod = z.infer<typeof compactionMethodSchema>;
