// `find_files`: workspace files whose path matches a glob (picomatch syntax; a pattern without "/" matches file names
// at any depth). Symlinks are listed but never followed. The names come from disk, so the list is marked as read from
// the folder (file-source.ts).
import { stat } from 'node:fs/promises';
import { z } from 'zod';
import { defineTool, fail, ok, type AnyTool } from '../tool';
import { fromDisk } from './file-source';
import { describeFileCall, fileToolKit, resolveForTool, type FileToolDeps } from './file-support';
import { walkTree, type WalkState } from './walk-workspace';
import { globMatcher } from './glob-matcher';

const findFilesParameters = z.lazy(() =>
  z.object({
    pattern: z.string().min(1).describe('Glob, e.g. "*.md", "src/**/*.ts".'),
    path: z.string().optional().describe('Folder to search, relative to the workspace (default: the whole workspace).'),
  }),
);

export function createFindFilesTool(deps: FileToolDeps): AnyTool {
  const { limits, guard } = fileToolKit(deps);
  return defineTool({
    name: 'find_files',
    label: 'Find files',
    description:
      'Find files in the workspace by glob pattern. Paths in the result are relative to the searched folder.',
    parameters: findFilesParameters,
    risk: 'read',
    describeCall: (args, ctx) => describeFileCall(args.path ?? '.', ctx, guard),
    execute: async (args, ctx) => {
      const resolved = resolveForTool(ctx, args.path ?? '.', guard);
      if (!resolved.ok) return fail(resolved.error, 'invalid_path');
      if (!(await stat(resolved.absolute).catch(() => null))?.isDirectory()) {
        return fail(`Folder "${resolved.relative}" does not exist.`, 'not_found');
      }
      let matches: (path: string) => boolean;
      try {
        matches = await globMatcher(args.pattern);
      } catch (error) {
        return fail(`Invalid glob "${args.pattern}": ${(error as Error).message}`, 'invalid_args');
      }
      const state: WalkState = { visited: 0, exhausted: false };
      const found: string[] = [];
      let more = false;
      for await (const entry of walkTree(
        resolved.absolute,
        { maxVisited: limits.maxVisitedEntries, skipDir: guard.isDataFolder },
        state,
      )) {
        if (entry.kind === 'dir' || !matches(entry.relative)) continue;
        if (found.length >= limits.maxListEntries) {
          more = true;
          break;
        }
        found.push(entry.relative);
      }
      found.sort();
      const notes = [
        more ? `[stopped at ${limits.maxListEntries} results]` : '',
        state.exhausted ? `[stopped after visiting ${limits.maxVisitedEntries} entries]` : '',
      ];
      const content =
        (found.length === 0 ? 'No files match.' : found.join('\n')) +
        notes
          .filter(Boolean)
          .map((note) => `\n${note}`)
          .join('');
      const result = ok(content, {
        details: { path: resolved.relative, pattern: args.pattern, files: found, truncated: more || state.exhausted },
      });
      return found.length === 0 ? result : fromDisk(result, resolved.absolute, deps.trustedFolders, { links: false });
    },
  });
}
