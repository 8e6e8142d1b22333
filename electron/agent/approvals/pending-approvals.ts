// Approvals answered from outside the process (the renderer over IPC, the e2e bridge): a Prompter whose requests wait
// here until `respond(callId, …)` arrives. The agent events carry each request to the window that started the run.
import type { ApprovalRequest } from '../../shared/agent-events';
import type { ApprovalResponse, Prompter } from './prompter';

export interface PendingApprovals {
  prompter: Prompter;
  /** Resolves a waiting request; false when no request with that id is waiting (answered, timed out or unknown). */
  respond(callId: string, response: ApprovalResponse): boolean;
  list(): ApprovalRequest[];
}

export function createPendingApprovals(): PendingApprovals {
  const waiting = new Map<string, { request: ApprovalRequest; resolve: (response: ApprovalResponse) => void }>();
  return {
    prompter: {
      ask(request, signal) {
        return new Promise<ApprovalResponse>((resolve) => {
          const settle = (response: ApprovalResponse) => {
            waiting.delete(request.callId);
            resolve(response);
          };
          waiting.set(request.callId, { request, resolve: settle });
          signal.addEventListener(
            'abort',
            () => settle({ decision: 'deny', argsHash: request.argsHash, reason: 'The request was withdrawn.' }),
            { once: true },
          );
        });
      },
    },
    respond(callId, response) {
      const entry = waiting.get(callId);
      if (!entry) return false;
      entry.resolve(response);
      return true;
    },
    list: () => [...waiting.values()].map((entry) => entry.request),
  };
}
