// Tool hooks (issue 42): every tool's execute wrapped so the person's `hooks.beforeToolCall` commands run before it (one
// exiting non-zero, or timing out, blocks the call: its stdout is the reason the model reads) and `hooks.afterToolCall`
// commands after it with the result (a failure is recorded, never fatal). Every hook run is an audit line (Activity).
import type { ToolEntry } from '../../../tools/registry';
import { fail, type AnyTool, type ToolContext, type ToolResult } from '../../../tools/tool';
import type { AuditLog } from '../../agent/audit/audit-log';
import type { Hook } from '../../shared/hooks-settings-schema';
import type { Settings } from '../../shared/settings-schema';
import { runHook, type HookOutcome, type HookRunnerDeps } from './hook-runner';

export type HookPhase = 'beforeToolCall' | 'afterToolCall';

export interface ToolHooksDeps {
  settings: () => Settings;
  runner: HookRunnerDeps;
  audit: Pick<AuditLog, 'record'>;
  /** Known secrets out of what a hook reads on stdin. */
  redact: (value: unknown) => unknown;
}

const appliesTo = (hook: Hook, tool: string) => hook.tools === undefined || hook.tools.includes(tool);

/** The activity line's tool name for a hook run: `hook:beforeToolCall`, `hook:afterToolCall`. */
export const hookActivityTool = (phase: HookPhase) => `hook:${phase}`;

function whyFailed(outcome: HookOutcome, hook: Hook): string | undefined {
  if (outcome.spawnError) return `the hook could not start: ${outcome.spawnError}`;
  if (outcome.timedOut) return `the hook timed out after ${hook.timeoutMs ?? 10_000} ms`;
  if (outcome.exitCode !== 0) return outcome.output || `the hook exited with ${outcome.exitCode ?? 'a signal'}`;
  return undefined;
}

export function createToolHooks(deps: ToolHooksDeps): { wrap: (entry: ToolEntry) => ToolEntry } {
  const run = async (phase: HookPhase, hook: Hook, tool: string, input: object, ctx: ToolContext) => {
    const outcome = await runHook(hook, deps.redact({ hook: phase, ...input }), ctx, deps.runner);
    const failure = whyFailed(outcome, hook);
    deps.audit.record({
      runId: ctx.runId ?? 'direct',
      ...(ctx.conversationId ? { conversationId: ctx.conversationId } : {}),
      callId: ctx.callId,
      tool: hookActivityTool(phase),
      args: { command: hook.command, tool },
      decision: phase === 'beforeToolCall' && failure !== undefined ? 'deny' : 'allow',
      ...(failure !== undefined ? { reason: failure } : outcome.output ? { reason: outcome.output } : {}),
      ok: failure === undefined,
      ...(outcome.timedOut ? { errorType: 'timeout' } : failure !== undefined ? { errorType: 'hook_failed' } : {}),
      latencyMs: outcome.durationMs,
    });
    return failure;
  };

  const withHooks = (tool: AnyTool): AnyTool => ({
    ...tool,
    execute: async (args, ctx) => {
      const { hooks } = deps.settings();
      const call = {
        tool: tool.name,
        arguments: args,
        conversationId: ctx.conversationId ?? null,
        callId: ctx.callId,
        runId: ctx.runId ?? null,
        workspace: ctx.workspace,
      };
      for (const hook of hooks.beforeToolCall.filter((entry) => appliesTo(entry, tool.name))) {
        const failure = await run('beforeToolCall', hook, tool.name, call, ctx);
        if (failure !== undefined) {
          return fail(`A hook blocked this ${tool.name} call: ${failure}`, 'blocked_by_hook');
        }
      }
      const result: ToolResult = await tool.execute(args, ctx);
      const after = hooks.afterToolCall.filter((entry) => appliesTo(entry, tool.name));
      const seen = {
        ok: result.ok,
        content: result.content,
        ...(result.errorType ? { errorType: result.errorType } : {}),
      };
      for (const hook of after) await run('afterToolCall', hook, tool.name, { ...call, result: seen }, ctx);
      return result;
    },
  });

  return { wrap: (entry) => ({ ...entry, tool: withHooks(entry.tool) }) };
}
