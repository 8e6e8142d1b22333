// Undo for the file tools (write_file, edit_file): before a tool writes a workspace file, the original is copied into
// the run's journal (and the first folder the write will create is noted); afterwards what the tool left is recorded.
import { dirname, relative, sep } from 'node:path';
import { lstatOrNull } from './file-state';
import { countChangedFiles, type UndoStore } from './undo-store';

/** What a result's `details.undo` carries: the run and how many files it has changed so far. */
export interface RunUndoFacts {
  runId: string;
  files: number;
}

export interface FileChangeJournal {
  /** Call before writing `absolute` (inside `workspace`); call what it returns once the write is done or failed. */
  begin: (runId: string, workspace: string, absolute: string) => () => RunUndoFacts;
}

/** The outermost folder between the workspace and `absolute` that does not exist yet (the write will create it). */
function firstMissingFolder(workspace: string, absolute: string): string | null {
  let missing: string | null = null;
  for (
    let folder = dirname(absolute);
    folder !== workspace && folder.startsWith(workspace + sep);
    folder = dirname(folder)
  ) {
    if (lstatOrNull(folder)) break;
    missing = folder;
  }
  return missing;
}

export function createFileChangeJournal(store: UndoStore): FileChangeJournal {
  return {
    begin(runId, workspace, absolute) {
      const journal = store.journal(runId, workspace);
      const paths = [firstMissingFolder(workspace, absolute), absolute]
        .filter((path): path is string => path !== null)
        .map((path) => relative(workspace, path));
      for (const path of paths) journal.keep(path, 'copy');
      journal.save();
      return () => {
        for (const path of paths) journal.settle(path);
        journal.save();
        store.prune();
        return { runId, files: countChangedFiles(journal.document()) };
      };
    },
  };
}
