// The `git` tool's arguments (issue 40: `action`, `path` and what each action takes) and the risk of one call:
// status, log, diff, show, blame and `stash list` read; add, commit, switch, stash and restore write; fetch, pull, push send.
import { z } from 'zod';
import type { ToolRisk } from '../tool';

export const gitActions = [
  'status',
  'log',
  'diff',
  'show',
  'blame',
  'add',
  'commit',
  'switch',
  'stash',
  'restore',
  'fetch',
  'pull',
  'push',
] as const;
export type GitAction = (typeof gitActions)[number];

const readActions = new Set<GitAction>(['status', 'log', 'diff', 'show', 'blame']);
const networkActions = new Set<GitAction>(['fetch', 'pull', 'push']);

/** A ref or remote name is never read as an option. */
const refName = z
  .string()
  .min(1)
  .max(500)
  .refine((value) => !value.startsWith('-'), 'may not start with "-"');

export const gitParameters = z.lazy(() =>
  z.object({
    action: z.enum(gitActions).describe('What to do.'),
    path: z
      .string()
      .optional()
      .describe('The repository folder, relative to the workspace (default: the workspace itself).'),
    files: z
      .array(z.string().min(1))
      .max(200)
      .optional()
      .describe(
        'Files or folders, relative to `path`: limit status/log/diff; blame takes one; add, restore and stash push take these; commit only these.',
      ),
    ref: refName
      .optional()
      .describe(
        'A commit, branch or tag: show (default HEAD), log (start), diff (compare with), blame (at), switch (target), restore (source), stash pop/apply/drop (stash@{n}), pull/push (branch).',
      ),
    staged: z.boolean().optional().describe('diff: the staged changes; restore: unstage instead of discarding.'),
    all: z.boolean().optional().describe('add: every change, new files included; commit: every tracked change.'),
    message: z.string().min(1).max(10_000).optional().describe('commit (required) or stash push: the message.'),
    create: z.boolean().optional().describe('switch: create the branch `ref` from the current commit.'),
    stashAction: z
      .enum(['push', 'pop', 'apply', 'list', 'drop'])
      .optional()
      .describe('stash: what to do (default push).'),
    includeUntracked: z.boolean().optional().describe('stash push: new files too.'),
    limit: z.number().int().min(1).max(200).optional().describe('log: how many commits (default 20).'),
    startLine: z.number().int().min(1).optional().describe('blame: first line.'),
    endLine: z.number().int().min(1).optional().describe('blame: last line.'),
    remote: refName.optional().describe('fetch/pull/push: the remote (default: the branch upstream, else origin).'),
    setUpstream: z.boolean().optional().describe('push: remember the remote branch as upstream.'),
  }),
);
export type GitArgs = z.infer<typeof gitParameters>;

/** The risk of one call: what it does, not what the tool can do. */
export function gitRiskOf(args: GitArgs): ToolRisk {
  if (readActions.has(args.action)) return 'read';
  if (networkActions.has(args.action)) return 'network';
  if (args.action === 'stash' && args.stashAction === 'list') return 'read';
  return 'write';
}
