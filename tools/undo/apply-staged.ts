// Applies what a shell call wrote into its overlay's upper folder to the real workspace, keeping every original in the
// run's journal first: whiteouts delete, folders are made or re-moded, files and symlinks replace. Nothing is followed
// through a symlink: every path is checked with lstat, and a path under a symlinked folder is skipped.
import { chmodSync, lstatSync, mkdirSync, readdirSync, type Stats } from 'node:fs';
import { join } from 'node:path';
import { lstatOrNull, parentsAreRealFolders } from './file-state';
import { movePath } from './move-path';
import type { RunJournal } from './run-journal';

/** For each folder the call wrote in (workspace-relative, '' for the root), the names it held when the call ended. */
export type MergedListing = ReadonlyMap<string, ReadonlySet<string>>;

export interface ApplyInput {
  upper: string;
  workspace: string;
  /** Null when the listing could not be taken (the call was killed): deletions by whiteout still apply. */
  merged: MergedListing | null;
  journal: RunJournal;
}

function isWhiteout(info: Stats): boolean {
  return info.isCharacterDevice() && info.rdev === 0;
}

function replaceWith(input: ApplyInput, relative: string, source: string): void {
  input.journal.keep(relative, 'move');
  movePath(source, join(input.workspace, relative));
  input.journal.settle(relative);
}

function applyFolder(input: ApplyInput, relative: string): void {
  const { upper, workspace, journal } = input;
  const staged = join(upper, relative);
  const target = join(workspace, relative);
  const stagedMode = lstatSync(staged).mode & 0o7777;
  if (relative !== '') {
    const existing = lstatOrNull(target);
    if (!existing?.isDirectory()) {
      journal.keep(relative, 'move');
      mkdirSync(target);
      chmodSync(target, stagedMode);
      journal.settle(relative);
    } else if ((existing.mode & 0o7777) !== stagedMode) {
      journal.keep(relative, 'mode-only');
      chmodSync(target, stagedMode);
      journal.settle(relative);
    }
  }
  // A folder removed and made again (overlay marks it opaque) hides its old entries: gone from the listing, they go.
  const listed = input.merged?.get(relative);
  if (listed) {
    for (const name of readdirSync(target)) {
      if (listed.has(name) || lstatOrNull(join(staged, name))) continue;
      journal.keep(join(relative, name), 'move');
      journal.settle(join(relative, name));
    }
  }
  for (const name of readdirSync(staged)) {
    const childRelative = join(relative, name);
    const source = join(staged, name);
    const info = lstatSync(source);
    if (!parentsAreRealFolders(workspace, childRelative)) continue;
    if (isWhiteout(info)) {
      if (!lstatOrNull(join(workspace, childRelative))) continue;
      journal.keep(childRelative, 'move');
      journal.settle(childRelative);
    } else if (info.isDirectory()) applyFolder(input, childRelative);
    else if (info.isFile() || info.isSymbolicLink()) replaceWith(input, childRelative, source);
  }
}

/** Applies the whole upper folder; the journal is saved even when a step fails part-way. */
export function applyStaged(input: ApplyInput): void {
  try {
    applyFolder(input, '');
  } finally {
    input.journal.save();
  }
}
