// The IPC contract of approvals: answering a pending request, the requests still waiting, and the remembered rules
// (list, revoke). contract.ts spreads these into the invoke map; results follow its convention (see invoke-result.ts).
import { z } from 'zod';
import { approvalRequestSchema } from './agent-events';
import { approvalResponseSchema } from './approval-response';

const id = z.string().min(1).max(128);
const empty = z.object({}).strict();
/** The data of a channel that only acknowledges. */
const done = z.null();

export const approvalRuleViewSchema = z.object({
  id: z.string(),
  tool: z.string(),
  match: z.object({ kind: z.enum(['any', 'exact', 'prefix', 'host']), value: z.string().optional() }),
  scope: z.enum(['once', 'conversation', 'forever']),
  conversationId: z.string().optional(),
  createdAt: z.number(),
  expiresAt: z.number().optional(),
  toolVersion: z.string().optional(),
});
export type ApprovalRuleView = z.infer<typeof approvalRuleViewSchema>;

export const approvalsContract = {
  /** `not_found` when the request had already been answered or had timed out (was `accepted: false`). */
  'approval:respond': { request: z.object({ callId: id, response: approvalResponseSchema }).strict(), response: done },
  'approval:pending': { request: empty, response: z.array(approvalRequestSchema) },
  'rules:list': { request: empty, response: z.array(approvalRuleViewSchema) },
  /** `not_found` when there is no such rule (was `revoked: false`); the page just reloads the list then. */
  'rules:revoke': { request: z.object({ ruleId: id }).strict(), response: done },
} as const;
