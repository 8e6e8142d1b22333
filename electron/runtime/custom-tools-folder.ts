// Where custom tool files live: `tools.custom.folder` (absolute or `~/…`), else `<dataDir>/tools`. A folder inside a
// workspace (the workspace setting or a project's folder) is refused when chosen and ignored at start, with a notice.
import { realpathSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { chooseWorkspaceDir, isInsideOrEqual } from '../../tools/workspace';
import type { Settings } from '../shared/settings-schema';

export interface ToolsFolderPlaces {
  dataDir: string;
  homeDir: string;
  /** The configured workspace (`workspace` setting) and every project's folder. */
  workspaces: () => readonly string[];
}

function realpathOr(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return path;
  }
}

/** The folder the setting names (`~` expanded), or the default `<dataDir>/tools` when it is empty. */
export function chooseCustomToolsFolder(
  configured: string,
  places: Pick<ToolsFolderPlaces, 'dataDir' | 'homeDir'>,
): string {
  const trimmed = configured.trim();
  if (trimmed === '') return join(places.dataDir, 'tools');
  if (trimmed === '~') return places.homeDir;
  if (trimmed.startsWith('~/')) return join(places.homeDir, trimmed.slice(2));
  return resolve(trimmed);
}

/** Why this `tools.custom.folder` cannot be used, or null when it can (empty: the default, always fine). */
export function customToolsFolderRefusal(configured: string, places: ToolsFolderPlaces): string | null {
  const trimmed = configured.trim();
  if (trimmed === '') return null;
  if (!isAbsolute(trimmed) && trimmed !== '~' && !trimmed.startsWith('~/')) {
    return `The custom tools folder must be an absolute path (or start with ~/), not "${trimmed}".`;
  }
  const folder = realpathOr(chooseCustomToolsFolder(trimmed, places));
  for (const configuredWorkspace of places.workspaces()) {
    const workspace = realpathOr(chooseWorkspaceDir(configuredWorkspace, places));
    if (isInsideOrEqual(folder, workspace)) {
      return (
        `The custom tools folder cannot be inside a workspace (${workspace}): the assistant can write there, and a ` +
        'file it wrote would then run as one of your tools. Choose a folder outside it, or leave tools.custom.folder ' +
        'empty to use the tools folder in Hearth’s data folder.'
      );
    }
  }
  return null;
}

/** The `tools.custom.folder` a settings write would set (the key itself, or a `tools.custom` / `tools` object), or null. */
export function customToolsFolderInSettingsWrite(path: string, value: unknown): string | null {
  const field = (object: unknown, key: string): unknown =>
    typeof object === 'object' && object !== null ? (object as Record<string, unknown>)[key] : undefined;
  const folder =
    path === 'tools.custom.folder'
      ? value
      : path === 'tools.custom'
        ? field(value, 'folder')
        : path === 'tools'
          ? field(field(value, 'custom'), 'folder')
          : undefined;
  return typeof folder === 'string' ? folder : null;
}

/** The folder to use at start: the configured one, or the default with a notice saying why it was not used. */
export function resolveCustomToolsFolder(
  configured: string,
  places: ToolsFolderPlaces,
): { folder: string; notice?: string } {
  const refusal = customToolsFolderRefusal(configured, places);
  if (refusal === null) return { folder: chooseCustomToolsFolder(configured, places) };
  const folder = chooseCustomToolsFolder('', places);
  return { folder, notice: `${refusal} Custom tools are read from ${folder} for now.` };
}

/**
 * The folder this start uses (a notice when the configured one was refused) and the check for settings writes of
 * `tools.custom.folder`, against the workspace setting and every project's folder as they are then.
 */
export function customToolsFolderAtStart(
  settings: () => Settings,
  deps: { dataDir: string; homeDir: string; projects: () => readonly { folder: string }[] },
): { folder: string; notice?: string; writeRefusal: (path: string, value: unknown) => string | null } {
  const places: ToolsFolderPlaces = {
    dataDir: deps.dataDir,
    homeDir: deps.homeDir,
    workspaces: () => [settings().workspace, ...deps.projects().map((project) => project.folder)],
  };
  return {
    ...resolveCustomToolsFolder(settings().tools.custom.folder, places),
    writeRefusal: (path, value) => {
      const chosen = customToolsFolderInSettingsWrite(path, value);
      return chosen === null ? null : customToolsFolderRefusal(chosen, places);
    },
  };
}
