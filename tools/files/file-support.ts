// Shared pieces of the workspace file tools: limits, resolving a user path inside the workspace, binary detection.
import { ensureWorkspace, describeWorkspacePath, resolveInWorkspace } from '../workspace';
import type { ApprovalFacts, ToolContext } from '../tool';

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
  /** Overrides of defaultFileLimits (tests use small ones). */
  limits?: Partial<FileLimits>;
}

export function limitsOf(deps: FileToolDeps): FileLimits {
  return { ...defaultFileLimits, ...deps.limits };
}

export type ResolvedPath = { ok: true; workspace: string; absolute: string; relative: string } | { ok: false; error: string };

/** Creates the workspace on first use, then confines `userPath` to it (realpath, symlinks followed). */
export function resolveForTool(ctx: Pick<ToolContext, 'workspace'>, userPath: string): ResolvedPath {
  let workspace: string;
  try {
    workspace = ensureWorkspace(ctx.workspace);
  } catch (error) {
    return { ok: false, error: `Cannot use the workspace folder ${ctx.workspace}: ${(error as Error).message}` };
  }
  const resolved = resolveInWorkspace(workspace, userPath);
  return resolved.ok ? { ...resolved, workspace } : resolved;
}

/** Approval facts for a file tool: the workspace-relative path (rules match it as a prefix) and the workspace. */
export function describeFileCall(userPath: string, ctx: Pick<ToolContext, 'workspace'>): ApprovalFacts {
  return { matchValue: describeWorkspacePath(ctx.workspace, userPath), notes: [`Workspace: ${ctx.workspace}`] };
}

/** Binary when the sample has a NUL byte or is not valid UTF-8 (a cut multi-byte character at the end is allowed). */
export function looksBinary(sample: Buffer): boolean {
  if (sample.includes(0)) return true;
  const decoded = new TextDecoder('utf-8', { fatal: false }).decode(sample);
  const replacements = decoded.split('\uFFFD').length - 1;
  return replacements > 3;
}
