// Folding approval events onto a tool card: it waits for the user, then runs (allowed) or is denied, with who decided.
// The queue of requests the approval dialog shows is the approval store's (stores/approval-queue.ts), not the view's.
import type { AgentEventOf } from '../../../../electron/shared/agent-events';
import type { LabelOf } from './tool-cards';
import { patchTool } from './tool-events';
import type { ViewDraft } from './view-draft';

export type ApprovalEvent = AgentEventOf<'approval_request' | 'approval_resolved'>;

export function foldApprovalEvent(draft: ViewDraft, event: ApprovalEvent, labelOf: LabelOf): void {
  if (event.type === 'approval_request') {
    patchTool(draft, event.callId, { status: 'awaiting_approval' }, labelOf);
    return;
  }
  patchTool(
    draft,
    event.callId,
    {
      status: event.decision === 'allow' ? 'running' : 'denied',
      approval: { decision: event.decision, by: event.by, ...(event.reason ? { reason: event.reason } : {}) },
    },
    labelOf,
  );
}
