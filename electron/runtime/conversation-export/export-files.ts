// Writing exports to disk without ever replacing a file: a new file only ('wx'), and in a folder the next free name.
import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Ok, Fail } from '../../shared/result';

export type FileWrite = Ok<{ path: string }> | Fail<{ message: string }>;

function reason(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  return code ? code : error instanceof Error ? error.message : String(error);
}

/** Creates `path` with `text`; an existing file is left as it is and reported. */
export function writeNewFile(path: string, text: string): FileWrite {
  try {
    writeFileSync(path, text, { encoding: 'utf8', flag: 'wx' });
    return { ok: true, path };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST')
      return { ok: false, message: `${path} already exists; nothing was overwritten (choose another name).` };
    return { ok: false, message: `cannot write ${path}: ${reason(error)}` };
  }
}

/** Creates the folder if needed and returns the lower-cased names already in it. */
export function prepareFolder(folder: string): Ok<{ taken: Set<string> }> | Fail<{ message: string }> {
  try {
    const existing = statSync(folder, { throwIfNoEntry: false });
    if (existing && !existing.isDirectory())
      return { ok: false, message: `${folder} is a file, not a folder; nothing was written.` };
    mkdirSync(folder, { recursive: true });
    return { ok: true, taken: new Set(readdirSync(folder).map((name) => name.toLowerCase())) };
  } catch (error) {
    return { ok: false, message: `cannot use the folder ${folder}: ${reason(error)}` };
  }
}

/** Writes `text` into `folder` under the first free name `nameFor(taken)` gives (it is retried if one appears meanwhile). */
export function writeIntoFolder(
  folder: string,
  taken: Set<string>,
  nameFor: (taken: ReadonlySet<string>) => string,
  text: string,
): FileWrite {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const name = nameFor(taken);
    taken.add(name.toLowerCase());
    const written = writeNewFile(join(folder, name), text);
    if (written.ok || !written.message.includes('already exists')) return written;
  }
  return { ok: false, message: `cannot find a free file name in ${folder}.` };
}
