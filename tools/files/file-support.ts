// Shared pieces of the workspace file tools: limits, resolving a user path inside the workspace (and outside Hearth's
// own data folder), binary detection.
import { realpathSync } from 'node:fs';
import { approvalNotes } from '../approval-notes';
import { alwaysAskReasons } from '../always-ask-reasons';
import { codeRunningChangeReason } from '../code-running-paths';
import { codeRunningPathKind } from '../code-running-scan';
import { createDataFolderGuard, type DataFolderGuard } from '../data-folder-guard';
import { homeSizedRefusal } from '../home-sized-workspace';
import { instructionsChangeReason, namesProjectInstructions } from '../project-instructions-files';
import { ensureWorkspace, describeWorkspacePath, resolveInWorkspace } from '../workspace';
import type { ApprovalFacts, ToolContext } from '../tool';
import type { Result } from '../../electron/shared/result';
import type { FileChangeJournal, RunUndoFacts } from '../undo/file-change-journal';

export interface FileLimits {
  /** read_file: the most text one call returns. */
  maxReadBytes: number;
  /** read_file: the most lines one call returns. */
  maxReadLines: number;
  /** write_file / edit_file: the largest file they produce. */
  maxWriteBytes: number;
  /** list_dir / find_files: the most entries returned. */
  maxListEntries: number;
  /** find_files / search_files: the most directory entries visited. */
  maxVisitedEntries: number;
  /** search_files: the most matching lines returned, the largest file searched, the time budget. */
  maxSearchMatches: number;
  maxSearchFileBytes: number;
  searchTimeoutMs: number;
}

export const defaultFileLimits: FileLimits = {
  maxReadBytes: 256 * 1024,
  maxReadLines: 2_000,
  maxWriteBytes: 10 * 1024 * 1024,
  maxListEntries: 1_000,
  maxVisitedEntries: 200_000,
  maxSearchMatches: 200,
  maxSearchFileBytes: 2 * 1024 * 1024,
  searchTimeoutMs: 10_000,
};

export interface FileToolDeps {
  /** Hearth's data folder: no file tool may read, change or list anything in it (the default workspace excepted). */
  dataDir: string;
  /** Overrides of defaultFileLimits (tests use small ones). */
  limits?: Partial<FileLimits>;
  /** Undo: keeps what write_file and edit_file replace, per run (tools/undo/file-change-journal.ts). Absent: none. */
  undo?: FileChangeJournal;
  /** Folders whose files the person trusts (`trust.folders`): what is read there carries no source. Default: none. */
  trustedFolders?: () => readonly string[];
  /** The person's home folder: a workspace that is it, holds it, or is `/` is refused for changes (home-sized-workspace.ts). */
  homeDir?: string;
}

export function limitsOf(deps: FileToolDeps): FileLimits {
  return { ...defaultFileLimits, ...deps.limits };
}

/** What each file tool is built with: its limits and the data folder guard. */
export interface FileToolKit {
  limits: FileLimits;
  guard: DataFolderGuard;
  homeDir?: string;
}

export function fileToolKit(deps: FileToolDeps): FileToolKit {
  return {
    limits: limitsOf(deps),
    guard: createDataFolderGuard(deps.dataDir),
    ...(deps.homeDir ? { homeDir: deps.homeDir } : {}),
  };
}

export type ResolvedPath = Result<{ workspace: string; absolute: string; relative: string }>;

/**
 * Creates the workspace on first use, then confines `userPath` to it (realpath, symlinks followed) and keeps it out of
 * Hearth's data folder.
 */
export function resolveForTool(
  ctx: Pick<ToolContext, 'workspace'>,
  userPath: string,
  guard: DataFolderGuard,
): ResolvedPath {
  let workspace: string;
  try {
    workspace = ensureWorkspace(ctx.workspace);
  } catch (error) {
    return { ok: false, error: `Cannot use the workspace folder ${ctx.workspace}: ${(error as Error).message}` };
  }
  const resolved = resolveInWorkspace(workspace, userPath);
  if (!resolved.ok) return resolved;
  const refused = guard.check(resolved.absolute, workspace, userPath.trim() === '' ? '.' : userPath);
  return refused ? { ok: false, error: refused } : { ...resolved, workspace };
}

/** As resolveForTool, for a tool that changes the file: refused in a home-sized workspace (one set before it was refused). */
export function resolveForChange(
  ctx: Pick<ToolContext, 'workspace'>,
  userPath: string,
  kit: FileToolKit,
): ResolvedPath {
  const resolved = resolveForTool(ctx, userPath, kit.guard);
  if (!resolved.ok || !kit.homeDir) return resolved;
  const refusal = homeSizedRefusal(resolved.workspace, kit.homeDir);
  return refusal ? { ok: false, error: refusal } : resolved;
}

/**
 * Approval facts for a file tool: the workspace-relative path (rules match it as a prefix) and the workspace, plus a
 * warning when the call will be refused because the path is inside Hearth's data folder.
 */
export function describeFileCall(
  userPath: string,
  ctx: Pick<ToolContext, 'workspace'>,
  guard: DataFolderGuard,
): ApprovalFacts {
  const notes = [approvalNotes.workspace(ctx.workspace)];
  const resolved = resolveInWorkspace(ctx.workspace, userPath);
  const refused = resolved.ok ? guard.check(resolved.absolute, ctx.workspace, userPath) : null;
  if (refused) notes.push(approvalNotes.fileRefused(refused, userPath, guard.dataDir));
  return { matchValue: describeWorkspacePath(ctx.workspace, userPath), notes };
}

/** What a path is on the list of files that run code later (tools/code-running-paths.ts), or null. */
function codeRunningKindOf(userPath: string, workspace: string): string | null {
  const resolved = resolveInWorkspace(workspace, userPath);
  if (!resolved.ok) return null;
  try {
    return codeRunningPathKind(realpathSync(workspace), resolved.absolute);
  } catch {
    return null;
  }
}

/**
 * Approval facts for a tool that changes a file: as describeFileCall, and a call that would change the workspace's
 * HEARTH.md or AGENTS.md, or a file that runs code later (a repository's hooks or config, `.hearth/`), always asks
 * (in every mode, whatever the rules), saying why.
 */
export function describeFileChange(
  userPath: string,
  ctx: Pick<ToolContext, 'workspace'>,
  guard: DataFolderGuard,
): ApprovalFacts {
  const facts = describeFileCall(userPath, ctx, guard);
  if (namesProjectInstructions(ctx.workspace, userPath))
    return { ...facts, ...alwaysAskReasons.instructionsChange(instructionsChangeReason) };
  const codeRunning = codeRunningKindOf(userPath, ctx.workspace);
  return codeRunning
    ? { ...facts, ...alwaysAskReasons.codeRunningChange(codeRunningChangeReason, codeRunning) }
    : facts;
}

/** Binary when the sample has a NUL byte or is not valid UTF-8 (a cut multi-byte character at the end is allowed). */
export function looksBinary(sample: Buffer): boolean {
  if (sample.includes(0)) return true;
  const decoded = new TextDecoder('utf-8', { fatal: false }).decode(sample);
  const replacements = decoded.split('\uFFFD').length - 1;
  return replacements > 3;
}

/** Starts undo for one write: the original is kept first; the returned function records the result (null: no undo). */
export function beginUndo(
  deps: FileToolDeps,
  ctx: Pick<ToolContext, 'runId'>,
  workspace: string,
  absolute: string,
): (() => RunUndoFacts) | null {
  if (!deps.undo || !ctx.runId) return null;
  return deps.undo.begin(ctx.runId, workspace, absolute);
}
