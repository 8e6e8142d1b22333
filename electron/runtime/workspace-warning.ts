// The workspace warning (issue 14): a workspace that is the home folder, a folder containing it, or `/` lets sandboxed
// commands write to everything in it. The CLI prints it on stderr (stdout stays what scripts parse) and Settings shows
// it under the workspace field. Worked out from the settings without creating the workspace folder.
import { realpathSync } from 'node:fs';
import { homedir } from 'node:os';
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
