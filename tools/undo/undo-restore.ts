// Puts a run's changes back: first checks that each path still holds what the run left (a file the person changed
// since is a conflict, restored only with `force`), then restores originals shallowest first and removes what the run
// created deepest first. Never writes through a symlink: a path under one is reported, not touched.
import { chmodSync, mkdirSync, symlinkSync, utimesSync } from 'node:fs';
import { join, sep } from 'node:path';
import { lstatOrNull, parentsAreRealFolders, sameState, stateNow } from './file-state';
import { movePath, removePath } from './move-path';
import type { JournalDocument, JournalEntry } from './run-journal';

export interface RestoreReport {
  /** Paths put back as they were before the run. */
  restored: string[];
  /** Paths the person changed after the run (left alone unless forced). */
  conflicts: string[];
  /** Paths that could not be put back, with why. */
  failed: { path: string; reason: string }[];
}

const depth = (entry: JournalEntry): number => entry.path.split(sep).length;

export function findConflicts(doc: JournalDocument): string[] {
  return doc.entries
    .filter((entry) => !sameState(entry.after, stateNow(join(doc.workspace, entry.path))))
    .map((entry) => entry.path);
}

function restoreOne(doc: JournalDocument, folder: string, entry: JournalEntry): void {
  const target = join(doc.workspace, entry.path);
  const before = entry.before;
  if (before.kind === 'dir' && before.blob === undefined) {
    if (!lstatOrNull(target)?.isDirectory()) {
      removePath(target);
      mkdirSync(target);
    }
    chmodSync(target, before.mode);
    return;
  }
  removePath(target);
  if (before.kind === 'symlink') {
    symlinkSync(before.target, target);
    return;
  }
  if (before.kind === 'absent' || before.blob === undefined) return;
  // Moved back, so the store keeps no second copy; the journal is marked undone and never restores twice.
  movePath(join(folder, 'originals', before.blob), target);
  chmodSync(target, before.mode);
  if (before.kind === 'file' && before.mtimeMs !== undefined) utimesSync(target, new Date(), new Date(before.mtimeMs));
}

/** Restores every entry of the journal in `folder`; conflicts stop it unless `force`. */
export function restoreRun(doc: JournalDocument, folder: string, force: boolean): RestoreReport {
  const conflicts = findConflicts(doc);
  const report: RestoreReport = { restored: [], conflicts, failed: [] };
  if (conflicts.length > 0 && !force) return report;
  const attempt = (entry: JournalEntry, run: () => void): void => {
    if (!parentsAreRealFolders(doc.workspace, entry.path)) {
      report.failed.push({ path: entry.path, reason: 'a folder on its path is now a symlink or missing' });
      return;
    }
    try {
      run();
      report.restored.push(entry.path);
    } catch (error) {
      report.failed.push({ path: entry.path, reason: (error as NodeJS.ErrnoException).code ?? String(error) });
    }
  };
  const kept = doc.entries.filter((entry) => entry.before.kind !== 'absent').sort((a, b) => depth(a) - depth(b));
  for (const entry of kept) attempt(entry, () => restoreOne(doc, folder, entry));
  const made = doc.entries.filter((entry) => entry.before.kind === 'absent').sort((a, b) => depth(b) - depth(a));
  for (const entry of made) attempt(entry, () => removePath(join(doc.workspace, entry.path)));
  return report;
}
