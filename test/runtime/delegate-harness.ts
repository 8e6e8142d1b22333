// Test helpers for `delegate` (issue 39) over the real runtime and the fake model: each agent of a run tree — the
// person's run ("parent") and each sub-agent (keyed by its task) — gets its own script, whatever order requests come in.
import type { Prompter, ApprovalResponse } from '../../electron/agent/approvals/prompter';
import type { AgentEvent, ApprovalRequest } from '../../electron/shared/agent-events';
import type { FakeLlmServer, RecordedRequest, ScriptStep } from '../support/fake-llm-server';

export const PARENT = 'parent';

/** The agent a request comes from: a sub-agent's system prompt says so and its one user message is its task. */
export function agentOf(request: RecordedRequest): string {
  const system = String(request.messages.find((m: { role: string }) => m.role === 'system')?.content ?? '');
  if (!system.includes('You are a sub-agent')) return PARENT;
  return String(request.messages.find((m: { role: string }) => m.role === 'user')?.content ?? '');
}

/** Scripts every agent by name; a request with nothing left in its plan gets a plain "done" answer. */
export function scriptAgents(server: FakeLlmServer, plans: Record<string, ScriptStep[]>, requests = 40): void {
  const handle = (request: RecordedRequest): ScriptStep =>
    plans[agentOf(request)]?.shift() ?? { kind: 'text', text: `done (${agentOf(request)})` };
  server.script(...Array.from({ length: requests }, () => ({ kind: 'handler' as const, handle })));
}

export const delegateCall = (task: string, tools: string[], extra: { maxTurns?: number; id?: string } = {}) => ({
  ...(extra.id ? { id: extra.id } : {}),
  name: 'delegate',
  arguments: { task, tools, ...(extra.maxTurns !== undefined ? { maxTurns: extra.maxTurns } : {}) },
});

/** A person who allows everything and keeps what they were asked. */
export function allowingPerson(answer: Partial<ApprovalResponse> = {}): Prompter & { asked: ApprovalRequest[] } {
  const asked: ApprovalRequest[] = [];
  return {
    asked,
    ask: async (request) => {
      asked.push(request);
      return { decision: 'allow', argsHash: request.argsHash, ...answer };
    },
  };
}

/** The tool names a request offered the model. */
export const offeredTools = (request: RecordedRequest): string[] =>
  request.tools.map((tool: { function: { name: string } }) => tool.function.name).sort();

/** The tool results the parent model read (its last request's tool messages). */
export function parentToolResults(server: FakeLlmServer): string[] {
  const last = server.requests.filter((request) => request.messages.length > 0 && agentOf(request) === PARENT).at(-1);
  return (last?.messages ?? [])
    .filter((m: { role: string }) => m.role === 'tool')
    .map((m: { content: string }) => m.content);
}

export const subRunEvents = (events: readonly AgentEvent[]) =>
  events.filter((event) => event.parentRunId !== undefined);
