// One run's undo journal, `<undo folder>/<runId>/journal.json` with the originals beside it in `originals/`: for every
// workspace path the run changed, what it held before the run first touched it and what the run left there.
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { bytesUnder, countFiles, lstatOrNull, stateNow, type FileState } from './file-state';
import { copyExact, movePath, removePath } from './move-path';

export interface JournalEntry {
  /** Workspace-relative path. */
  path: string;
  before: FileState;
  after: FileState;
}

export interface JournalDocument {
  version: 1;
  runId: string;
  workspace: string;
  createdAt: string;
  entries: JournalEntry[];
  /** Bytes the kept originals use. */
  bytes: number;
  /** Set when the originals were removed (too old, or the disk limit), with when and why. */
  dropped?: { at: string; reason: string };
  /** Set once the run's changes were put back. */
  undoneAt?: string;
}

/** How the original is kept: moved away (the path is empty after), copied (the tool writes in place), or its mode. */
export type KeepHow = 'move' | 'copy' | 'mode-only';

export interface RunJournal {
  readonly folder: string;
  document: () => JournalDocument;
  /** Call before the run changes `relative`: the first time, the original is kept; later, 'move' clears the path. */
  keep: (relative: string, how: KeepHow) => void;
  /** As keep, with the original taken from a pre-call snapshot (`source`, moved in) instead of the workspace. */
  keepFrom: (relative: string, source: string, how: 'move' | 'mode-only') => void;
  /** Call after the change: records what the run left at `relative`. */
  settle: (relative: string) => void;
  save: () => void;
}

export function journalFile(folder: string): string {
  return join(folder, 'journal.json');
}

export function readJournal(folder: string): JournalDocument | null {
  try {
    return JSON.parse(readFileSync(journalFile(folder), 'utf8')) as JournalDocument;
  } catch {
    return null;
  }
}

export function writeJournal(folder: string, doc: JournalDocument): void {
  const temporary = `${journalFile(folder)}.tmp`;
  writeFileSync(temporary, JSON.stringify(doc));
  renameSync(temporary, journalFile(folder));
}

export function openRunJournal(folder: string, runId: string, workspace: string, now: () => Date): RunJournal {
  mkdirSync(join(folder, 'originals'), { recursive: true });
  const doc: JournalDocument = readJournal(folder) ?? {
    version: 1,
    runId,
    workspace,
    createdAt: now().toISOString(),
    entries: [],
    bytes: 0,
  };
  const byPath = new Map(doc.entries.map((entry) => [entry.path, entry]));
  const keepBlob = (absolute: string, how: 'move' | 'copy'): string => {
    const blob = String(readdirSync(join(folder, 'originals')).length);
    const target = join(folder, 'originals', blob);
    if (how === 'move') movePath(absolute, target);
    else copyExact(absolute, target);
    doc.bytes += bytesUnder(target);
    return blob;
  };
  const originalOf = (absolute: string, how: KeepHow): FileState => {
    const info = lstatOrNull(absolute);
    if (!info) return { kind: 'absent' };
    if (info.isSymbolicLink()) {
      const state = stateNow(absolute);
      if (how === 'move') removePath(absolute);
      return state;
    }
    const mode = info.mode & 0o7777;
    if (info.isDirectory()) {
      if (how === 'mode-only') return { kind: 'dir', mode };
      const files = countFiles(absolute);
      return { kind: 'dir', mode, files, blob: keepBlob(absolute, how) };
    }
    return {
      kind: 'file',
      mode,
      size: info.size,
      mtimeMs: info.mtimeMs,
      blob: keepBlob(absolute, how === 'move' ? 'move' : 'copy'),
    };
  };
  return {
    folder,
    document: () => doc,
    keep(relative, how) {
      const absolute = join(doc.workspace, relative);
      const known = byPath.get(relative);
      if (known) {
        // A folder kept by its mode only still holds originals: they are kept now, with the mode it had then.
        const before = known.before;
        if (
          how === 'move' &&
          before.kind === 'dir' &&
          before.blob === undefined &&
          lstatOrNull(absolute)?.isDirectory()
        )
          known.before = { ...before, files: countFiles(absolute), blob: keepBlob(absolute, 'move') };
        else if (how === 'move') removePath(absolute);
        return;
      }
      const entry: JournalEntry = { path: relative, before: originalOf(absolute, how), after: { kind: 'absent' } };
      byPath.set(relative, entry);
      doc.entries.push(entry);
    },
    keepFrom(relative, source, how) {
      if (byPath.has(relative)) return;
      const entry: JournalEntry = { path: relative, before: originalOf(source, how), after: { kind: 'absent' } };
      byPath.set(relative, entry);
      doc.entries.push(entry);
    },
    settle(relative) {
      const entry = byPath.get(relative);
      if (entry) entry.after = stateNow(join(doc.workspace, relative));
    },
    save: () => writeJournal(folder, doc),
  };
}

export function journalExists(folder: string): boolean {
  return existsSync(journalFile(folder));
}
