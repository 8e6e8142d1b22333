// Claude's extended-thinking blocks as the Messages API returns them (the thinking text with its signature, or an
// encrypted `redacted_thinking`), kept on an answer (`message_end.thinkingBlocks`, `details.thinkingBlocks`) so a run
// that goes on after a tool call can send them back unchanged, as the API requires.
import './zod-config';
import { z } from 'zod';

export const thinkingBlockSchema = z.union([
  z.object({ type: z.literal('thinking'), thinking: z.string(), signature: z.string() }),
  z.object({ type: z.literal('redacted_thinking'), data: z.string() }),
]);
export type ThinkingBlock = z.infer<typeof thinkingBlockSchema>;
