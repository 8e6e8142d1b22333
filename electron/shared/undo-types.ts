// What undo shows and answers, shared by the runtime (electron/runtime/undo/), the CLI and the window: a run's changed
// files for Review (with a diff for text), and what Undo did (restored, or the files the person changed since).

export type UndoChangeKind = 'created' | 'modified' | 'deleted' | 'mode' | 'folder deleted' | 'folder created';

export interface UndoFileChange {
  /** Workspace-relative path. */
  path: string;
  kind: UndoChangeKind;
  /** For a deleted folder: how many files it held. */
  files?: number;
  /** The person changed it after the run: Undo overwrites it only when told to. */
  changedSince: boolean;
  /** Lines of a text diff, each starting with '-', '+' or ' ' (absent for binary or large files). */
  diff?: string[];
}

export interface UndoReview {
  runId: string;
  workspace: string;
  files: number;
  changes: UndoFileChange[];
  /** Set when Undo is no longer possible (already undone, or dropped), saying why. */
  unavailable?: string;
}

export type UndoOutcome =
  | { status: 'undone'; runId: string; restored: number; failed: { path: string; reason: string }[] }
  /** Nothing was changed: these files were changed after the run; Undo again with force to overwrite them. */
  | { status: 'changed_since'; runId: string; paths: string[] };
