// Runs one hook command (settings `hooks.beforeToolCall` / `hooks.afterToolCall`) the way the shell tool runs a
// command: in the OS sandbox (bwrap: only the workspace writable, no network, the environment cleared to the shell's
// allowlist), with the call as JSON on stdin, its process group killed at `timeoutMs`. Only stdout is kept.
import { ensureWorkspace } from '../../../tools/workspace';
import { buildChildEnv } from '../../../tools/shell/child-env';
import { runProcess } from '../../../tools/shell/run-process';
import type { Sandbox } from '../../../tools/shell/sandbox';
import { defaultHookTimeoutMs, type Hook } from '../../shared/hooks-settings-schema';

export interface HookOutcome {
  exitCode: number | null;
  /** stdout, trimmed and cut to `maxHookOutputChars`. */
  output: string;
  timedOut: boolean;
  durationMs: number;
  spawnError?: string;
}

export const maxHookOutputChars = 2_000;

export interface HookRunnerDeps {
  sandbox: Sandbox;
  /** The environment the shell's allowlist copies from (never passed on whole). */
  sourceEnv: () => NodeJS.ProcessEnv;
  /** Folders the hook may read outside the workspace (`<data>/hooks`, for the person's hook scripts). */
  readable: () => readonly string[];
}

export async function runHook(
  hook: Hook,
  input: unknown,
  context: { workspace: string; signal?: AbortSignal },
  deps: HookRunnerDeps,
): Promise<HookOutcome> {
  await deps.sandbox.settled?.();
  const workspace = ensureWorkspace(context.workspace);
  const invocation = deps.sandbox.wrap({
    // stderr is dropped: the reason a before-hook gives is what it prints on stdout.
    command: `exec 2>/dev/null\n${hook.command}`,
    workspace,
    cwd: workspace,
    env: buildChildEnv(deps.sourceEnv(), deps.sandbox.childPaths(workspace)),
    network: false,
    readable: deps.readable(),
  });
  const outcome = await runProcess(invocation, {
    timeoutMs: hook.timeoutMs ?? defaultHookTimeoutMs,
    maxOutputBytes: 16 * 1024,
    stdin: `${JSON.stringify(input)}\n`,
    pipeGraceMs: 500,
    ...(context.signal ? { signal: context.signal } : {}),
  });
  const output = outcome.output.trim();
  return {
    exitCode: outcome.exitCode,
    output: output.length > maxHookOutputChars ? `${output.slice(0, maxHookOutputChars)}…` : output,
    timedOut: outcome.timedOut,
    durationMs: outcome.durationMs,
    ...(outcome.spawnError ? { spawnError: outcome.spawnError } : {}),
  };
}
