// The undo store: one folder per run under `<dataDir>/undo` (run-journal.ts), the run's count of changed files, Undo
// itself, and the bounds — runs older than `undo.keepDays` and, past `undo.maxMegabytes`, the oldest runs are dropped
// (their originals removed, the journal kept with when and why, so `undo` can say so).
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Result } from '../../electron/shared/result';
import { openRunJournal, readJournal, writeJournal, type JournalDocument, type RunJournal } from './run-journal';
import { restoreRun, type RestoreReport } from './undo-restore';

export interface UndoLimits {
  keepDays: number;
  maxMegabytes: number;
}

export interface UndoStoreDeps {
  /** `<dataDir>/undo`. */
  folder: string;
  limits: () => UndoLimits;
  now?: () => Date;
}

export interface UndoStore {
  /** The journal a run's changes are kept in (made on first use). */
  journal: (runId: string, workspace: string) => RunJournal;
  /** The run's journal as stored, or null when the run changed nothing Hearth kept. */
  read: (runId: string) => JournalDocument | null;
  /** Where a kept original of the run is (for Review), or null for an unknown run. */
  originalPath: (runId: string, blob: string) => string | null;
  /** How many files the run changed (0 when none). */
  filesChanged: (runId: string) => number;
  undo: (runId: string, options: { force: boolean }) => Result<{ report: RestoreReport }>;
  /** Drops what is past the limits; returns one sentence per dropped run. */
  prune: () => string[];
}

/** Files counted as people count them: a deleted folder by the files it held, a folder made by the run not at all. */
export function countChangedFiles(doc: JournalDocument): number {
  let total = 0;
  for (const { before, after } of doc.entries) {
    if (before.kind === 'dir' && before.blob !== undefined) total += Math.max(1, before.files ?? 1);
    else if (before.kind === 'absent' && after.kind === 'dir') continue;
    else total += 1;
  }
  return total;
}

/** A run id as a folder name: ids are uuids with a prefix; anything else is refused. */
function safeName(runId: string): string | null {
  return /^[A-Za-z0-9_-]{1,128}$/.test(runId) ? runId : null;
}

export function createUndoStore(deps: UndoStoreDeps): UndoStore {
  const now = deps.now ?? (() => new Date());
  const folderOf = (runId: string): string | null => {
    const name = safeName(runId);
    return name === null ? null : join(deps.folder, name);
  };
  const read = (runId: string): JournalDocument | null => {
    const folder = folderOf(runId);
    return folder === null ? null : readJournal(folder);
  };
  const drop = (folder: string, doc: JournalDocument, reason: string): string => {
    rmSync(join(folder, 'originals'), { recursive: true, force: true });
    writeJournal(folder, { ...doc, bytes: 0, dropped: { at: now().toISOString(), reason } });
    return `Undo for run ${doc.runId} was dropped: ${reason}.`;
  };
  return {
    journal(runId, workspace) {
      const folder = folderOf(runId);
      if (folder === null) throw new Error(`not a run id: ${runId}`);
      return openRunJournal(folder, runId, workspace, now);
    },
    read,
    originalPath: (runId, blob) => {
      const folder = folderOf(runId);
      return folder === null || !/^[0-9]+$/.test(blob) ? null : join(folder, 'originals', blob);
    },
    filesChanged: (runId) => {
      const doc = read(runId);
      return doc ? countChangedFiles(doc) : 0;
    },
    undo(runId, { force }) {
      const folder = folderOf(runId);
      const doc = folder === null ? null : readJournal(folder);
      if (folder === null || !doc) return { ok: false, error: `Run ${runId} changed no files Hearth kept.` };
      if (doc.undoneAt) return { ok: false, error: `Run ${runId} was already undone (${doc.undoneAt}).` };
      if (doc.dropped)
        return {
          ok: false,
          error: `Undo for run ${runId} is no longer kept: ${doc.dropped.reason} (${doc.dropped.at}).`,
        };
      const report = restoreRun(doc, folder, force);
      if (report.conflicts.length === 0 || force) {
        writeJournal(folder, { ...doc, undoneAt: now().toISOString(), bytes: 0 });
        rmSync(join(folder, 'originals'), { recursive: true, force: true });
      }
      return { ok: true, report };
    },
    prune() {
      const { keepDays, maxMegabytes } = deps.limits();
      const runs: { folder: string; doc: JournalDocument }[] = [];
      let names: string[] = [];
      try {
        names = readdirSync(deps.folder);
      } catch {
        return [];
      }
      for (const name of names) {
        const folder = join(deps.folder, name);
        const doc = readJournal(folder);
        if (doc && !doc.dropped && !doc.undoneAt) runs.push({ folder, doc });
      }
      runs.sort((a, b) => a.doc.createdAt.localeCompare(b.doc.createdAt));
      const notes: string[] = [];
      const oldest = now().getTime() - keepDays * 86_400_000;
      let total = runs.reduce((sum, run) => sum + run.doc.bytes, 0);
      for (const run of runs) {
        const tooOld = Date.parse(run.doc.createdAt) < oldest;
        const overLimit = total > maxMegabytes * 1_048_576;
        if (!tooOld && !overLimit) continue;
        total -= run.doc.bytes;
        const reason = tooOld ? `older than ${keepDays} days` : `the undo store was over ${maxMegabytes} MB`;
        notes.push(drop(run.folder, run.doc, reason));
      }
      return notes;
    },
  };
}
