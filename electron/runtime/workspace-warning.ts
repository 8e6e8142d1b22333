// A workspace that is the home folder, a folder containing it, or `/` lets commands write to everything in it: refused
// when chosen (issue 36: workspaceRefusal), warned about when an older settings document still has one (the CLI on
// stderr, Settings under the field). Worked out from the settings without creating the workspace folder.
import { realpathSync } from 'node:fs';
import { homedir } from 'node:os';
import { homeSizedRefusal } from '../../tools/home-sized-workspace';
import { workspaceWarning } from '../../tools/shell/protected-paths';
import { chooseWorkspaceDir } from '../../tools/workspace';

function realpathOr(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return path;
  }
}

/** Why this workspace setting removes the sandbox's protection (one sentence, no "Warning:"), or null when it is fine. */
export function workspaceRisk(
  configured: string,
  deps: { dataDir: string; env: Record<string, string | undefined> },
): string | null {
  const homeDir = deps.env.HOME || homedir();
  const workspace = realpathOr(chooseWorkspaceDir(configured, { dataDir: deps.dataDir, homeDir }));
  const text = workspaceWarning(workspace, realpathOr(homeDir));
  return text === null ? null : text.replace(/^Warning:\s*/i, '');
}

/** The one stderr line (`hearth: warning: …\n`) for this workspace setting, or null when the workspace is fine. */
export function cliWorkspaceWarning(
  configured: string,
  deps: { dataDir: string; env: Record<string, string | undefined> },
): string | null {
  const text = workspaceRisk(configured, deps);
  return text === null ? null : `hearth: warning: ${text}\n`;
}

/**
 * Why this folder cannot be chosen as a workspace or a project's folder (home-sized: the home folder, a folder holding
 * it, `/`), with what to pick instead; null when it can. `what` names it in the message ("The workspace", "A project's folder").
 */
export function workspaceRefusal(
  configured: string,
  deps: { dataDir: string; env: Record<string, string | undefined>; what?: string },
): string | null {
  const homeDir = deps.env.HOME || homedir();
  if (configured.trim() === '') return null;
  const folder = chooseWorkspaceDir(configured, { dataDir: deps.dataDir, homeDir });
  const refusal = homeSizedRefusal(folder, homeDir, deps.what);
  if (refusal === null || deps.what) return refusal;
  return `${refusal} Or leave the workspace setting empty to use Hearth's own workspace folder.`;
}

/** The workspace a settings write would set (`settings:set` / `config set` of `workspace`), or null. */
export function workspaceInSettingsWrite(path: string, value: unknown): string | null {
  return path === 'workspace' && typeof value === 'string' ? value : null;
}
