// After a sandboxed command (or a custom tool call) ends: compares the files that run code later with the scan taken
// before it and puts them back. A changed or replaced one gets its old bytes and mode, a new hook or `.hearth` file is
// removed, and a repository created during the command keeps only a safe config. Returns what it did, for the output.
import { lstatSync, readFileSync, realpathSync, symlinkSync, unlinkSync, writeFileSync, chmodSync } from 'node:fs';
import { basename, dirname, relative, resolve } from 'node:path';
import { codeRunningInGitDir } from './code-running-paths';
import { scanCodeRunning, type CodeRunningEntry, type CodeRunningScan } from './code-running-scan';
import { keepSafeGitConfig } from './git-config-keep';
import { isInsideOrEqual } from './workspace';

function sameEntry(a: CodeRunningEntry, b: CodeRunningEntry): boolean {
  return a.kind === b.kind && a.mode === b.mode && a.content.equals(b.content);
}

/** Only paths whose parent folder is a real folder inside the workspace (no symlink on the way) are touched. */
function safeToTouch(workspace: string, path: string): boolean {
  try {
    const parent = dirname(path);
    return realpathSync(parent) === parent && isInsideOrEqual(parent, workspace);
  } catch {
    return false;
  }
}

function removeEntry(path: string): void {
  if (lstatSync(path, { throwIfNoEntry: false })) unlinkSync(path);
}

function restoreEntry(path: string, entry: CodeRunningEntry): void {
  removeEntry(path);
  if (entry.kind === 'symlink') symlinkSync(entry.content.toString(), path);
  else {
    writeFileSync(path, entry.content, { flag: 'wx', mode: entry.mode });
    chmodSync(path, entry.mode);
  }
}

/** The git directory a `.git` file points to (absolute), or null. */
function pointerTarget(path: string): string | null {
  try {
    const match = /^gitdir:\s*(.+?)\s*$/m.exec(readFileSync(path, 'utf8'));
    return match ? resolve(dirname(path), match[1] as string) : null;
  } catch {
    return null;
  }
}

function gitDirOf(scan: CodeRunningScan, path: string): string | null {
  for (const gitDir of scan.gitDirs) if (codeRunningInGitDir(gitDir, path)) return gitDir;
  return null;
}

/** What a new listed file created during the command becomes: kept as is, kept with a safe config, or removed. */
function settleNew(
  before: CodeRunningScan,
  after: CodeRunningScan,
  path: string,
  entry: CodeRunningEntry,
): string | null {
  const gitDir = gitDirOf(after, path);
  const newRepository = gitDir !== null && !before.gitDirs.has(gitDir);
  if (newRepository && entry.kind === 'file' && basename(path) === 'config' && dirname(path) === gitDir) {
    const kept = keepSafeGitConfig(entry.content.toString());
    if (kept === entry.content.toString()) return null;
    restoreEntry(path, { ...entry, content: Buffer.from(kept) });
    return 'kept only the settings git init and git clone write';
  }
  // git init's templates: never run under that name.
  if (newRepository && entry.kind === 'file' && path.endsWith('.sample')) return null;
  if (basename(path) === '.git' && entry.kind === 'file') {
    const target = pointerTarget(path);
    if (target && isInsideOrEqual(target, before.workspace)) return null;
  }
  removeEntry(path);
  return 'removed';
}

/** Puts back what the command changed among the listed files; one line per path it touched. */
export function sweepCodeRunning(before: CodeRunningScan): string[] {
  const after = scanCodeRunning(before.workspace);
  const done: string[] = [];
  const shown = (path: string) => relative(before.workspace, path) || '.';
  for (const [path, entry] of after.entries) {
    const old = before.entries.get(path);
    if (old && sameEntry(old, entry)) continue;
    if (!safeToTouch(before.workspace, path)) {
      done.push(`${shown(path)}: could not be checked (a symlink on its way); look at it before using git there`);
      continue;
    }
    try {
      if (old) {
        restoreEntry(path, old);
        done.push(`${shown(path)}: put back as it was`);
      } else {
        const what = settleNew(before, after, path, entry);
        if (what) done.push(`${shown(path)}: ${what}`);
      }
    } catch (error) {
      done.push(`${shown(path)}: could not be put back (${(error as Error).message})`);
    }
  }
  return done;
}
