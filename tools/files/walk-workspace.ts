// Walks a folder tree inside the workspace without following symlinks (a link is reported, never entered),
// skipping `.git` and any folder `skipDir` names (Hearth's data folder), and stopping after a budget of visited entries.
import { opendir } from 'node:fs/promises';
import { join, relative } from 'node:path';

export interface WalkEntry {
  absolute: string;
  /** Relative to the walk's root folder, with `/` separators. */
  relative: string;
  kind: 'file' | 'dir' | 'symlink' | 'other';
}

export interface WalkOptions {
  maxVisited: number;
  skipNames?: Set<string>;
  /** Folders neither shown nor entered (the file tools pass the data folder guard's test). */
  skipDir?: (absolute: string) => boolean;
}

export interface WalkState {
  visited: number;
  exhausted: boolean;
}

export async function* walkTree(root: string, options: WalkOptions, state: WalkState): AsyncGenerator<WalkEntry> {
  const skip = options.skipNames ?? new Set(['.git']);
  const pending = [root];
  while (pending.length > 0) {
    const folder = pending.shift() as string;
    let dir;
    try {
      dir = await opendir(folder);
    } catch {
      continue;
    }
    for await (const dirent of dir) {
      if (state.visited >= options.maxVisited) {
        state.exhausted = true;
        return;
      }
      state.visited += 1;
      const absolute = join(folder, dirent.name);
      const kind = dirent.isSymbolicLink()
        ? 'symlink'
        : dirent.isDirectory()
          ? 'dir'
          : dirent.isFile()
            ? 'file'
            : 'other';
      if (kind === 'dir' && (skip.has(dirent.name) || options.skipDir?.(absolute))) continue;
      yield { absolute, relative: relative(root, absolute).split('\\').join('/'), kind };
      if (kind === 'dir') pending.push(absolute);
    }
  }
}
