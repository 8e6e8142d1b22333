// The `details` JSON of stored messages that Hearth itself reads back: an assistant message's finish reason, usage and
// context window; a compaction row's record (role 'system'). Parsed leniently: a damaged value reads as absent.
import { z } from 'zod';
import {
  compactionMethodSchema,
  contextShareSchema,
  tokenUsageSchema,
  type CompactionMethod,
  type ContextShare,
  type TokenUsageRecord,
} from './message-usage';
import { thinkingBlockSchema, type ThinkingBlock } from './thinking-blocks';

export interface AssistantMessageDetails {
  /** 'length': the answer was cut off at the model's limit. */
  finishReason?: string;
  usage?: TokenUsageRecord;
  contextTokens?: number;
  /** How the request split between system prompt, tool definitions and conversation (the context meter). */
  contextShare?: ContextShare;
  /** Still being written: the row holds the text so far (saved as it streams, see agent/chat/run-persistence.ts). */
  streaming?: boolean;
  /** The app or the CLI stopped while this answer was streaming: the text so far is kept, shown as "Interrupted". */
  interrupted?: boolean;
  /** Claude's thinking blocks of this answer, sent back with its tool results (agent/model/anthropic-thinking.ts). */
  thinkingBlocks?: ThinkingBlock[];
}

export interface CompactionRecord {
  /** How many stored messages this compaction folded. */
  folded: number;
  /** The seq of the last folded message: later requests carry the summary in place of every message up to it. */
  throughSeq: number;
  method: CompactionMethod;
}

const assistantDetailsSchema = z.lazy(() =>
  z.object({
    finishReason: z.string().optional().catch(undefined),
    usage: tokenUsageSchema.optional().catch(undefined),
    contextTokens: z.number().optional().catch(undefined),
    contextShare: contextShareSchema.optional().catch(undefined),
    streaming: z.boolean().optional().catch(undefined),
    interrupted: z.boolean().optional().catch(undefined),
    thinkingBlocks: z.array(thinkingBlockSchema).optional().catch(undefined),
  }),
);

const compactionDetailsSchema = z.lazy(() =>
  z.object({
    compaction: z.object({ folded: z.number(), throughSeq: z.number(), method: compactionMethodSchema }),
  }),
);

export function assistantDetailsOf(details: unknown): AssistantMessageDetails {
  const parsed = assistantDetailsSchema.safeParse(details ?? {});
  return parsed.success ? parsed.data : {};
}

/** The compaction record of a stored message (role 'system' with `details.compaction`), else undefined. */
export function compactionOf(message: { role: string; details?: unknown }): CompactionRecord | undefined {
  if (message.role !== 'system') return undefined;
  const parsed = compactionDetailsSchema.safeParse(message.details);
  return parsed.success ? parsed.data.compaction : undefined;
}

/** True when an answer stopped at the model's output limit (finish_reason 'length'). */
export const isCutOff = (details: unknown): boolean => assistantDetailsOf(details).finishReason === 'length';

/** True when the app or the CLI stopped while this answer was streaming (its text so far is kept). */
export const isInterrupted = (details: unknown): boolean => assistantDetailsOf(details).interrupted === true;
