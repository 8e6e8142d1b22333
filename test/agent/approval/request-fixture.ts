// Test helper: an ApprovalRequest as the gate builds it, for prompter tests.
import type { ApprovalRequest } from '../../../electron/shared/agent-events';

export function sampleRequest(callId = 'call-1', argsHash = 'h1'): ApprovalRequest {
  return {
    callId,
    tool: 'shell',
    label: 'Shell',
    risk: 'exec',
    args: { command: 'ls' },
    argsHash,
    expiresAt: Date.now() + 60_000,
  };
}
