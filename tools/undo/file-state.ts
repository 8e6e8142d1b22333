// What one workspace path held, as the undo journal records it (before a run touched it, and as the run left it), and
// the helpers that read it without following symlinks: a path whose parent is a symlink is never written through.
import { closeSync, lstatSync, openSync, readSync, readdirSync, readlinkSync, type Stats } from 'node:fs';
import { join, sep } from 'node:path';
import { nodeCrypto } from '../lazy-builtins';

export type FileState =
  | { kind: 'absent' }
  | { kind: 'file'; mode: number; size: number; sha256?: string; blob?: string; mtimeMs?: number }
  /** A folder; `blob` when the whole tree was kept (the run deleted or replaced it), with its file count. */
  | { kind: 'dir'; mode: number; blob?: string; files?: number }
  | { kind: 'symlink'; target: string };

export function lstatOrNull(path: string): Stats | null {
  try {
    return lstatSync(path);
  } catch {
    return null;
  }
}

export function sha256Of(path: string): string {
  const hash = nodeCrypto().createHash('sha256');
  const buffer = Buffer.allocUnsafe(1 << 20);
  const fd = openSync(path, 'r');
  try {
    for (let read = readSync(fd, buffer); read > 0; read = readSync(fd, buffer)) hash.update(buffer.subarray(0, read));
  } finally {
    closeSync(fd);
  }
  return hash.digest('hex');
}

/** The state at `path` now, content hashed (what a later check compares against). */
export function stateNow(path: string): FileState {
  const info = lstatOrNull(path);
  if (!info) return { kind: 'absent' };
  if (info.isSymbolicLink()) return { kind: 'symlink', target: readlinkSync(path) };
  if (info.isDirectory()) return { kind: 'dir', mode: info.mode & 0o7777 };
  return { kind: 'file', mode: info.mode & 0o7777, size: info.size, sha256: sha256Of(path) };
}

/** Whether `now` is what the run left (`after`): a file by content and mode, a folder by mode, a link by target. */
export function sameState(after: FileState, now: FileState): boolean {
  if (after.kind !== now.kind) return false;
  if (after.kind === 'file' && now.kind === 'file')
    return after.mode === now.mode && after.size === now.size && after.sha256 === now.sha256;
  if (after.kind === 'dir' && now.kind === 'dir') return after.mode === now.mode;
  if (after.kind === 'symlink' && now.kind === 'symlink') return after.target === now.target;
  return true;
}

/** True when every folder between the workspace and `relative`'s parent is a real folder (no symlink on the way). */
export function parentsAreRealFolders(workspace: string, relative: string): boolean {
  const parts = relative.split(sep).slice(0, -1);
  let current = workspace;
  for (const part of parts) {
    current = join(current, part);
    const info = lstatOrNull(current);
    if (!info || !info.isDirectory()) return false;
  }
  return true;
}

/** The number of files (not folders) under a folder, symlinks counted as files and never followed. */
export function countFiles(folder: string): number {
  let count = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    count += entry.isDirectory() ? countFiles(join(folder, entry.name)) : 1;
  }
  return count;
}

/** Bytes used under a path (a file's size, a folder's files summed), symlinks not followed. */
export function bytesUnder(path: string): number {
  const info = lstatOrNull(path);
  if (!info) return 0;
  if (!info.isDirectory()) return info.size;
  let total = 0;
  for (const name of readdirSync(path)) total += bytesUnder(join(path, name));
  return total;
}
