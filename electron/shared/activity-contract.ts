// The IPC contract of the activity view (Settings → Activity, `hearth activity`): tool calls from the audit log, newest
// first, a page at a time, with the rule that allowed each one (to revoke it) and per-tool figures. contract.ts spreads it.
import { z } from 'zod';
import { approvalDecidedBySchema } from './agent-events';
import { approvalRuleViewSchema } from './approvals-contract';
import { untrustedSourceSchema } from './provenance';
import { gateReasonSchema } from './gate-reason';

export const activityEntryViewSchema = z.object({
  ts: z.string(),
  runId: z.string(),
  conversationId: z.string().optional(),
  callId: z.string(),
  tool: z.string(),
  /** As the audit log stored them: secrets were redacted before they were written. */
  args: z.unknown(),
  /** null: the call never reached the approval gate (unknown tool, invalid arguments). */
  decision: z.enum(['allow', 'deny']).nullable(),
  by: approvalDecidedBySchema.optional(),
  reason: z.string().optional(),
  /** Absent in lines older than the codes: the view shows `reason` as written. */
  reasonCode: gateReasonSchema.optional(),
  asked: z.boolean().optional(),
  /** The stored rule that allowed the call, while it still exists (so it can be revoked from here). */
  rule: approvalRuleViewSchema.optional(),
  /** Allowed because the tool is pre-approved in settings (`policy.preapproved`), which still lists it. */
  preapproved: z.boolean().optional(),
  toolVersion: z.string().optional(),
  untrustedSources: z.array(untrustedSourceSchema).optional(),
  trust: z.literal('untrusted').optional(),
  source: untrustedSourceSchema.optional(),
  /** null: the run ended without a result for this call. */
  ok: z.boolean().nullable(),
  errorType: z.string().optional(),
  latencyMs: z.number().optional(),
});
export type ActivityEntryView = z.infer<typeof activityEntryViewSchema>;

export const toolActivityStatsSchema = z.object({
  tool: z.string(),
  calls: z.number(),
  denied: z.number(),
  /** Calls that ran and failed; the error rate is errors over the calls that ran (not denied, with a result). */
  errors: z.number(),
  errorRate: z.number().nullable(),
  /** 95th percentile of the time the calls that ran took, in ms; null when none ran. */
  p95Ms: z.number().nullable(),
});
export type ToolActivityStats = z.infer<typeof toolActivityStatsSchema>;

export const activityPageSchema = z.object({
  entries: z.array(activityEntryViewSchema),
  /** Pass as `before` for the next (older) page; null at the oldest entry. */
  nextCursor: z.string().nullable(),
  /** Lines of the audit log that could not be read and were skipped (file and byte offset). */
  skipped: z.array(z.object({ file: z.string(), offset: z.number() })),
  /** First page only: per-tool figures over the newest `statsOver` calls (of the conversation, when filtered). */
  stats: z.array(toolActivityStatsSchema).nullable(),
  statsOver: z.number(),
});
export type ActivityPage = z.infer<typeof activityPageSchema>;

export const activityListRequestSchema = z
  .object({
    conversationId: z.string().min(1).max(128).optional(),
    before: z.string().min(1).max(64).optional(),
    limit: z.number().int().min(1).max(500).optional(),
  })
  .strict();
export type ActivityListRequest = z.infer<typeof activityListRequestSchema>;

export const activityContract = {
  /** `invalid_request` for a cursor this log did not give. */
  'activity:list': { request: activityListRequestSchema, response: activityPageSchema },
} as const;
