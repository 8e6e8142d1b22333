// The one author of the approval event lines: `approval_request` when someone is asked (a tool call or a tool's
// question) and `approval_resolved` when that is settled. Their shapes live in electron/shared/agent-events.ts.
import type { AgentEvent, AgentEventOf, ApprovalRequest } from '../../shared/agent-events';
import type { GateReason } from '../../shared/gate-reason';

/** How an approval or a question was settled, as `approval_resolved` reports it. */
export interface ApprovalResolution {
  decision: 'allow' | 'deny';
  by: AgentEventOf<'approval_resolved'>['by'];
  /** For a deny: the text the model reads. */
  reason?: string;
  reasonCode?: GateReason;
}

export function approvalRequestEvent(runId: string, request: ApprovalRequest): AgentEventOf<'approval_request'> {
  return { type: 'approval_request', runId, callId: request.callId, request };
}

export function approvalResolvedEvent(
  runId: string,
  callId: string,
  resolution: ApprovalResolution,
): AgentEventOf<'approval_resolved'> {
  return {
    type: 'approval_resolved',
    runId,
    callId,
    decision: resolution.decision,
    by: resolution.by,
    ...(resolution.reason !== undefined ? { reason: resolution.reason } : {}),
    ...(resolution.reasonCode !== undefined ? { reasonCode: resolution.reasonCode } : {}),
  };
}

/** Emits one run's approval events on its stream. */
export interface ApprovalEvents {
  requested(request: ApprovalRequest): void;
  resolved(callId: string, resolution: ApprovalResolution): void;
}

export function approvalEvents(runId: string, emit: (event: AgentEvent) => void): ApprovalEvents {
  return {
    requested: (request) => emit(approvalRequestEvent(runId, request)),
    resolved: (callId, resolution) => emit(approvalResolvedEvent(runId, callId, resolution)),
  };
}
