// The workspace's instructions files (HEARTH.md, AGENTS.md at its root) become project instructions in every future
// chat's system prompt, so a tool call that would change, move or delete one always asks (file tools and the shell).
import { readdirSync, realpathSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { resolveInWorkspace } from './workspace';

/** Read by the runtime in this order (HEARTH.md wins); matched case-insensitively here (case-insensitive disks). */
export const PROJECT_INSTRUCTION_FILES = ['HEARTH.md', 'AGENTS.md'] as const;

export const instructionsChangeReason = "changes the project's instructions for every future chat";

export function isInstructionsFileName(name: string): boolean {
  const lower = name.toLowerCase();
  return PROJECT_INSTRUCTION_FILES.some((file) => file.toLowerCase() === lower);
}

function realpathOr(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return resolve(path);
  }
}

/**
 * Whether `userPath` (relative to the workspace, or absolute) names an instructions file at the workspace root: by
 * its name there (even a symlink called HEARTH.md), after symlinks are followed, or as another link to one of them.
 */
export function namesProjectInstructions(workspace: string, userPath: string): boolean {
  if (userPath.includes('\0')) return false;
  const roots = [...new Set([resolve(workspace), realpathOr(workspace)])];
  for (const root of roots) {
    const lexical = resolve(root, userPath);
    if (dirname(lexical) === root && isInstructionsFileName(basename(lexical))) return true;
  }
  const root = realpathOr(workspace);
  const resolved = resolveInWorkspace(root, userPath);
  if (!resolved.ok) return false;
  if (dirname(resolved.absolute) === root && isInstructionsFileName(basename(resolved.absolute))) return true;
  let entries: string[];
  try {
    entries = readdirSync(root);
  } catch {
    return false;
  }
  return entries.some(
    (entry) => isInstructionsFileName(entry) && realpathOr(resolve(root, entry)) === resolved.absolute,
  );
}
