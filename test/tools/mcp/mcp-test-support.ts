// Shared pieces for the MCP tests: where the real servers live (server-everything from npm, our drift fixture), a
// scripted Prompter that records what it was asked, and polling for a server state with a clear failure message.
import path from 'node:path';
import type { ApprovalResponse, Prompter } from '../../../electron/agent/approvals/prompter';
import type { ApprovalRequest } from '../../../electron/shared/agent-events';

export const everythingServer = path.resolve('node_modules/@modelcontextprotocol/server-everything/dist/index.js');
export const driftServer = path.resolve('test/tools/mcp/fixtures/drift-server.mjs');

export interface RecordingPrompter extends Prompter {
  asked: ApprovalRequest[];
}

/** Answers every request with `decision` (allow by default), bound to the request's argsHash. */
export function recordingPrompter(decision: ApprovalResponse['decision'] = 'allow'): RecordingPrompter {
  const asked: ApprovalRequest[] = [];
  return {
    asked,
    ask: async (request) => {
      asked.push(request);
      return { decision, argsHash: request.argsHash };
    },
  };
}

/** True while a process with this id exists. */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
