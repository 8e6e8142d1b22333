// The IPC contract of Review and Undo on a run that changed files ("N files changed · Review · Undo"): the run's changed
// files with diffs (`undo:review`) and putting them back (`undo:apply`). contract.ts spreads it; types in undo-types.ts.
import { z } from 'zod';

const runIdSchema = z.string().min(1).max(128);

const undoFileChangeSchema = z.object({
  path: z.string(),
  kind: z.enum(['created', 'modified', 'deleted', 'mode', 'folder deleted', 'folder created']),
  files: z.number().optional(),
  changedSince: z.boolean(),
  diff: z.array(z.string()).optional(),
});

const undoReviewSchema = z.object({
  runId: z.string(),
  workspace: z.string(),
  files: z.number(),
  changes: z.array(undoFileChangeSchema),
  unavailable: z.string().optional(),
});

const undoOutcomeSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('undone'),
    runId: z.string(),
    restored: z.number(),
    failed: z.array(z.object({ path: z.string(), reason: z.string() })),
  }),
  z.object({ status: z.literal('changed_since'), runId: z.string(), paths: z.array(z.string()) }),
]);

export const undoContract = {
  /** `not_found` when the run changed no files Hearth kept. */
  'undo:review': { request: z.object({ runId: runIdSchema }).strict(), response: undoReviewSchema },
  /** Without `force`, files changed since the run stop it (`changed_since`, nothing touched). */
  'undo:apply': {
    request: z.object({ runId: runIdSchema, force: z.boolean().optional() }).strict(),
    response: undoOutcomeSchema,
  },
} as const;
