// auditFromEvents keeps what the activity view explains: the rule id a decision names, the custom tool's version (from
// the approval request, else the runtime's lookup), what the run had read (approval_request.untrustedSources), and an
// untrusted result's source. Real audit writer, real file.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { auditFromEvents } from '../../../electron/agent/audit/audit-from-events';
import { createAuditLog } from '../../../electron/agent/audit/audit-log';
import type { AgentEvent, ApprovalRequest } from '../../../electron/shared/agent-events';
import { createTempDirs } from '../../support/temp-dir';

const temp = createTempDirs();
afterAll(() => temp.cleanup());

const request: ApprovalRequest = {
  callId: 'c2',
  tool: 'report',
  label: 'Report',
  risk: 'exec',
  args: {},
  argsHash: 'a'.repeat(64),
  customTool: { file: 'tools/report.mjs', version: 'v-asked', declaredRisk: 'exec', capabilities: [], trusted: true },
  expiresAt: 0,
  untrustedSources: [{ kind: 'web_page', label: 'garden.example/news' }],
};

describe('auditFromEvents: provenance and the rule', () => {
  it('records ruleId, toolVersion, untrustedSources, trust and source', () => {
    const file = join(temp.make('audit-provenance'), 'audit.jsonl');
    const consume = auditFromEvents(createAuditLog({ file }), {
      toolVersion: (name) => (name === 'report' ? 'v-now' : name === 'broken' ? raise() : undefined),
    });
    const start = (callId: string, name: string): AgentEvent => ({
      type: 'tool_call_start',
      runId: 'r',
      callId,
      name,
      label: name,
      args: {},
    });
    const end = (callId: string, name: string, extra: object = {}): AgentEvent => ({
      type: 'tool_call_end',
      runId: 'r',
      callId,
      name,
      ok: true,
      content: '',
      durationMs: 3,
      ...extra,
    });
    consume({ type: 'agent_start', runId: 'r', conversationId: 'conv', at: 0 });
    consume(start('c1', 'web_fetch'));
    consume(
      end('c1', 'web_fetch', {
        trust: 'untrusted',
        source: { kind: 'web_page', label: 'garden.example/news', links: ['https://garden.example/more'] },
        approval: { decision: 'allow', by: 'rule', asked: false, ruleId: 'rule-7', reason: 'Allowed by a rule.' },
      }),
    );
    consume(start('c2', 'report'));
    consume({ type: 'approval_request', runId: 'r', callId: 'c2', request });
    consume(end('c2', 'report', { approval: { decision: 'allow', by: 'user', asked: true } }));
    consume(start('c3', 'report'));
    consume(end('c3', 'report'));
    consume(start('c4', 'broken'));
    consume(end('c4', 'broken'));

    const lines = readFileSync(file, 'utf8')
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines[0]).toMatchObject({
      callId: 'c1',
      ruleId: 'rule-7',
      trust: 'untrusted',
      source: { kind: 'web_page', label: 'garden.example/news' },
    });
    expect(lines[0]!.source).not.toHaveProperty('links');
    expect(lines[0]).not.toHaveProperty('toolVersion');
    expect(lines[1]).toMatchObject({
      callId: 'c2',
      toolVersion: 'v-asked',
      untrustedSources: [{ kind: 'web_page', label: 'garden.example/news' }],
    });
    expect(lines[2]).toMatchObject({ callId: 'c3', toolVersion: 'v-now' });
    expect(lines[2]).not.toHaveProperty('untrustedSources');
    // A lookup that throws leaves the version out; the line is still written.
    expect(lines[3]).toMatchObject({ callId: 'c4', ok: true });
    expect(lines[3]).not.toHaveProperty('toolVersion');
  });
});

function raise(): never {
  throw new Error('the tools folder is being reloaded');
}
