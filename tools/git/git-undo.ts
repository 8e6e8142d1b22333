// Undo for the `git` actions that change workspace files (switch, restore, stash, pull): the files git is about to
// change are listed with git itself first and their originals kept in the run's journal (tools/undo/), as write_file
// does. add and commit change only the repository's records (index, objects, refs), which Undo does not put back.
import { join } from 'node:path';
import type { FileChangeJournal, RunUndoFacts } from '../undo/file-change-journal';
import type { GitRepo } from './git-repo';

/** More files than this in one call are not copied first: that call says undo is unavailable. */
const maxJournaledFiles = 2_000;

export type GitUndoFacts = RunUndoFacts | { unavailable: string };

export interface GitUndoScope {
  /** Call once git is done: the run's undo facts (null when nothing was kept because nothing was to change). */
  finish: () => GitUndoFacts | null;
}

/** NUL-separated paths from a `-z` listing (relative to the repository's top folder). */
async function listPaths(repo: GitRepo, args: readonly string[], signal: AbortSignal): Promise<string[] | null> {
  const outcome = await repo.run(args, { signal, maxBytes: 4_194_304 });
  if (outcome.exitCode !== 0 || outcome.cutBytes > 0) return null;
  return outcome.stdout.split('\0').filter((path) => path !== '');
}

/**
 * Keeps the originals of the files the listings name before git changes them. `listings` are git commands printing
 * `-z` paths relative to the repository's top folder (`diff --name-only -z …`, `ls-files --full-name -z …`).
 */
export async function beginGitUndo(
  repo: GitRepo,
  journal: FileChangeJournal | undefined,
  runId: string | undefined,
  listings: readonly (readonly string[])[],
  signal: AbortSignal,
): Promise<GitUndoScope> {
  if (!journal || !runId) return { finish: () => null };
  const paths = new Set<string>();
  for (const listing of listings) {
    const listed = await listPaths(repo, listing, signal);
    if (listed === null) return { finish: () => ({ unavailable: 'git could not list the files this call changes' }) };
    for (const path of listed) paths.add(path);
  }
  if (paths.size === 0) return { finish: () => null };
  if (paths.size > maxJournaledFiles) {
    return { finish: () => ({ unavailable: `the call changes more than ${maxJournaledFiles} files` }) };
  }
  const finishers = [...paths].map((path) => journal.begin(runId, repo.workspace, join(repo.top, path)));
  return {
    finish: () => {
      let facts: RunUndoFacts | null = null;
      for (const done of finishers) facts = done();
      return facts;
    },
  };
}

/** The line the model reads about undo for this call ('' when there is nothing to say). */
export function undoLine(facts: GitUndoFacts | null): string {
  if (facts === null) return '';
  if ('unavailable' in facts) return `\n[undo unavailable for this call: ${facts.unavailable}]`;
  return '';
}

/** What add and commit tell the model about undo. */
export const recordsOnlyNote =
  '[undo: this changes only the repository’s records (index and commits), not workspace files, so Undo has nothing to put back; git itself can (for a commit: git reset --soft HEAD~1)]';
