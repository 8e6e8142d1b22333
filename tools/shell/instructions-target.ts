// Whether a shell command writes, moves or deletes the workspace's HEARTH.md / AGENTS.md (its project instructions):
// a redirect into one, a writing program naming one as its target (rm, mv, cp's destination, tee, sed -i, dd of=…),
// an interpreter one-liner mentioning one, or any of these inside `sh -c`. Read on the parsed command (command-parse).
import { homedir } from 'node:os';
import { basename, resolve } from 'node:path';
import {
  instructionsChangeReason,
  isInstructionsFileName,
  namesProjectInstructions,
} from '../project-instructions-files';
import { parseLenient, type EvaluatedWord, type LenientCommand } from './command-parse-lenient';
import { baseName } from './command-meaning';

const wrappers = new Set(['env', 'command', 'exec', 'nohup', 'nice', 'time', 'timeout', 'stdbuf', 'busybox', 'xargs']);
const privileged = new Set(['sudo', 'doas', 'run0', 'setsid']);
/** Every file argument is changed (or moved away, or deleted). */
const changesEveryArgument = new Set(['rm', 'unlink', 'shred', 'truncate', 'touch', 'tee', 'mv', 'chmod', 'chown']);
/** Only the last file argument (the destination) is changed. */
const changesLastArgument = new Set(['cp', 'install', 'rsync', 'ln', 'scp']);
const inPlaceEditors = new Set(['sed', 'perl', 'gsed']);
const gitChanges = new Set(['checkout', 'restore', 'rm', 'mv', 'apply']);
const shellPrograms = /^(?:ba|z|da|k|mk|fi|c|tc|a|y|pdk)?sh$/;
const interpreterPrograms = /^(?:python[0-9.]*|pypy[0-9.]*|perl[0-9.]*|ruby[0-9.]*|node|nodejs|deno|bun|php[0-9.]*)$/;
const mentionsInstructions = /(?:^|[^\w.-])(?:hearth|agents)\.md\b/i;
const MAX_DEPTH = 3;

interface Place {
  workspace: string;
  /** The working directory the command starts in (the tool's `cwd`), when not the workspace. */
  cwd?: string;
  /** The command changes directory (`cd`): a target is matched by its name alone. */
  movesAround: boolean;
}

function isTarget(word: EvaluatedWord, place: Place): boolean {
  if (!word.known || word.value === '' || word.value.startsWith('-')) return false;
  if (place.movesAround && isInstructionsFileName(basename(word.value))) return true;
  if (namesProjectInstructions(place.workspace, word.value)) return true;
  return (
    place.cwd !== undefined &&
    namesProjectInstructions(place.workspace, resolve(place.workspace, place.cwd, word.value))
  );
}

/** The program's index after assignments and wrappers (env, sudo, nohup, timeout 5…). */
function programIndex(words: EvaluatedWord[]): number {
  let index = 0;
  while (index < words.length) {
    const value = words[index]!.value;
    const name = baseName(value);
    if (/^[A-Za-z_]\w*=/.test(value) || wrappers.has(name) || privileged.has(name)) {
      index += 1;
      while (index < words.length && (words[index]!.value.startsWith('-') || /^\d+[smhd]?$/.test(words[index]!.value)))
        index += 1;
      continue;
    }
    return index;
  }
  return index;
}

function commandTargets(command: LenientCommand, place: Place, depth: number): boolean {
  if (command.writes.some((word) => isTarget(word, place))) return true;
  const start = programIndex(command.words);
  const program = baseName(command.words[start]?.value ?? '');
  const args = command.words.slice(start + 1);
  const files = args.filter((word) => !word.value.startsWith('-'));
  if (changesEveryArgument.has(program)) return files.some((word) => isTarget(word, place));
  if (changesLastArgument.has(program)) {
    const targetFlag = args.findIndex((word) => word.value === '-t' || word.value === '--target-directory');
    return files.length > 0 && isTarget(files.at(-1)!, place) && targetFlag < 0;
  }
  if (inPlaceEditors.has(program) && args.some((word) => /^-[A-Za-z]*i|^--in-place/.test(word.value)))
    return files.some((word) => isTarget(word, place));
  if (program === 'dd')
    return args.some(
      (word) => word.value.startsWith('of=') && isTarget({ ...word, value: word.value.slice(3) }, place),
    );
  if (program === 'git' && gitChanges.has(files[0]?.value ?? ''))
    return files.slice(1).some((word) => isTarget(word, place));
  if (interpreterPrograms.test(program)) return args.some((word) => mentionsInstructions.test(word.value));
  if (shellPrograms.test(program)) {
    const flag = args.findIndex((word) => /^-[A-Za-z]*c[A-Za-z]*$/.test(word.value));
    const script = flag >= 0 ? args[flag + 1] : undefined;
    if (script?.known && depth < MAX_DEPTH) return commandChangesInstructions(script.value, place, depth + 1);
  }
  return false;
}

function commandChangesInstructions(source: string, place: Omit<Place, 'movesAround'>, depth: number): boolean {
  const parsed = parseLenient(source, { home: homedir(), workspace: place.workspace });
  if (!parsed) return mentionsInstructions.test(source);
  const movesAround = parsed.commands.some((command) => ['cd', 'pushd'].includes(command.words[0]?.value ?? ''));
  return parsed.commands.some((command) => commandTargets(command, { ...place, movesAround }, depth));
}

/** The always-ask reason when the command would change the workspace's instructions file, else null. */
export function instructionsChangeInCommand(command: string, workspace: string, cwd?: string): string | null {
  return commandChangesInstructions(command, { workspace, ...(cwd ? { cwd } : {}) }, 0)
    ? instructionsChangeReason
    : null;
}
