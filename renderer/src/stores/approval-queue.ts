// Pure queue of approval requests waiting for the user: one shown at a time, in arrival order. Requests leave the queue
// when answered here, resolved by the runtime (timeout, rule, another window) or when their run ends.
import type { AgentEvent, ApprovalRequest } from '../../../electron/shared/agent-events';

export interface QueuedApproval {
  runId?: string;
  request: ApprovalRequest;
}

export type ApprovalQueue = readonly QueuedApproval[];

export function enqueueApproval(queue: ApprovalQueue, entry: QueuedApproval): ApprovalQueue {
  if (queue.some((queued) => queued.request.callId === entry.request.callId)) return queue;
  return [...queue, entry];
}

export function removeApproval(queue: ApprovalQueue, callId: string): ApprovalQueue {
  return queue.some((queued) => queued.request.callId === callId)
    ? queue.filter((queued) => queued.request.callId !== callId)
    : queue;
}

/** Folds events; returns the same array when nothing changed (cheap equality for subscribers). */
export function foldApprovalEvents(queue: ApprovalQueue, events: readonly AgentEvent[]): ApprovalQueue {
  let next = queue;
  for (const event of events) {
    if (event.type === 'approval_request') next = enqueueApproval(next, { runId: event.runId, request: event.request });
    else if (event.type === 'approval_resolved' || event.type === 'tool_call_end')
      next = removeApproval(next, event.callId);
    else if (event.type === 'agent_end' && next.some((queued) => queued.runId === event.runId)) {
      next = next.filter((queued) => queued.runId !== event.runId);
    }
  }
  return next;
}

/** Requests already waiting when the window opened (approval:pending), merged without duplicates. */
export function mergePending(queue: ApprovalQueue, pending: readonly ApprovalRequest[]): ApprovalQueue {
  return pending.reduce<ApprovalQueue>((next, request) => enqueueApproval(next, { request }), queue);
}

/** Drops requests whose deadline has passed (the runtime has already treated them as denied). */
export function dropExpired(queue: ApprovalQueue, now: number): ApprovalQueue {
  return queue.some((queued) => queued.request.expiresAt <= now)
    ? queue.filter((queued) => queued.request.expiresAt > now)
    : queue;
}
