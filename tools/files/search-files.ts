// `search_files`: lines matching a text or regex in workspace files (optionally filtered by a glob), capped.
// Binary and very large files are skipped; symlinks are never followed. Matches are marked as read from the folder.
import { stat } from 'node:fs/promises';
import { z } from 'zod';
import { defineTool, fail, ok, type AnyTool } from '../tool';
import { fromDisk } from './file-source';
import { describeFileCall, fileToolKit, resolveForTool, type FileToolDeps } from './file-support';
import { runSearchWorker } from './search-worker';
import { walkTree, type WalkState } from './walk-workspace';
import { globMatcher } from './glob-matcher';

const searchFilesParameters = z.lazy(() =>
  z.object({
    query: z.string().min(1).describe('Text to find (or a JavaScript regular expression when regex is true).'),
    regex: z.boolean().optional().describe('Treat query as a regular expression (default false).'),
    ignoreCase: z.boolean().optional().describe('Case-insensitive match (default false).'),
    path: z.string().optional().describe('Folder to search, relative to the workspace (default: the whole workspace).'),
    glob: z.string().optional().describe('Only search files matching this glob, e.g. "*.md".'),
  }),
);

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function createSearchFilesTool(deps: FileToolDeps): AnyTool {
  const { limits, guard } = fileToolKit(deps);
  return defineTool({
    name: 'search_files',
    label: 'Search files',
    description: `Search workspace text files for a string or regex. Returns "path:line: text", at most ${limits.maxSearchMatches} matches.`,
    parameters: searchFilesParameters,
    risk: 'read',
    describeCall: (args, ctx) => describeFileCall(args.path ?? '.', ctx, guard),
    execute: async (args, ctx) => {
      const resolved = resolveForTool(ctx, args.path ?? '.', guard);
      if (!resolved.ok) return fail(resolved.error, 'invalid_path');
      if (!(await stat(resolved.absolute).catch(() => null))?.isDirectory())
        return fail(`Folder "${resolved.relative}" does not exist.`, 'not_found');
      const source = args.regex ? args.query : escapeRegex(args.query);
      const flags = args.ignoreCase ? 'i' : '';
      try {
        new RegExp(source, flags);
      } catch (error) {
        return fail(`Invalid regular expression: ${(error as Error).message}`, 'invalid_args');
      }
      const keep = args.glob ? await globMatcher(args.glob) : () => true;
      const state: WalkState = { visited: 0, exhausted: false };
      const files: { absolute: string; relative: string }[] = [];
      for await (const entry of walkTree(
        resolved.absolute,
        { maxVisited: limits.maxVisitedEntries, skipDir: guard.isDataFolder },
        state,
      )) {
        if (entry.kind === 'file' && keep(entry.relative))
          files.push({ absolute: entry.absolute, relative: entry.relative });
      }
      files.sort((a, b) => a.relative.localeCompare(b.relative));
      const job = {
        files,
        source,
        flags,
        maxMatches: limits.maxSearchMatches,
        maxFileBytes: limits.maxSearchFileBytes,
      };
      const outcome = await runSearchWorker(job, limits.searchTimeoutMs, ctx.signal);
      if (!outcome)
        return fail(
          `The search was stopped after ${limits.searchTimeoutMs} ms (or aborted); narrow the folder or simplify the pattern.`,
          'timeout',
        );
      const lines = outcome.matches.map((match) => `${match.path}:${match.line}: ${match.text}`);
      if (outcome.hitLimit) lines.push(`[stopped at ${limits.maxSearchMatches} matches]`);
      if (state.exhausted) lines.push(`[stopped after visiting ${limits.maxVisitedEntries} entries]`);
      const content = outcome.matches.length === 0 ? `No matches in ${outcome.filesSearched} files.` : lines.join('\n');
      const result = ok(content, {
        details: { path: resolved.relative, ...outcome, truncated: outcome.hitLimit || state.exhausted },
      });
      return outcome.matches.length === 0
        ? result
        : fromDisk(result, resolved.absolute, deps.trustedFolders, { links: true });
    },
  });
}
