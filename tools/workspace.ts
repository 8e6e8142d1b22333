// The workspace folder: where it is (settings, else `<data folder>/workspace`), creating it on first use, and
// confining user-supplied paths to it with realpath so `..`, outside absolute paths and symlink escapes are refused.
import { lstatSync, mkdirSync, realpathSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import type { Result } from '../electron/shared/result';

export function isInsideOrEqual(child: string, parent: string): boolean {
  const rel = relative(parent, child);
  return rel === '' || (rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel));
}

export function defaultWorkspaceDir(dataDir: string): string {
  return join(dataDir, 'workspace');
}

/** The configured folder (`settings.workspace`, `~` expanded) or the default under the data folder. */
export function chooseWorkspaceDir(configured: string, deps: { dataDir: string; homeDir: string }): string {
  const trimmed = configured.trim();
  if (trimmed === '') return defaultWorkspaceDir(deps.dataDir);
  if (trimmed === '~') return deps.homeDir;
  if (trimmed.startsWith('~/')) return join(deps.homeDir, trimmed.slice(2));
  return resolve(trimmed);
}

/** Creates the folder if needed and returns its realpath. Throws only if the folder cannot be created. */
export function ensureWorkspace(dir: string): string {
  mkdirSync(dir, { recursive: true });
  return realpathSync(dir);
}

/** A `() => string` for the composition root: the current workspace, created on first use. */
export function createWorkspaceProvider(deps: {
  dataDir: string;
  homeDir: string;
  configured: () => string;
}): () => string {
  return () => ensureWorkspace(chooseWorkspaceDir(deps.configured(), deps));
}

export type WorkspacePath = Result<{ absolute: string; relative: string }>;

function outside(userPath: string): WorkspacePath {
  return {
    ok: false,
    error: `Path "${userPath}" is outside the workspace; only paths inside the workspace are allowed.`,
  };
}

/** True when something (even a dangling symlink) is at `path`. */
function entryExists(path: string): boolean {
  try {
    lstatSync(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * Realpath of the nearest existing ancestor, with the missing tail re-attached. A dangling symlink counts as existing,
 * so realpath fails on it (and the caller refuses) instead of the write later following it outside.
 */
function realpathAllowingMissing(path: string): string {
  let existing = path;
  const missing: string[] = [];
  while (!entryExists(existing)) {
    const parent = dirname(existing);
    if (parent === existing) break;
    missing.unshift(existing.slice(parent.length).replace(/^[\\/]+/, ''));
    existing = parent;
  }
  return join(realpathSync(existing), ...missing);
}

/**
 * Resolves `userPath` (relative to the workspace, or absolute) and checks it stays inside the workspace after every
 * symlink is followed. A path that does not exist yet is allowed (for writes) when its nearest existing parent is inside.
 */
export function resolveInWorkspace(workspace: string, userPath: string): WorkspacePath {
  if (userPath.includes('\0')) return { ok: false, error: 'Path contains a NUL byte.' };
  let root: string;
  try {
    root = realpathSync(workspace);
  } catch {
    return { ok: false, error: `The workspace folder ${workspace} does not exist.` };
  }
  const requested = userPath.trim() === '' ? '.' : userPath;
  const lexical = isAbsolute(requested) ? resolve(requested) : resolve(root, requested);
  if (!isInsideOrEqual(lexical, root) && !isInsideOrEqual(lexical, resolve(workspace))) return outside(userPath);
  let real: string;
  try {
    real = realpathAllowingMissing(lexical);
  } catch (error) {
    return { ok: false, error: `Cannot resolve "${userPath}": ${(error as Error).message}` };
  }
  if (!isInsideOrEqual(real, root)) return outside(userPath);
  return { ok: true, absolute: real, relative: relative(root, real) || '.' };
}

/** The workspace-relative form used for approval rules and dialogs; the raw input when it does not resolve inside. */
export function describeWorkspacePath(workspace: string, userPath: string): string {
  const resolved = resolveInWorkspace(workspace, userPath);
  return resolved.ok ? resolved.relative : userPath;
}
