// auditFromEvents: the audit log consumes the agent event stream only: decisions (including allows by policy or rule,
// which ask nobody) come from the tool_call_end event. Real gate, real rule store, real files.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditFromEvents } from '../../../electron/agent/audit/audit-from-events';
import { createAuditLog } from '../../../electron/agent/audit/audit-log';
import type { AuditLog } from '../../../electron/agent/audit/audit-log';
import type { GateDecision } from '../../../electron/agent/approvals/approval-gate';
import { approvalResolvedEvent } from '../../../electron/agent/approvals/approval-events';
import { argsHashOf } from '../../../electron/agent/approvals/args-hash';
import type { AgentEvent } from '../../../electron/shared/agent-events';
import type { AnyTool } from '../../../tools/tool';
import { denyWith, gateHarness, readTool, scriptedPrompter, shellTool } from './gate-fixtures';
import type { GateHarness } from './gate-fixtures';

let dir: string;
let h: GateHarness;
let audit: AuditLog;
let consume: (e: AgentEvent) => void;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'hearth-audit-events-'));
  audit = createAuditLog({ file: join(dir, 'audit.jsonl'), knownSecrets: () => ['hunter2-canary'] });
  consume = auditFromEvents(audit);
  h = gateHarness({ prompter: scriptedPrompter([denyWith('no')]) });
});
afterEach(() => {
  h.cleanup();
  rmSync(dir, { recursive: true, force: true });
});

const read = (): Record<string, unknown>[] =>
  readFileSync(audit.file, 'utf8')
    .trimEnd()
    .split('\n')
    .map((l) => JSON.parse(l) as Record<string, unknown>);

/** A minimal stand-in for the loop's part: start, gate (approval_resolved when asked or denied), end. */
async function runCall(callId: string, tool: AnyTool, args: unknown): Promise<GateDecision> {
  consume({
    type: 'tool_call_start',
    runId: 'run-1',
    callId,
    name: tool.name,
    label: tool.label,
    risk: tool.risk,
    args,
  });
  const decision = await h.gate.check(
    { runId: 'run-1', callId, conversationId: 'conv-9', tool, args, argsHash: argsHashOf(args), workspace: '/w' },
    consume,
    new AbortController().signal,
  );
  if (decision.asked || decision.decision === 'deny') consume(approvalResolvedEvent('run-1', callId, decision));
  const ok = decision.decision === 'allow';
  const approval = {
    decision: decision.decision,
    by: decision.by,
    asked: decision.asked,
    argsHash: decision.argsHash,
    ...(decision.reason ? { reason: decision.reason } : {}),
    ...(decision.reasonCode ? { reasonCode: decision.reasonCode } : {}),
  };
  consume({
    type: 'tool_call_end',
    runId: 'run-1',
    callId,
    name: tool.name,
    ok,
    content: ok ? 'done' : (decision.reason ?? ''),
    ...(ok ? {} : { errorType: 'denied' }),
    durationMs: 7,
    approval,
  });
  return decision;
}

describe('auditFromEvents', () => {
  it('writes one line per call with decision, who decided, result and latency', async () => {
    consume({ type: 'agent_start', runId: 'run-1', conversationId: 'conv-9', at: 0 });
    await runCall('c1', readTool, { path: 'notes.txt' });
    await runCall('c2', shellTool, { command: 'echo hunter2-canary' });
    consume({
      type: 'tool_call_end',
      runId: 'run-1',
      callId: 'c3',
      name: 'nope',
      ok: false,
      content: 'Unknown tool',
      errorType: 'unknown_tool',
      durationMs: 0,
    });
    consume({
      type: 'tool_call_start',
      runId: 'run-1',
      callId: 'c4',
      name: 'read_file',
      label: 'Read file',
      args: { path: 'x' },
    });
    consume({ type: 'agent_end', runId: 'run-1', reason: 'aborted' });

    const [first, second, third, fourth, ...rest] = read();
    expect(rest).toEqual([]);
    expect(first).toMatchObject({
      runId: 'run-1',
      conversationId: 'conv-9',
      callId: 'c1',
      tool: 'read_file',
      args: { path: 'notes.txt' },
      decision: 'allow',
      by: 'policy',
      reasonCode: { code: 'readTool' },
      asked: false,
      ok: true,
      latencyMs: 7,
    });
    expect(typeof first?.argsHash).toBe('string');
    expect(second).toMatchObject({
      callId: 'c2',
      tool: 'shell',
      args: { command: 'echo [REDACTED]' },
      decision: 'deny',
      by: 'user',
      reason: 'The user denied this tool call. Reason: no',
      reasonCode: { code: 'userDenied', params: { said: 'no' } },
      asked: true,
      ok: false,
      errorType: 'denied',
    });
    expect(third).toMatchObject({ callId: 'c3', tool: 'nope', decision: null, ok: false, errorType: 'unknown_tool' });
    expect(fourth).toMatchObject({ callId: 'c4', tool: 'read_file', decision: null, ok: null, errorType: 'no_result' });
    expect(readFileSync(audit.file, 'utf8')).not.toContain('hunter2-canary');
  });

  it('records rule-allowed calls with by: rule, read from the event', async () => {
    h.rules.add({ tool: 'shell', match: { kind: 'prefix', value: 'ls' }, scope: 'forever' });
    consume({ type: 'agent_start', runId: 'run-1', conversationId: 'conv-9', at: 0 });
    await runCall('c1', shellTool, { command: 'ls -la' });
    expect(read()).toMatchObject([{ callId: 'c1', decision: 'allow', by: 'rule', ok: true, conversationId: 'conv-9' }]);
    // The rule as values, for Settings → Activity to word in the UI's language.
    expect(read()[0]?.reasonCode).toEqual({
      code: 'ruleAllowed',
      params: { tool: 'shell', match: 'prefix', value: 'ls', scope: 'forever' },
    });
  });
});
