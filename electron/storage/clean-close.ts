// The note Hearth leaves next to its database when it closes it cleanly (`hearth.db-closed`): the file's identity then
// and when it was last integrity-checked. The next open skips the check (which reads every page: ~300 ms at 150 MB)
// only when the file is exactly as it was left, with no write-ahead log, and the last check is under a week old.
import fs from 'node:fs';

/** However clean the closes, the whole file is checked at least this often. */
export const FULL_CHECK_EVERY_MS = 7 * 24 * 60 * 60 * 1000;

interface CleanClose {
  ino: number;
  size: number;
  mtimeMs: number;
  /** When quick_check last found the file sound (epoch ms). */
  checkedAt: number;
}

export function cleanCloseNotePath(file: string): string {
  return `${file}-closed`;
}

/**
 * Reads and removes the note (an open makes it stale: a crash from here on must not be taken for a clean close).
 * Answers when the file was last checked if the check may be skipped now, else undefined.
 */
export function takeCleanClose(file: string, nowMs: number): number | undefined {
  const notePath = cleanCloseNotePath(file);
  let note: unknown;
  try {
    note = JSON.parse(fs.readFileSync(notePath, 'utf8'));
  } catch {
    return undefined; // none (first open, a crash, a kill) or unreadable: check
  } finally {
    fs.rmSync(notePath, { force: true });
  }
  if (!isCleanClose(note)) return undefined;
  const age = nowMs - note.checkedAt;
  if (age < 0 || age >= FULL_CHECK_EVERY_MS) return undefined;
  return unchangedSince(file, note) ? note.checkedAt : undefined;
}

/** After the last connection of this process closed: leaves the note unless a write-ahead log is still there. */
export function leaveCleanClose(file: string, checkedAt: number): void {
  try {
    if (walBytes(file) > 0) return; // another process still has it open, or the checkpoint could not finish
    const stat = fs.statSync(file);
    const note: CleanClose = { ino: stat.ino, size: stat.size, mtimeMs: stat.mtimeMs, checkedAt };
    fs.writeFileSync(cleanCloseNotePath(file), `${JSON.stringify(note)}\n`);
  } catch {
    // Without the note the next open checks the file: slower, never less safe.
  }
}

function unchangedSince(file: string, note: CleanClose): boolean {
  try {
    const stat = fs.statSync(file);
    return stat.ino === note.ino && stat.size === note.size && stat.mtimeMs === note.mtimeMs && walBytes(file) === 0;
  } catch {
    return false;
  }
}

function walBytes(file: string): number {
  try {
    return fs.statSync(`${file}-wal`).size;
  } catch {
    return 0;
  }
}

function isCleanClose(value: unknown): value is CleanClose {
  if (typeof value !== 'object' || value === null) return false;
  const note = value as Record<string, unknown>;
  return ['ino', 'size', 'mtimeMs', 'checkedAt'].every((key) => Number.isFinite(note[key]));
}
