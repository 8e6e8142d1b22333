// Moves a damaged database (and its -wal/-shm/-journal companions) aside as `<name>.corrupt-<timestamp>`,
// so a fresh database can be created while the old bytes stay available for recovery.
import fs from 'node:fs';

const COMPANION_SUFFIXES = ['-wal', '-shm', '-journal'] as const;

/** Returns the path the database file was moved to. */
export function moveCorruptDatabaseAside(file: string, now: Date): string {
  const target = freeTargetName(file, now);
  fs.renameSync(file, target);
  for (const suffix of COMPANION_SUFFIXES) {
    if (fs.existsSync(file + suffix)) fs.renameSync(file + suffix, target + suffix);
  }
  return target;
}

/** `hearth.db.corrupt-2025-01-31T10-20-30-123Z`, with `-2`, `-3`… if that name is taken. No colons (Windows). */
function freeTargetName(file: string, now: Date): string {
  const base = `${file}.corrupt-${now.toISOString().replace(/[:.]/g, '-')}`;
  let candidate = base;
  for (let n = 2; fs.existsSync(candidate); n += 1) candidate = `${base}-${n}`;
  return candidate;
}
