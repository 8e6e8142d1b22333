// Feeds the audit log from the agent event stream (the same stream the UI and CLI consume): one line per call,
// written at tool_call_end from that call's tool_call_start and the decision tool_call_end carries.
import type { AgentEvent, AgentEventOf } from '../../shared/agent-events';
import type { AuditEntry, AuditLog } from './audit-log';

interface PendingCall {
  start?: AgentEventOf<'tool_call_start'>;
  resolved?: AgentEventOf<'approval_resolved'>;
}

type Approval = AgentEventOf<'tool_call_end'>['approval'];

export function auditFromEvents(audit: AuditLog): (event: AgentEvent) => void {
  const conversations = new Map<string, string>();
  const pending = new Map<string, PendingCall>();
  const key = (runId: string, callId: string): string => `${runId}\u0000${callId}`;
  const entryFor = (runId: string, callId: string): PendingCall => {
    const existing = pending.get(key(runId, callId));
    if (existing) return existing;
    const created: PendingCall = {};
    pending.set(key(runId, callId), created);
    return created;
  };

  const build = (runId: string, callId: string, tool: string, call: PendingCall, note?: Approval): AuditEntry => {
    const resolved = call.resolved;
    const conversationId = conversations.get(runId);
    return {
      runId,
      ...(conversationId !== undefined ? { conversationId } : {}),
      callId,
      tool,
      args: call.start?.args,
      decision: resolved?.decision ?? note?.decision ?? null,
      ...optional('by', resolved?.by ?? note?.by),
      ...optional('reason', resolved?.reason ?? note?.reason),
      ...optional('asked', note?.asked),
      ...optional('argsHash', note?.argsHash),
      ok: null,
    };
  };

  return (event) => {
    switch (event.type) {
      case 'agent_start':
        conversations.set(event.runId, event.conversationId);
        break;
      case 'tool_call_start':
        entryFor(event.runId, event.callId).start = event;
        break;
      case 'approval_resolved':
        entryFor(event.runId, event.callId).resolved = event;
        break;
      case 'tool_call_end': {
        const call = pending.get(key(event.runId, event.callId)) ?? {};
        pending.delete(key(event.runId, event.callId));
        const entry = build(event.runId, event.callId, event.name, call, event.approval);
        // A call that ran to a successful result was allowed, even when nothing recorded how.
        if (entry.decision === null && event.ok) entry.decision = 'allow';
        audit.record({
          ...entry,
          ok: event.ok,
          ...optional('errorType', event.errorType),
          latencyMs: event.durationMs,
        });
        break;
      }
      case 'agent_end':
        for (const [callKey, call] of pending) {
          if (!callKey.startsWith(`${event.runId}\u0000`)) continue;
          pending.delete(callKey);
          const callId = callKey.slice(event.runId.length + 1);
          audit.record({ ...build(event.runId, callId, call.start?.name ?? 'unknown', call), errorType: 'no_result' });
        }
        conversations.delete(event.runId);
        break;
      default:
        break;
    }
  };
}

function optional<K extends string, V>(name: K, value: V | undefined): Partial<Record<K, V>> {
  return value === undefined ? {} : ({ [name]: value } as Record<K, V>);
}
