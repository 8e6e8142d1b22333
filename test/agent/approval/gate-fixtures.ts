// Test helpers for the approval gate: small tools implementing the real contract, a scripted Prompter,
// and a harness wiring the real gate to a real SQLite rule store in a temp folder.
import { z } from 'zod';
import { createApprovalGate } from '../../../electron/agent/approvals/approval-gate';
import { argsHashOf } from '../../../electron/agent/approvals/args-hash';
import type {
  ApprovalGateDeps,
  GateCall,
  GateDecision,
  JobGrant,
} from '../../../electron/agent/approvals/approval-gate';
import type { ApprovalResponse, Prompter } from '../../../electron/agent/approvals/prompter';
import type { RunTaint } from '../../../electron/agent/approvals/run-taint';
import type { AgentEvent, ApprovalRequest } from '../../../electron/shared/agent-events';
import type { PolicyMode } from '../../../electron/shared/settings-schema';
import { createApprovalRuleStore } from '../../../electron/storage/approval-rules';
import { defineTool, ok } from '../../../tools/tool';
import type { AnyTool } from '../../../tools/tool';
import { openTempDb } from './temp-db';

const dangerousPatterns = [/\brm\s+-rf\s+\/(\s|$)/, /\bsudo\b/];

export const shellTool: AnyTool = defineTool({
  name: 'shell',
  label: 'Shell command',
  description: 'Runs a command',
  parameters: z.object({ command: z.string() }),
  risk: 'exec',
  describeCall: (args) => {
    const hit = dangerousPatterns.find((p) => p.test(args.command));
    return { matchValue: args.command, ...(hit ? { alwaysAsk: `dangerous pattern ${hit.source}` } : {}) };
  },
  execute: async (args) => ok(args.command),
});

export const readTool: AnyTool = defineTool({
  name: 'read_file',
  label: 'Read file',
  description: 'Reads a file',
  parameters: z.object({ path: z.string() }),
  risk: 'read',
  describeCall: (args, ctx) => ({ matchValue: `${ctx.workspace}/${args.path}` }),
  execute: async () => ok('contents'),
});

export const writeTool: AnyTool = defineTool({
  name: 'write_file',
  label: 'Write file',
  description: 'Writes a file',
  parameters: z.object({ path: z.string(), content: z.string() }),
  risk: 'write',
  describeCall: (args, ctx) => ({ matchValue: `${ctx.workspace}/${args.path}` }),
  execute: async () => ok('written'),
});

export const browserTool: AnyTool = defineTool({
  name: 'browser',
  label: 'Browser',
  description: 'Opens a page',
  parameters: z.object({ url: z.string() }),
  risk: 'network',
  describeCall: (args) => ({
    host: new URL(args.url).hostname,
    notes: [{ text: 'opens a real page', code: 'opensPage' }],
  }),
  execute: async () => ok('page'),
});

export type Script = (
  request: ApprovalRequest,
  signal: AbortSignal,
) => ApprovalResponse | 'hang' | Promise<ApprovalResponse>;

/** A Prompter that answers with the next scripted step, recording every request it is shown. */
export function scriptedPrompter(steps: Script[]): Prompter & { asked: ApprovalRequest[] } {
  const asked: ApprovalRequest[] = [];
  return {
    asked,
    ask(request, signal) {
      asked.push(request);
      const step = steps.shift();
      if (!step) return Promise.reject(new Error(`unexpected approval request for ${request.tool}`));
      const answer = step(request, signal);
      return answer === 'hang' ? new Promise<ApprovalResponse>(() => undefined) : Promise.resolve(answer);
    },
  };
}

export const allowOnce: Script = (r) => ({ decision: 'allow', argsHash: r.argsHash });
export const denyWith =
  (reason?: string): Script =>
  (r) => ({ decision: 'deny', argsHash: r.argsHash, ...(reason ? { reason } : {}) });

export interface GateHarness {
  mode: PolicyMode;
  clock: number;
  events: AgentEvent[];
  errors: Error[];
  rules: ReturnType<typeof createApprovalRuleStore>;
  gate: ReturnType<typeof createApprovalGate>;
  check(
    tool: AnyTool,
    args: unknown,
    options?: { conversationId?: string; runId?: string; signal?: AbortSignal; taint?: RunTaint },
  ): Promise<GateDecision>;
  cleanup(): void;
}

let callCounter = 0;

export function gateHarness(options: {
  prompter?: Prompter;
  grants?: JobGrant[];
  mode?: PolicyMode;
  timeoutMs?: number;
  limits?: { perRun: number; perHour: number };
  extra?: Partial<ApprovalGateDeps>;
}): GateHarness {
  const temp = openTempDb();
  const harness = {
    mode: options.mode ?? 'supervised',
    clock: 1_700_000_000_000,
    events: [] as AgentEvent[],
    errors: [] as Error[],
  } as GateHarness;
  harness.rules = createApprovalRuleStore(temp.db, { now: () => harness.clock });
  harness.gate = createApprovalGate({
    mode: () => harness.mode,
    rules: harness.rules,
    ...(options.prompter ? { prompter: options.prompter } : {}),
    ...(options.grants ? { grants: options.grants } : {}),
    timeoutMs: () => options.timeoutMs ?? 300_000,
    limits: () => options.limits ?? { perRun: 50, perHour: 500 },
    now: () => harness.clock,
    onError: (error) => harness.errors.push(error),
    ...options.extra,
  });
  harness.check = (tool, args, o = {}) => {
    callCounter += 1;
    const call: GateCall = {
      runId: o.runId ?? 'run-1',
      callId: `call-${callCounter}`,
      conversationId: o.conversationId ?? 'conv-1',
      tool,
      args,
      argsHash: argsHashOf(args),
      workspace: '/home/u/workspace',
      ...(o.taint ? { taint: o.taint } : {}),
    };
    return harness.gate.check(call, (e) => harness.events.push(e), o.signal ?? new AbortController().signal);
  };
  harness.cleanup = () => temp.cleanup();
  return harness;
}
