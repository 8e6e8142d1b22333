// Runs one tool directly, without the model (CLI `tool NAME JSON`, REPL `/tool`): the same checks, approval gate,
// events and audit as a model's call, and the full result (not the model's capped copy).
import { createRunAsker } from '../approvals/ask-user-channel';
import type { Prompter } from '../approvals/prompter';
import { nodeCrypto } from '../../../tools/lazy-builtins';
import type { AnyTool, ToolImage } from '../../../tools/tool';
import type { AgentEvent } from '../../shared/agent-events';
import type { ToolCallGate } from '../approvals/approval-gate';
import { executeToolCalls } from './tool-execution';
import type { RunTaint } from '../approvals/run-taint';
import { internalError, runEvents } from './run-events';

export interface DirectToolResult {
  /** The direct call's own run (what `hearth undo` takes); absent when the tool was not available at all. */
  runId?: string;
  ok: boolean;
  content: string;
  details?: unknown;
  images?: ToolImage[];
  errorType?: string;
}

export interface DirectToolCallDeps {
  tools: readonly AnyTool[];
  /** Tools that exist but are off or unavailable, with the reason (so the error can say why). */
  unavailable: ReadonlyMap<string, string>;
  gate: ToolCallGate;
  workspace: string;
  signal: AbortSignal;
  emit: (event: AgentEvent) => void;
  /** Conversation-scoped approval rules apply to this id. */
  conversationId: string;
  /** When someone can answer: tools that ask (an MCP server's request for input) ask through this prompter. */
  questions?: { prompter: Prompter; timeoutMs: () => number };
  /** What asked for the call, when a third party could have written it (an MCP App's view): the call runs tainted. */
  taint?: RunTaint;
}

/** A size no real tool result reaches: direct calls show everything the tool returned. */
const uncapped = Number.MAX_SAFE_INTEGER;

export async function callToolDirectly(
  name: string,
  argumentsJson: string,
  deps: DirectToolCallDeps,
): Promise<DirectToolResult> {
  const off = deps.unavailable.get(name);
  if (off !== undefined && !deps.tools.some((tool) => tool.name === name)) {
    return { ok: false, content: `The tool '${name}' is not available: ${off}`, errorType: 'unavailable' };
  }
  let end: Extract<AgentEvent, { type: 'tool_call_end' }> | undefined;
  const runId = `direct-${nodeCrypto().randomUUID()}`;
  const emit = (event: AgentEvent): void => {
    if (event.type === 'tool_call_end') end = event;
    deps.emit(event);
  };
  // A direct call is a run of its own on the one event stream (the audit log reads its conversation from agent_start).
  const run = runEvents(emit, { runId, conversationId: deps.conversationId });
  run.start();
  const [executed] = await executeToolCalls(
    [{ id: `call_${nodeCrypto().randomUUID()}`, name, arguments: argumentsJson }],
    {
      runId,
      conversationId: deps.conversationId,
      workspace: deps.workspace,
      background: false,
      signal: deps.signal,
      emit,
      gate: deps.gate,
      ...(deps.taint ? { taint: deps.taint } : {}),
      ...(deps.questions
        ? {
            ask: createRunAsker({
              runId,
              prompter: deps.questions.prompter,
              emit,
              timeoutMs: deps.questions.timeoutMs,
            }),
          }
        : {}),
      tools: new Map(deps.tools.map((tool) => [tool.name, tool])),
      toolResultMaxBytes: uncapped,
      now: Date.now,
    },
  ).catch((error: unknown) => {
    // Programmer errors only (tool failures are data): the run still ends on the stream before the error goes on.
    run.end({ reason: 'error', error: internalError(error) });
    throw error;
  });
  run.end({ reason: deps.signal.aborted ? 'aborted' : 'done' });
  return {
    runId,
    ok: executed?.ok ?? false,
    content: executed?.content ?? 'The tool did not run.',
    ...(end?.details !== undefined ? { details: end.details } : {}),
    ...(end?.images ? { images: end.images } : {}),
    ...(executed?.errorType !== undefined ? { errorType: executed.errorType } : {}),
  };
}
