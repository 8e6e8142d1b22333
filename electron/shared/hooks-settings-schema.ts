// The `hooks` settings section (issue 42): the person's commands run before and after tool calls, in the sandbox, with
// the call as JSON on stdin (electron/runtime/hooks/). Only the person's settings hold them, never a workspace file.
import { z } from 'zod';

/** How long a hook may run when it names no `timeoutMs`, and the most it may ask for. */
export const defaultHookTimeoutMs = 10_000;
export const maxHookTimeoutMs = 120_000;

export const hookSchema = z
  .object({
    /** A shell command line, run by `/bin/sh -c` in the sandbox. */
    command: z.string().trim().min(1).max(4_096),
    /** Tool names it applies to; absent: every tool. */
    tools: z.array(z.string().min(1).max(64)).max(100).optional(),
    timeoutMs: z.number().int().min(100).max(maxHookTimeoutMs).optional(),
  })
  .strict();
export type Hook = z.infer<typeof hookSchema>;

export const hookListSchema = z.array(hookSchema).max(20);

/** The section's shape (settings-schema.ts wraps it as a section: a broken list falls back to none). */
export function hooksSectionShape() {
  return {
    beforeToolCall: hookListSchema.default([]).catch([]),
    afterToolCall: hookListSchema.default([]).catch([]),
  };
}
