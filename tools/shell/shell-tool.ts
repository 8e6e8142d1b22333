// The `shell` tool: runs `sh -c` in the workspace inside the selected OS sandbox, with an allowlisted environment,
// a tree-killing timeout, live output and a capped tail. Dangerous commands and sandbox-less runs always ask.
import { statSync } from 'node:fs';
import { z } from 'zod';
import { scanCodeRunning } from '../code-running-scan';
import { sweepCodeRunning } from '../code-running-sweep';
import { homeSizedRefusal } from '../home-sized-workspace';
import { defineTool, fail, ok, type AnyTool, type ApprovalFacts, type ToolResult } from '../tool';
import type { TrustedFolders } from '../files/file-source';
import { ensureWorkspace, resolveInWorkspace } from '../workspace';
import { buildChildEnv } from './child-env';
import { shellAlwaysAsk } from './shell-always-ask';
import { truncationMarker } from './output-tail';
import { runProcess, type ProcessOutcome } from './run-process';
import { markShellOutput } from './shell-output-source';
import type { Sandbox, SandboxKind } from './sandbox';
import { createUpdateThrottle } from './update-throttle';
import type { ShellStaging } from './overlay-staging';
import { approvalNotes } from '../approval-notes';

export const maxShellTimeoutMs = 600_000;

/** The `tools.shell` settings block, read fresh on every call. */
export interface ShellSettings {
  network: boolean;
  timeoutMs: number;
  maxOutputBytes: number;
}

export interface ShellToolDeps {
  /** From selectSandbox() at startup (or pending-sandbox.ts while its self-test runs). The data folder is protected there. */
  sandbox: Sandbox;
  settings: () => ShellSettings;
  /** The environment the allowlist copies from (PATH, LANG…). Defaults to process.env; never passed on whole. */
  sourceEnv?: () => NodeJS.ProcessEnv;
  /** Folders the person trusts (setting `trust.folders`): output of commands in a workspace inside one is trusted. */
  trustedFolders?: TrustedFolders;
  /** Undo for what a call changes in the workspace (overlay-staging.ts); absent: calls write directly. */
  staging?: ShellStaging;
  /** The person's home folder: a home-sized workspace (one set before it was refused) runs no command. */
  homeDir?: string;
}

/** What undo holds for the call's run: the run's changed-file count, or why this call could not be kept. */
export type ShellUndoFacts = { runId: string; files: number; dropped?: string[] } | { unavailable: string };

export interface ShellResultDetails {
  command: string;
  cwd: string;
  exitCode: number | null;
  signal: string | null;
  durationMs: number;
  timedOut: boolean;
  aborted: boolean;
  totalBytes: number;
  truncatedBytes: number;
  sandbox: SandboxKind;
  network: boolean;
  /** The kept tail of stdout and stderr, interleaved. */
  output: string;
  undo?: ShellUndoFacts;
  /** Files that run code later which the command changed and Hearth put back (absent when none). */
  putBack?: string[];
}

const shellParameters = z.lazy(() =>
  z.object({
    command: z.string().min(1).describe('The command line, run with `sh -c` in the workspace.'),
    timeoutMs: z
      .number()
      .int()
      .min(1)
      .max(maxShellTimeoutMs)
      .optional()
      .describe('Timeout in milliseconds (default from settings, at most 600000).'),
    cwd: z.string().optional().describe('Working directory relative to the workspace (default: the workspace itself).'),
  }),
);

/** Why a call must always ask, whatever the mode and rules say (English only); null when the normal policy applies. */
export function shellAlwaysAskReason(
  command: string,
  sandbox: Sandbox,
  workspace?: string,
  cwd?: string,
): string | null {
  return shellAlwaysAsk(command, sandbox, workspace, cwd)?.alwaysAsk ?? null;
}

function statusLine(outcome: ProcessOutcome, timeoutMs: number): string {
  if (outcome.spawnError) return `[could not start the command: ${outcome.spawnError}]`;
  if (outcome.aborted) return '[aborted; the process tree was killed]';
  if (outcome.timedOut) return `[timed out after ${timeoutMs} ms; the process tree was killed]`;
  if (outcome.exitCode === 0) return '';
  return outcome.exitCode !== null ? `[exit code ${outcome.exitCode}]` : `[killed by ${outcome.signal}]`;
}

function toResult(outcome: ProcessOutcome, details: ShellResultDetails, timeoutMs: number): ToolResult {
  const marker = outcome.truncatedBytes > 0 ? `${truncationMarker(outcome.truncatedBytes)}\n` : '';
  const putBack = details.putBack?.length
    ? `[files that run code later are read-only; Hearth put back: ${details.putBack.join('; ')}]`
    : '';
  const status = [statusLine(outcome, timeoutMs), putBack].filter((line) => line !== '').join('\n');
  const body = outcome.output === '' && marker === '' ? '(no output)' : `${marker}${outcome.output}`;
  const content = status ? `${body}${body.endsWith('\n') ? '' : '\n'}${status}` : body;
  if (outcome.spawnError) return fail(content, 'spawn_failed', { details });
  if (outcome.aborted) return fail(content, 'aborted', { details });
  if (outcome.timedOut) return fail(content, 'timeout', { details });
  if (outcome.exitCode !== 0) return fail(content, 'exit_code', { details });
  return ok(content, { details });
}

function undoFacts(
  staged: Awaited<ReturnType<ShellStaging['begin']>> | null,
  runId: string | undefined,
): ShellUndoFacts | null {
  if (staged === null || runId === undefined) return null;
  if (!('invocation' in staged)) return staged;
  try {
    const applied = staged.finish();
    if ('unavailable' in applied) return applied;
    return { runId, files: applied.files, ...(applied.notes.length > 0 ? { dropped: applied.notes } : {}) };
  } catch (error) {
    return { unavailable: `the staged changes could not all be applied (${(error as Error).message})` };
  }
}

export function createShellTool(deps: ShellToolDeps): AnyTool {
  const sourceEnv = deps.sourceEnv ?? (() => process.env);
  return defineTool({
    name: 'shell',
    label: 'Shell',
    description:
      'Run a shell command (sh -c) in the workspace folder and return its combined stdout and stderr. ' +
      'It runs in a sandbox: only the workspace is writable, the home folder is the workspace, /tmp is private, ' +
      'the network is off unless the user enabled it, and long output keeps only its end.',
    parameters: shellParameters,
    risk: 'exec',
    availability: () => ({
      available: true,
      reason: deps.sandbox.describe(),
      ...(deps.sandbox.kind === 'none' ? {} : { code: 'sandboxNamed', params: { name: deps.sandbox.kind } }),
    }),
    // A sandbox still being tested says "none" and wraps nothing: every call waits for its verdict first.
    prepare: async () => {
      await deps.sandbox.settled?.();
    },
    describeCall: (args, ctx): ApprovalFacts => {
      const alwaysAsk = shellAlwaysAsk(args.command, deps.sandbox, ctx.workspace, args.cwd);
      const notes = [
        approvalNotes.workspace(ctx.workspace),
        approvalNotes.sandbox(deps.sandbox.kind, deps.sandbox.describe()),
        approvalNotes.network(deps.settings().network),
      ];
      if (args.cwd) notes.push(approvalNotes.workingDirectory(args.cwd));
      return { matchValue: args.command, notes, ...alwaysAsk };
    },
    execute: async (args, ctx) => {
      await deps.sandbox.settled?.();
      let workspace: string;
      try {
        workspace = ensureWorkspace(ctx.workspace);
      } catch (error) {
        return fail(`Cannot use the workspace folder ${ctx.workspace}: ${(error as Error).message}`, 'workspace');
      }
      const homeSized = deps.homeDir ? homeSizedRefusal(workspace, deps.homeDir) : null;
      if (homeSized) return fail(homeSized, 'workspace');
      const cwd = resolveInWorkspace(workspace, args.cwd ?? '.');
      if (!cwd.ok) return fail(cwd.error, 'invalid_args');
      if (!statSync(cwd.absolute, { throwIfNoEntry: false })?.isDirectory()) {
        return fail(`Working directory "${args.cwd}" does not exist in the workspace.`, 'invalid_args');
      }
      const settings = deps.settings();
      const timeoutMs = Math.min(args.timeoutMs ?? settings.timeoutMs, maxShellTimeoutMs);
      const env = buildChildEnv(sourceEnv(), deps.sandbox.childPaths(workspace));
      // Files that run code later: bound read-only where the sandbox can, and put back after the command regardless.
      const codeRunning = scanCodeRunning(workspace);
      const invocation = deps.sandbox.wrap({
        command: args.command,
        workspace,
        cwd: cwd.absolute,
        env,
        network: settings.network,
        readOnly: codeRunning.readOnly,
      });
      const staged =
        deps.staging && deps.sandbox.kind === 'bwrap' && ctx.runId
          ? await deps.staging.begin(ctx.runId, workspace, invocation)
          : null;
      const updates = createUpdateThrottle(ctx.onUpdate);
      const outcome = await runProcess(staged && 'invocation' in staged ? staged.invocation : invocation, {
        timeoutMs,
        maxOutputBytes: settings.maxOutputBytes,
        signal: ctx.signal,
        onOutput: updates.push,
      });
      updates.flush();
      const undo = undoFacts(staged, ctx.runId);
      const putBack = sweepCodeRunning(codeRunning);
      const details: ShellResultDetails = {
        command: args.command,
        cwd: cwd.relative,
        exitCode: outcome.exitCode,
        signal: outcome.signal,
        durationMs: outcome.durationMs,
        timedOut: outcome.timedOut,
        aborted: outcome.aborted,
        totalBytes: outcome.totalBytes,
        truncatedBytes: outcome.truncatedBytes,
        sandbox: deps.sandbox.kind,
        network: settings.network,
        output: outcome.output,
        ...(undo ? { undo } : {}),
        ...(putBack.length > 0 ? { putBack } : {}),
      };
      const result = toResult(outcome, details, timeoutMs);
      if (undo && 'unavailable' in undo) result.content += `\n[undo unavailable for this call: ${undo.unavailable}]`;
      else if (undo?.dropped) result.content += `\n[${undo.dropped.join(' ')}]`;
      return markShellOutput(result, {
        command: args.command,
        output: outcome.output,
        workspace,
        trustedFolders: deps.trustedFolders,
      });
    },
  });
}
