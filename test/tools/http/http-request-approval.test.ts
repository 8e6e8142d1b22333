// http_request in the approval gate: a `network` call asks in supervised mode, its request names the method and host
// and shows placeholders (never a value), and an always-allow rule scoped to a host covers that host only.
import { describe, expect, it } from 'vitest';
import { buildApprovalRequest, describeCallSafely } from '../../../electron/agent/approvals/approval-request';
import { evaluatePolicy } from '../../../electron/agent/approvals/policy';
import type { ApprovalRule } from '../../../electron/storage/approval-rules';
import { createHttpRequestTool } from '../../../tools/http/http-request-tool';

const tool = createHttpRequestTool({
  settings: () => ({ allowPrivateNetwork: false }),
  readSecret: () => Promise.reject(new Error('an approval must never read a secret')),
});

const hostRule: ApprovalRule = {
  id: 'rule-1',
  tool: 'http_request',
  match: { kind: 'host', value: 'api.github.com' },
  scope: 'forever',
  createdAt: 1,
};

function decide(url: string, rules: ApprovalRule[]) {
  const args = tool.parameters.parse({ method: 'PATCH', url, headers: { Authorization: 'token {{secret:gh}}' } });
  const facts = describeCallSafely(tool, args, '/tmp');
  const outcome = evaluatePolicy({ mode: 'supervised', tool: tool.name, risk: tool.risk, facts, rules, now: 2 });
  return { args, facts, outcome };
}

describe('http_request approvals', () => {
  it('asks in supervised mode, naming the method, the host and the secret by name only', () => {
    const { args, facts, outcome } = decide('https://api.github.com/repos/a/b', []);
    expect(tool.risk).toBe('network');
    expect(outcome).toMatchObject({ decision: 'ask' });
    const request = buildApprovalRequest({
      callId: 'c1',
      tool,
      args,
      argsHash: 'h',
      workspace: '/tmp',
      facts,
      expiresAt: 3,
    });
    expect(request).toMatchObject({
      host: 'api.github.com',
      notes: ['Sends a PATCH request to api.github.com.', 'Fills in the stored secret gh.'],
      // Beside the English, the codes the UI words them by (renderer/src/approval/approval-note-words.ts).
      noteCodes: [
        { code: 'httpRequest', params: { method: 'PATCH', host: 'api.github.com' } },
        { code: 'httpSecrets', params: { names: 'gh', count: '1' } },
      ],
      args: { headers: { Authorization: 'token {{secret:gh}}' } },
    });
  });

  it('a rule scoped to a host allows calls to it and asks for any other host', () => {
    expect(decide('https://api.github.com/user', [hostRule]).outcome).toMatchObject({ decision: 'allow', by: 'rule' });
    expect(decide('https://API.GitHub.com./user', [hostRule]).outcome).toMatchObject({ decision: 'allow' });
    expect(decide('https://evil.example/user', [hostRule]).outcome).toMatchObject({ decision: 'ask' });
    expect(decide('https://api.github.com.evil.example/', [hostRule]).outcome).toMatchObject({ decision: 'ask' });
  });
});
