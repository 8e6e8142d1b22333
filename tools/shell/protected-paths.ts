// Which paths a recursive delete must never reach (the workspace root, the home folder, `/`, the system folders), and
// the warning shown when the workspace itself is the home folder or `/`. Read on words of the lenient parse.
import { homedir } from 'node:os';
import { posix } from 'node:path';
import type { EvaluatedWord } from './command-parse-lenient';

export interface DangerContext {
  workspace?: string;
  home?: string;
}

/** Top-level system folders: a recursive delete that reaches one always asks. */
export const systemTopFolders = [
  'bin',
  'boot',
  'dev',
  'etc',
  'home',
  'lib',
  'lib32',
  'lib64',
  'opt',
  'root',
  'sbin',
  'srv',
  'usr',
  'var',
  'System',
  'Users',
  'Library',
  'Applications',
];

function protectedPaths(ctx: Required<DangerContext>): string[] {
  const list = ['/', ctx.workspace, ctx.home, homedir(), ...systemTopFolders.map((folder) => `/${folder}`)];
  return [...new Set(list.map((path) => posix.resolve(path)))];
}

function isAncestorOrSame(candidate: string, path: string): boolean {
  return candidate === path || candidate === '/' || path.startsWith(`${candidate}/`);
}

export /** Whether deleting `word` (recursively) would reach the workspace root, the home folder, `/` or a system folder. */
function reachesProtected(word: EvaluatedWord, ctx: Required<DangerContext>): boolean {
  if (!word.known) return true;
  let path = word.value;
  if (word.glob) {
    const segments = path.split('/');
    const firstGlob = segments.findIndex((segment) => /[*?[]/.test(segment));
    path = segments.slice(0, Math.max(firstGlob, 0)).join('/') || (path.startsWith('/') ? '/' : '.');
  }
  const resolved = posix.resolve(ctx.workspace, path);
  if (/^\/(?:home|Users)\/[^/]+$/.test(resolved)) return true;
  return protectedPaths(ctx).some((protectedPath) => isAncestorOrSame(resolved, protectedPath));
}

/** The warning shown for a home-sized workspace stored before such a folder was refused (it is then only read). */
export function workspaceWarning(workspace: string, home: string = homedir()): string | null {
  const resolved = posix.resolve(workspace);
  const homeResolved = posix.resolve(home);
  if (resolved === '/') {
    return 'Warning: the workspace is / (the whole file system). Hearth only reads there: commands and file changes are refused until you pick a project folder instead.';
  }
  if (isAncestorOrSame(resolved, homeResolved)) {
    return `Warning: the workspace is ${resolved === homeResolved ? 'your home folder' : 'a folder that contains your home folder'} (${resolved}). Hearth only reads there: commands and file changes are refused until you pick a project folder instead.`;
  }
  return null;
}
