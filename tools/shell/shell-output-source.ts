// Where a shell call's output came from (issue 35): what a command prints is mostly what files, repositories and
// programs hold (`cat`, `grep`, `git log`, a test run), so non-empty output is untrusted (kind 'command_output') —
// unless it can only be the command's own words (`echo done`, `pwd`) or the workspace is a folder the person trusts.
import { realpathSync } from 'node:fs';
import type { ResultSource } from '../../electron/shared/provenance';
import { inTrustedFolder, type TrustedFolders } from '../files/file-source';
import { linksInText, withSource } from '../result-source';
import type { ToolResult } from '../tool';
import { baseName } from './command-meaning';
import { parseStrict } from './command-parse-strict';

/** Programs whose output, given only literal words, is those words, an error about them, or Hearth's own facts. */
const ownWordsPrograms = new Set(['echo', 'printf', 'pwd', 'true', 'false', 'mkdir', 'touch', 'sleep', 'cd']);
const maxLabelLength = 120;

/**
 * True when the command's output can hold nothing a third party wrote: a list of simple commands from
 * `ownWordsPrograms` whose words are all literal (no glob, variable or substitution that could pull in a file name).
 */
export function printsOnlyItsOwnWords(command: string): boolean {
  const parsed = parseStrict(command);
  if (!parsed.ok) return false;
  return parsed.list.commands.every(
    (simple) =>
      simple.assigns.length === 0 &&
      simple.words.length > 0 &&
      simple.words.every((word) => word.known) &&
      ownWordsPrograms.has(baseName(simple.words[0]!.value)),
  );
}

function realWorkspace(workspace: string): string {
  try {
    return realpathSync(workspace);
  } catch {
    return workspace;
  }
}

/** "`cat notes.txt`" (shortened) — what the approval and the activity view call this output. */
export function commandLabel(command: string): string {
  const oneLine = command.replace(/\s+/g, ' ').trim();
  const short = oneLine.length > maxLabelLength ? `${oneLine.slice(0, maxLabelLength - 1)}…` : oneLine;
  return `\`${short}\``;
}

/** The result marked as read from the command's output, with the links printed in it; unchanged when trusted. */
export function markShellOutput(
  result: ToolResult,
  input: { command: string; output: string; workspace: string; trustedFolders?: TrustedFolders },
): ToolResult {
  if (input.output.trim() === '') return result;
  if (printsOnlyItsOwnWords(input.command)) return result;
  if (inTrustedFolder(realWorkspace(input.workspace), input.trustedFolders)) return result;
  const source: ResultSource = {
    kind: 'command_output',
    label: commandLabel(input.command),
    links: linksInText(input.output),
  };
  return withSource(result, source);
}
