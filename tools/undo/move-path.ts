// Moving a file or a whole folder into or out of the undo store: a rename when both sides share a file system (a 40 MB
// file costs nothing), else a copy that keeps modes, times and symlinks, then the source removed.
import {
  chmodSync,
  copyFileSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readlinkSync,
  renameSync,
  rmSync,
  symlinkSync,
  utimesSync,
} from 'node:fs';
import { join } from 'node:path';

/** Copies a file, folder or symlink as it is (never following a link), modes and modification times kept. */
export function copyExact(source: string, target: string): void {
  const info = lstatSync(source);
  if (info.isSymbolicLink()) {
    symlinkSync(readlinkSync(source), target);
    return;
  }
  if (info.isDirectory()) {
    mkdirSync(target, { mode: 0o700 });
    for (const name of readdirSync(source)) copyExact(join(source, name), join(target, name));
  } else {
    copyFileSync(source, target);
  }
  chmodSync(target, info.mode & 0o7777);
  utimesSync(target, info.atime, info.mtime);
}

/** Renames `source` to `target`, or copies it exactly and removes the source when on different file systems. */
export function movePath(source: string, target: string): 'renamed' | 'copied' {
  try {
    renameSync(source, target);
    return 'renamed';
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
  }
  copyExact(source, target);
  removePath(source);
  return 'copied';
}

/** Removes a file, symlink or folder tree; folders a run made unreadable are opened up first so they can go. */
export function removePath(path: string): void {
  try {
    rmSync(path, { recursive: true, force: true });
  } catch {
    openUp(path);
    rmSync(path, { recursive: true, force: true });
  }
}

function openUp(path: string): void {
  const info = lstatSync(path, { throwIfNoEntry: false });
  if (!info?.isDirectory()) return;
  chmodSync(path, 0o700);
  for (const name of readdirSync(path)) openUp(join(path, name));
}
