// Undo as the CLI (`hearth undo`) and the window (`undo:review`, `undo:apply`) use it, over the store in tools/undo/:
// a run's changed files for Review, with a diff for text, and Undo itself, which stops at files changed since the run.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { lstatOrNull, sameState, stateNow, type FileState } from '../../../tools/undo/file-state';
import type { JournalEntry } from '../../../tools/undo/run-journal';
import { countChangedFiles, type UndoStore } from '../../../tools/undo/undo-store';
import { looksBinary } from '../../../tools/files/file-support';
import type { Result } from '../../shared/result';
import type { UndoChangeKind, UndoFileChange, UndoOutcome, UndoReview } from '../../shared/undo-types';
import { lineDiff } from './text-diff';

export interface UndoService {
  /** How many files a run changed (0: none, or nothing Hearth kept). */
  filesChanged: (runId: string) => number;
  review: (runId: string) => Result<{ review: UndoReview }>;
  undo: (runId: string, options: { force: boolean }) => Result<{ outcome: UndoOutcome }>;
}

const maxDiffBytes = 256 * 1024;

function kindOf(entry: JournalEntry): UndoChangeKind {
  const { before, after } = entry;
  if (before.kind === 'absent') return after.kind === 'dir' ? 'folder created' : 'created';
  if (before.kind === 'dir' && before.blob !== undefined) return 'folder deleted';
  if (after.kind === 'absent') return 'deleted';
  if (before.kind === 'dir') return 'mode';
  return 'modified';
}

function textOf(path: string | null): string | null {
  if (path === null) return '';
  const info = lstatOrNull(path);
  if (!info) return '';
  if (!info.isFile() || info.size > maxDiffBytes) return null;
  const bytes = readFileSync(path);
  return looksBinary(bytes.subarray(0, 8_192)) ? null : bytes.toString('utf8');
}

function diffOf(store: UndoStore, runId: string, workspace: string, entry: JournalEntry): string[] | undefined {
  const fileLike = (state: FileState) => state.kind === 'file' || state.kind === 'absent';
  if (!fileLike(entry.before) || !fileLike(entry.after)) return undefined;
  const before =
    entry.before.kind === 'file' && entry.before.blob ? store.originalPath(runId, entry.before.blob) : null;
  const beforeText = textOf(before);
  const afterText = entry.after.kind === 'file' ? textOf(join(workspace, entry.path)) : '';
  if (beforeText === null || afterText === null) return undefined;
  return lineDiff(beforeText, afterText) ?? undefined;
}

export function createUndoService(store: UndoStore): UndoService {
  return {
    filesChanged: (runId) => store.filesChanged(runId),
    review(runId) {
      const doc = store.read(runId);
      if (!doc) return { ok: false, error: `Run ${runId} changed no files Hearth kept.` };
      const changes: UndoFileChange[] = doc.entries.map((entry) => {
        const changedSince = !sameState(entry.after, stateNow(join(doc.workspace, entry.path)));
        const diff =
          changedSince || doc.dropped || doc.undoneAt ? undefined : diffOf(store, runId, doc.workspace, entry);
        const files = entry.before.kind === 'dir' ? entry.before.files : undefined;
        return {
          path: entry.path,
          kind: kindOf(entry),
          changedSince,
          ...(files !== undefined ? { files } : {}),
          ...(diff ? { diff } : {}),
        };
      });
      const unavailable = doc.undoneAt
        ? `already undone (${doc.undoneAt})`
        : doc.dropped
          ? `no longer kept: ${doc.dropped.reason} (${doc.dropped.at})`
          : undefined;
      const review: UndoReview = {
        runId,
        workspace: doc.workspace,
        files: countChangedFiles(doc),
        changes,
        ...(unavailable ? { unavailable } : {}),
      };
      return { ok: true, review };
    },
    undo(runId, { force }) {
      const done = store.undo(runId, { force });
      if (!done.ok) return done;
      const { report } = done;
      if (report.conflicts.length > 0 && !force)
        return { ok: true, outcome: { status: 'changed_since', runId, paths: report.conflicts } };
      return {
        ok: true,
        outcome: { status: 'undone', runId, restored: report.restored.length, failed: report.failed },
      };
    },
  };
}
