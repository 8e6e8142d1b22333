// Finds, in a workspace, every file on the list of tools/code-running-paths.ts as it is now: git directories (nested,
// bare, submodules, worktrees), their hooks and config, `.git` pointer files, a core.hooksPath folder and `.hearth/`.
// Symlinks are recorded, never followed. Sandboxes keep `readOnly` read-only; code-running-sweep.ts compares `entries`.
import { lstatSync, readdirSync, readFileSync, readlinkSync, type Dirent } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import {
  codeRunningByName,
  codeRunningInGitDir,
  gitDirConfigFiles,
  gitDirHooksFolder,
  hearthFolderName,
} from './code-running-paths';
import { isInsideOrEqual } from './workspace';

export interface CodeRunningEntry {
  kind: 'file' | 'symlink';
  mode: number;
  /** A file's bytes, or a symlink's target. */
  content: Buffer;
}

export interface CodeRunningScan {
  workspace: string;
  /** Git directories found (absolute). */
  gitDirs: Set<string>;
  /** Existing paths a sandbox binds read-only: hooks folders, config files, `.git` files, hooksPath and `.hearth` folders. */
  readOnly: string[];
  /** Every listed file or symlink, by absolute path. */
  entries: Map<string, CodeRunningEntry>;
}

function entryAt(path: string): CodeRunningEntry | null {
  try {
    const info = lstatSync(path);
    if (info.isSymbolicLink()) return { kind: 'symlink', mode: 0, content: Buffer.from(readlinkSync(path)) };
    if (info.isFile()) return { kind: 'file', mode: info.mode & 0o7777, content: readFileSync(path) };
  } catch {
    // gone or unreadable: not listed
  }
  return null;
}

function listDir(dir: string): Dirent[] {
  try {
    return readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
}

/** Whether `dir`'s entries make it a git directory (HEAD, and objects + refs or a commondir pointer). */
export function looksLikeGitDir(names: Set<string>): boolean {
  return names.has('HEAD') && ((names.has('objects') && names.has('refs')) || names.has('commondir'));
}

/** `core.hooksPath` of a config file (last one wins), or null. A deliberately small reader: sections and keys only. */
export function configuredHooksPath(configText: string): string | null {
  let section = '';
  let found: string | null = null;
  for (const raw of configText.split('\n')) {
    const line = raw.trim();
    const header = /^\[\s*([A-Za-z0-9.-]+)(?:\s+"[^"]*")?\s*\]/.exec(line);
    if (header) section = (header[1] as string).toLowerCase();
    const key = /^(?:\[[^\]]*\]\s*)?hookspath\s*=\s*(.*)$/i.exec(line);
    if (key && section === 'core') found = (key[1] as string).replace(/^"(.*)"$/, '$1').trim();
  }
  return found;
}

function addTree(scan: CodeRunningScan, root: string): void {
  const stack = [root];
  while (stack.length > 0) {
    const dir = stack.pop() as string;
    for (const child of listDir(dir)) {
      const path = join(dir, child.name);
      if (child.isDirectory()) stack.push(path);
      else {
        const entry = entryAt(path);
        if (entry) scan.entries.set(path, entry);
      }
    }
  }
}

function addFile(scan: CodeRunningScan, path: string, bindReadOnly: boolean): void {
  const entry = entryAt(path);
  if (!entry) return;
  scan.entries.set(path, entry);
  if (bindReadOnly && entry.kind === 'file') scan.readOnly.push(path);
}

function addGitDir(scan: CodeRunningScan, gitDir: string, names: Set<string>): void {
  scan.gitDirs.add(gitDir);
  if (names.has(gitDirHooksFolder)) {
    const hooks = join(gitDir, gitDirHooksFolder);
    if (lstatSync(hooks).isDirectory()) scan.readOnly.push(hooks);
    addTree(scan, hooks);
  }
  for (const name of gitDirConfigFiles) if (names.has(name)) addFile(scan, join(gitDir, name), true);
  const hooksPath = names.has('config')
    ? configuredHooksPath(entryAt(join(gitDir, 'config'))?.content.toString() ?? '')
    : null;
  if (hooksPath) {
    const worktree = gitDir.endsWith('/.git') ? dirname(gitDir) : gitDir;
    const folder = isAbsolute(hooksPath) ? hooksPath : resolve(worktree, hooksPath);
    if (isInsideOrEqual(folder, scan.workspace) && lstatSync(folder, { throwIfNoEntry: false })?.isDirectory()) {
      scan.readOnly.push(folder);
      addTree(scan, folder);
    }
  }
  for (const worktree of names.has('worktrees') ? listDir(join(gitDir, 'worktrees')) : [])
    if (worktree.isDirectory()) addFile(scan, join(gitDir, 'worktrees', worktree.name, 'config.worktree'), true);
}

/** Walks `workspace` (a realpath) without following symlinks. Never throws for unreadable folders: they are skipped. */
export function scanCodeRunning(workspace: string): CodeRunningScan {
  const scan: CodeRunningScan = { workspace, gitDirs: new Set(), readOnly: [], entries: new Map() };
  const stack = [workspace];
  while (stack.length > 0) {
    const dir = stack.pop() as string;
    const children = listDir(dir);
    const names = new Set(children.map((child) => child.name));
    const gitDir = looksLikeGitDir(names);
    if (gitDir) addGitDir(scan, dir, names);
    for (const child of children) {
      const path = join(dir, child.name);
      if (child.name === hearthFolderName) {
        if (child.isDirectory()) {
          scan.readOnly.push(path);
          addTree(scan, path);
        } else addFile(scan, path, true);
        continue;
      }
      if (child.name === '.git' && !child.isDirectory()) {
        addFile(scan, path, true);
        continue;
      }
      if (!child.isDirectory()) continue;
      // Inside a git directory: objects are many and never run; hooks were listed above.
      if (gitDir && (child.name === 'objects' || child.name === gitDirHooksFolder)) continue;
      stack.push(path);
    }
  }
  return scan;
}

function hooksFolderOf(gitDir: string): string | null {
  const hooksPath = configuredHooksPath(entryAt(join(gitDir, 'config'))?.content.toString() ?? '');
  if (!hooksPath) return null;
  return isAbsolute(hooksPath) ? hooksPath : resolve(gitDir.endsWith('/.git') ? dirname(gitDir) : gitDir, hooksPath);
}

/**
 * What `absolute` (a realpath inside `workspace`, existing or not) is on the list as, or null: by its name, inside a
 * git directory found among its parents (bare ones too), or inside a repository's core.hooksPath folder.
 */
export function codeRunningPathKind(workspace: string, absolute: string): string | null {
  const byName = codeRunningByName(relative(workspace, absolute));
  if (byName) return byName;
  for (let dir = dirname(absolute); isInsideOrEqual(dir, workspace); dir = dirname(dir)) {
    const names = new Set(listDir(dir).map((child) => child.name));
    const gitDirs = looksLikeGitDir(names) ? [dir] : [];
    if (names.has('.git')) gitDirs.push(join(dir, '.git'));
    for (const gitDir of gitDirs) {
      const inside = codeRunningInGitDir(gitDir, absolute);
      if (inside) return inside;
      const hooks = hooksFolderOf(gitDir);
      if (hooks && isInsideOrEqual(absolute, hooks)) return 'a repository’s hooks (core.hooksPath)';
    }
    if (dir === workspace || dir === dirname(dir)) break;
  }
  return null;
}
