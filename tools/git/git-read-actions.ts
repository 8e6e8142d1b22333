// The reading actions of the `git` tool: status (parsed from porcelain v2), log (one line per commit), diff and show
// (a file summary, then the patch up to the cap), blame. External diff programs and textconv filters never run.
import { fail, ok, type ToolResult } from '../tool';
import type { GitArgs } from './git-params';
import { cappedText, gitFailure, gitOutputCapBytes } from './git-output';
import type { GitRepo } from './git-repo';
import { parseStatus, statusText } from './git-status';

const noPrograms = ['--no-ext-diff', '--no-textconv', '--no-color'];
const fileHint = 'Ask for fewer `files` (the summary above lists them) to see the rest.';

function pathspec(args: GitArgs): string[] {
  return args.files && args.files.length > 0 ? ['--', ...args.files] : [];
}

function endOfOptions(ref: string | undefined): string[] {
  return ref ? ['--end-of-options', ref] : [];
}

async function status(repo: GitRepo, args: GitArgs, signal: AbortSignal): Promise<ToolResult> {
  const outcome = await repo.run(
    ['status', '--porcelain=v2', '--branch', '-z', '--ignore-submodules=all', ...pathspec(args)],
    { signal },
  );
  if (outcome.exitCode !== 0) return gitFailure('status', outcome);
  const parsed = parseStatus(outcome.stdout);
  return ok(statusText(parsed, outcome.cutBytes), { details: { action: 'status', repo: repo.label, ...parsed } });
}

async function log(repo: GitRepo, args: GitArgs, signal: AbortSignal): Promise<ToolResult> {
  const format = '--format=%H%x1f%an%x1f%aI%x1f%s%x1e';
  const count = `--max-count=${args.limit ?? 20}`;
  const outcome = await repo.run(['log', format, count, ...noPrograms, ...endOfOptions(args.ref), ...pathspec(args)], {
    signal,
  });
  if (outcome.exitCode !== 0) return gitFailure('log', outcome);
  const commits = outcome.stdout
    .split('\x1e')
    .map((record) => record.replace(/^\n/, ''))
    .filter((record) => record !== '')
    .map((record) => {
      const [hash = '', author = '', date = '', subject = ''] = record.split('\x1f');
      return { hash, author, date, subject };
    });
  const lines = commits.map(
    (commit) => `${commit.hash.slice(0, 12)} ${commit.date} ${commit.author}: ${commit.subject}`,
  );
  const content = lines.length === 0 ? '(no commits)' : lines.join('\n');
  return ok(content, { details: { action: 'log', repo: repo.label, commits } });
}

/** The numstat of a diff as one line per file ("+3 -1 src/a.ts"), the summary shown above a cut patch. */
async function fileSummary(repo: GitRepo, base: string[], spec: string[], signal: AbortSignal): Promise<string | null> {
  const outcome = await repo.run([...base, '--numstat', ...spec], { signal, maxBytes: 16_384 });
  if (outcome.exitCode !== 0) return null;
  const files = outcome.stdout.split('\n').filter((line) => line.trim() !== '');
  const lines = files.map((line) => {
    const [added, removed, ...name] = line.split('\t');
    return added === '-' ? `binary ${name.join('\t')}` : `+${added} -${removed} ${name.join('\t')}`;
  });
  return `${files.length} file${files.length === 1 ? '' : 's'} changed${outcome.cutBytes > 0 ? ' (list cut)' : ''}:\n${lines.join('\n')}`;
}

async function diff(repo: GitRepo, args: GitArgs, signal: AbortSignal): Promise<ToolResult> {
  const base = [
    'diff',
    ...noPrograms,
    '--ignore-submodules=all',
    ...(args.staged ? ['--cached'] : []),
    ...endOfOptions(args.ref),
  ];
  const outcome = await repo.run([...base, ...pathspec(args)], { signal, maxBytes: gitOutputCapBytes });
  if (outcome.exitCode !== 0) return gitFailure('diff', outcome);
  if (outcome.stdout === '') return ok('(no differences)', { details: { action: 'diff', repo: repo.label } });
  const summary = await fileSummary(repo, base, pathspec(args), signal);
  const patch = cappedText(outcome, fileHint);
  const content = summary ? `${summary}\n\n${patch}` : patch;
  return ok(content, {
    details: { action: 'diff', repo: repo.label, cutBytes: outcome.cutBytes },
  });
}

async function show(repo: GitRepo, args: GitArgs, signal: AbortSignal): Promise<ToolResult> {
  const ref = args.ref ?? 'HEAD';
  const outcome = await repo.run(
    ['show', '--format=fuller', '--stat', '--patch', ...noPrograms, '--end-of-options', ref, ...pathspec(args)],
    { signal, maxBytes: gitOutputCapBytes },
  );
  if (outcome.exitCode !== 0) return gitFailure('show', outcome);
  return ok(cappedText(outcome, 'Ask for fewer `files` to see the rest of the patch.'), {
    details: { action: 'show', repo: repo.label, ref, cutBytes: outcome.cutBytes },
  });
}

async function blame(repo: GitRepo, args: GitArgs, signal: AbortSignal): Promise<ToolResult> {
  const file = args.files?.[0];
  if (!file || (args.files?.length ?? 0) > 1) {
    return fail('blame takes exactly one file in `files`.', 'invalid_args');
  }
  const range = args.startLine ? ['-L', `${args.startLine},${args.endLine ?? ''}`] : [];
  const outcome = await repo.run(
    ['blame', '--no-textconv', '--date=short', ...range, ...(args.ref ? [args.ref] : []), '--', file],
    {
      signal,
      maxBytes: gitOutputCapBytes,
    },
  );
  if (outcome.exitCode !== 0) return gitFailure('blame', outcome);
  return ok(cappedText(outcome, 'Ask for a line range (`startLine`, `endLine`) to see the rest.'), {
    details: { action: 'blame', repo: repo.label, file, cutBytes: outcome.cutBytes },
  });
}

export const gitReadActions = { status, log, diff, show, blame } as const;
