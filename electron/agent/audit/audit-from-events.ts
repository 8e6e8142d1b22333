// Feeds the audit log from the agent event stream (the same stream the UI and CLI consume): one line per call,
// written at tool_call_end from that call's tool_call_start, its approval_request (what the run had read) and the
// decision and provenance tool_call_end carries.
import type { AgentEvent, AgentEventOf } from '../../shared/agent-events';
import type { AuditEntry, AuditLog } from './audit-log';

interface PendingCall {
  start?: AgentEventOf<'tool_call_start'>;
  request?: AgentEventOf<'approval_request'>['request'];
  resolved?: AgentEventOf<'approval_resolved'>;
  /** The custom tool's version when the call started (absent for built-in and MCP tools). */
  toolVersion?: string;
}

export interface AuditFromEventsOptions {
  /** The version (content hash) of a custom tool by name, read when its call starts; undefined for other tools. */
  toolVersion?: (tool: string) => string | undefined;
}

type Approval = AgentEventOf<'tool_call_end'>['approval'];

export function auditFromEvents(audit: AuditLog, options: AuditFromEventsOptions = {}): (event: AgentEvent) => void {
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
      ...optional('reasonCode', resolved ? resolved.reasonCode : note?.reasonCode),
      ...optional('asked', note?.asked),
      ...optional('argsHash', note?.argsHash),
      ...optional('ruleId', note?.ruleId),
      ...optional('toolVersion', call.request?.customTool?.version ?? call.toolVersion),
      ...optional('untrustedSources', call.request?.untrustedSources),
      ok: null,
    };
  };

  return (event) => {
    switch (event.type) {
      case 'agent_start':
        conversations.set(event.runId, event.conversationId);
        break;
      case 'tool_call_start': {
        const call = entryFor(event.runId, event.callId);
        call.start = event;
        call.toolVersion = readToolVersion(options, event.name);
        break;
      }
      case 'approval_request':
        if (!event.request.question) entryFor(event.runId, event.callId).request = event.request;
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
          ...optional('trust', event.trust),
          ...optional('source', event.source && { kind: event.source.kind, label: event.source.label }),
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

/** A lookup that fails leaves the version out; the audit line is still written. */
function readToolVersion(options: AuditFromEventsOptions, tool: string): string | undefined {
  try {
    return options.toolVersion?.(tool);
  } catch {
    return undefined;
  }
}

function optional<K extends string, V>(name: K, value: V | undefined): Partial<Record<K, V>> {
  return value === undefined ? {} : ({ [name]: value } as Record<K, V>);
}
