// Keeps the file tools out of Hearth's own data folder (database, audit log, tools folder, secrets, backups…), whatever
// the workspace is. Folders are compared by identity (device + inode) as well as by realpath, so symlinks, bind mounts
// and case-insensitive spellings lead to the same answer. Only the default workspace folder inside it stays usable.
import { realpathSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { defaultWorkspaceDir } from './workspace';

export interface DataFolderGuard {
  /** The data folder as people see it (for messages). */
  readonly dataDir: string;
  /**
   * null when the tools may use `absolute` (a realpath, as resolveInWorkspace gives it) from `workspace`; else the
   * reason it is refused. `shown` is the path as the caller wrote it.
   */
  check: (absolute: string, workspace: string, shown: string) => string | null;
  /** True for the data folder itself: walkers skip it, listings mark it. */
  isDataFolder: (absolute: string) => boolean;
}

interface Place {
  path: string;
  id: { dev: bigint; ino: bigint } | null;
}

/** The place at `path` as it is (no realpath): for paths that already are real (walk entries, resolved paths). */
function statPlace(path: string): Place {
  try {
    const info = statSync(path, { bigint: true });
    // Some file systems report no inode numbers; then identity says nothing.
    return { path, id: info.ino === 0n ? null : { dev: info.dev, ino: info.ino } };
  } catch {
    return { path, id: null };
  }
}

/** The place at `path` after every symlink is followed (a missing path is compared by its lexical form only). */
function placeOf(path: string): Place {
  try {
    return statPlace(realpathSync(path));
  } catch {
    return statPlace(resolve(path));
  }
}

function samePlace(a: Place, b: Place): boolean {
  if (a.path === b.path) return true;
  return a.id !== null && b.id !== null && a.id.dev === b.id.dev && a.id.ino === b.id.ino;
}

/** `path` (after realpath, when it exists) and each of its ancestors, nearest first. */
function chainOf(path: string): Place[] {
  const chain: Place[] = [];
  for (let current = placeOf(path).path; ; current = dirname(current)) {
    chain.push(statPlace(current));
    if (dirname(current) === current) return chain;
  }
}

function reasonFor(shown: string, dataDir: string, workspaceInside: boolean): string {
  const base = `"${shown}" is inside Hearth's own data folder (${dataDir}); tools may not read or change Hearth's files.`;
  return workspaceInside
    ? `${base} The workspace itself is in there: choose a workspace outside it (or the default one) in Settings.`
    : base;
}

export function createDataFolderGuard(dataDir: string): DataFolderGuard {
  // Looked up again until the folder exists, then kept: walks ask once per folder they meet.
  let known: Place | null = null;
  const data = (): Place => {
    if (known) return known;
    const place = placeOf(dataDir);
    if (place.id) known = place;
    return place;
  };
  return {
    dataDir,
    isDataFolder: (absolute) => samePlace(statPlace(absolute), data()),
    check: (absolute, workspace, shown) => {
      const dataPlace = data();
      const chain = chainOf(absolute);
      const dataAt = chain.findIndex((place) => samePlace(place, dataPlace));
      if (dataAt === -1) return null;
      // The default workspace (`<data>/workspace`) is the user's, not Hearth's: usable while it holds the workspace.
      const home = placeOf(defaultWorkspaceDir(dataDir));
      const homeAt = chain.findIndex((place) => samePlace(place, home));
      const workspaceChain = chainOf(workspace);
      const workspaceInHome = workspaceChain.some((place) => samePlace(place, home));
      if (homeAt !== -1 && homeAt < dataAt && workspaceInHome) return null;
      const workspaceInside = workspaceChain.some((place) => samePlace(place, dataPlace));
      return reasonFor(shown, dataDir, workspaceInside && !workspaceInHome);
    },
  };
}
