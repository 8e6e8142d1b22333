// How `git` results read: what was cut from a long output (and how to see the rest), the failure of a git command as
// data, and the mark that what git printed is untrusted (issue 35: files, commit messages and remotes' words).
import type { ResultSource } from '../../electron/shared/provenance';
import { inTrustedFolder, type TrustedFolders } from '../files/file-source';
import { linksInText, withSource } from '../result-source';
import { fail, type ToolResult } from '../tool';
import type { GitOutcome } from './git-process';
import { firstErrorLine, type GitRepo } from './git-repo';

/** The most a diff, show or blame shows the model; past it the result says how much was cut. */
export const gitOutputCapBytes = 40_000;

/** The note under an output cut at the cap, with the sizes and what to ask for instead. */
export function cutNote(keptBytes: number, cutBytes: number, hint: string): string {
  const total = keptBytes + cutBytes;
  return `[output cut: showing the first ${keptBytes} of ${total} bytes; ${cutBytes} bytes (${Math.round((cutBytes / total) * 100)}%) not shown. ${hint}]`;
}

/** The kept text, ending on a whole line, with the cut note when anything was cut. */
export function cappedText(outcome: GitOutcome, hint: string): string {
  if (outcome.cutBytes === 0) return outcome.stdout;
  const lastNewline = outcome.stdout.lastIndexOf('\n');
  const kept = lastNewline > 0 ? outcome.stdout.slice(0, lastNewline + 1) : outcome.stdout;
  const keptBytes = Buffer.byteLength(kept);
  const cutBytes = outcome.cutBytes + (Buffer.byteLength(outcome.stdout) - keptBytes);
  return `${kept}${cutNote(keptBytes, cutBytes, hint)}`;
}

/** A git command that failed, as a result the model can read (git's own first error line). */
export function gitFailure(action: string, outcome: GitOutcome): ToolResult {
  const kind = outcome.timedOut ? 'timeout' : outcome.aborted ? 'aborted' : 'git_failed';
  const more = outcome.stderr.trim().split('\n').slice(1, 8).join('\n');
  return fail(`git ${action} failed: ${firstErrorLine(outcome)}${more ? `\n${more}` : ''}`, kind);
}

/** Marks the result as read from the repository unless it is empty or the repository is in a trusted folder. */
export function markGitOutput(
  result: ToolResult,
  repo: Pick<GitRepo, 'top' | 'label'>,
  action: string,
  trusted: TrustedFolders | undefined,
): ToolResult {
  if (result.content.trim() === '' || inTrustedFolder(repo.top, trusted)) return result;
  const where = repo.label === '.' ? 'the workspace' : repo.label;
  const source: ResultSource = {
    kind: 'command_output',
    label: `\`git ${action}\` in ${where}`,
    links: linksInText(result.content),
  };
  return withSource(result, source);
}
