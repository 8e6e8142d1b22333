// picomatch, loaded on the first call that filters by a glob (find_files, search_files) instead of at start-up.
import type picomatchType from 'picomatch';

let loading: Promise<typeof picomatchType> | undefined;

/** A matcher for a glob (a pattern without "/" matches file names); throws for an invalid glob, as picomatch does. */
export async function globMatcher(pattern: string): Promise<(path: string) => boolean> {
  loading ??= import('picomatch').then((module) => module.default);
  const picomatch = await loading;
  return picomatch(pattern, { dot: true, basename: !pattern.includes('/') });
}
