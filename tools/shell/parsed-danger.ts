// The parsed dangerous-command checks: recursive deletes that reach a protected path (protected-paths.ts), decoding or
// downloading into a shell, interpreter one-liners that delete, write outside or run shells, eval and `sh -c` of
// generated code. Built on the lenient parse (command-parse-lenient.ts).
import { homedir } from 'node:os';
import { posix } from 'node:path';
import { baseName, findCodeOptions, interpreterPrograms, shellPrograms, shortFlagsInclude } from './command-meaning';
import { parseLenient, type EvaluatedWord, type LenientCommand } from './command-parse-lenient';
import { reachesProtected, type DangerContext } from './protected-paths';

const workspaceSentinel = '/__hearth_workspace__';

function isRecursiveFlag(arg: string): boolean {
  return arg === '--recursive' || /^-[a-zA-Z]*[rR][a-zA-Z]*$/.test(arg);
}

const decoders =
  /^(?:base64|base32|basenc|xxd|od|openssl|gpg|gunzip|zcat|gzip|bzip2|bzcat|xz|xzcat|unxz|zstd|uudecode|rev|tr|printf|echo|cat|curl|wget|fetch|nc|ncat)$/;
const deleteCalls =
  /rmtree|remove_tree|rm_r|rm_rf|rmSync|rmdirSync|rimraf|\brmdir\b|\bunlink|os\.remove|\.unlink\(|os\.removedirs|FileUtils\.rm|File\.delete|\bremove\(|\bdelete\(/;
const writeCalls =
  /writeFile|appendFile|createWriteStream|copyFile|renameSync|rename\(|open\([^)]*['"][wax+]|\.write_text|\.write_bytes|shutil\.(?:move|copy)|chmod|chown|truncate|symlink/;
const shellCalls =
  /os\.system|subprocess|popen|child_process|execSync|spawnSync|\bexec\(|\bsystem\(|`[^`]+`|\bqx|Kernel\.exec|IO\.popen|Deno\.(?:run|Command)|Bun\.spawn|shell_exec|passthru|proc_open/;
const outsidePaths =
  /(?:^|[^\w.])\/(?!tmp\b)[\w.]|~|\$HOME|HOME|expanduser|homedir|Path\.home|\.\.\/|\benviron\b|getenv/;

function words(command: LenientCommand): string[] {
  return command.words.map((word) => word.value);
}

/** The code a one-liner runs (`python -c CODE`, `node -e CODE`, `perl -e CODE`…), or null. */
function oneLinerCode(command: LenientCommand): string | null {
  const [program = '', ...args] = words(command);
  if (!interpreterPrograms.test(baseName(program))) return null;
  const index = args.findIndex(
    (arg) => /^--(?:eval|print|exec|command)$/.test(arg) || (/^-[A-Za-z]+$/.test(arg) && /[ceEpr]$/.test(arg)),
  );
  if (index >= 0) return args[index + 1] ?? '';
  const inline = args.find((arg) => /^--(?:eval|print)=/.test(arg));
  return inline ? inline.slice(inline.indexOf('=') + 1) : null;
}

/** What a dangerous command matched: the reason, and the words (quotes removed, `~`/`$HOME` resolved) it matched on. */
export interface DangerMatch {
  reason: string;
  matched: string;
}

/** The reason one simple command is dangerous (or what a nested `sh -c` script matched), or null. */
function commandDanger(
  cmd: LenientCommand,
  ctx: Required<DangerContext>,
  recheck: (script: string) => DangerMatch | null,
): string | DangerMatch | null {
  const all = words(cmd);
  let start = 0;
  // Skip assignments and wrappers to the real program (env, nohup, timeout 5, nice -n 5…).
  while (start < all.length) {
    const name = baseName(all[start] as string);
    if (
      /^[A-Za-z_]\w*=/.test(all[start] as string) ||
      ['env', 'command', 'exec', 'nohup', 'nice', 'time', 'timeout', 'stdbuf', 'busybox', 'xargs', 'setsid'].includes(
        name,
      )
    ) {
      start += 1;
      while (
        start < all.length &&
        ((all[start] as string).startsWith('-') || /^\d+[smhd]?$/.test(all[start] as string))
      )
        start += 1;
      continue;
    }
    break;
  }
  const program = baseName(all[start] ?? '');
  const argWords = cmd.words.slice(start + 1);
  const args = argWords.map((word) => word.value);
  if (program === 'eval') return 'evaluates generated code (eval)';
  if (
    (program === 'source' || program === '.') &&
    argWords.some((word) => !word.known || /^\/dev\/(?:stdin|fd\/)|^\/proc\//.test(word.value))
  ) {
    return 'evaluates generated code (source)';
  }
  if (program === 'rm' && args.some(isRecursiveFlag)) {
    const targets = argWords.filter((word) => !word.value.startsWith('-') || word.value === '-');
    if (targets.some((word) => reachesProtected(word, ctx)))
      return 'recursive delete of / or the home folder (or the workspace root)';
  }
  if (program === 'find' && args.some((arg) => findCodeOptions.test(arg) || arg === 'rm')) {
    const roots = argWords.filter((word, index) => index === 0 || !word.value.startsWith('-')).slice(0, 1);
    const filtered = args.some((arg) => /^-i?(?:name|path|wholename|regex)$/.test(arg));
    const onlyWorkspace = (word: EvaluatedWord): boolean => {
      const root = posix.resolve(ctx.workspace, word.value);
      return (
        word.known &&
        !word.glob &&
        root === posix.resolve(ctx.workspace) &&
        root !== posix.resolve(ctx.home) &&
        root !== homedir() &&
        root !== '/'
      );
    };
    if (roots.length === 0 || roots.some((word) => reachesProtected(word, ctx) && !(filtered && onlyWorkspace(word))))
      return 'recursive delete of / or the home folder (or the workspace root)';
  }
  if (shellPrograms.test(program) || program === 'su') {
    const flagIndex = args.findIndex((arg) => arg === '-c' || shortFlagsInclude(arg, 'c'));
    if (flagIndex >= 0) {
      const script = argWords[flagIndex + 1];
      if (!script || !script.known) return 'runs generated code in a shell (sh -c "$(…)")';
      const inner = recheck(script.value);
      if (inner) return inner;
    }
  }
  const code = oneLinerCode({ words: cmd.words.slice(start), writes: [] });
  if (code !== null) {
    if (deleteCalls.test(code) && /rmtree|remove_tree|rm_r|recursive|rimraf|rm_rf|removedirs/.test(code))
      return 'interpreter one-liner deletes folders recursively';
    if ((deleteCalls.test(code) || writeCalls.test(code)) && outsidePaths.test(code))
      return 'interpreter one-liner deletes or writes outside the workspace';
    if (shellCalls.test(code)) return 'interpreter one-liner runs shell commands';
  }
  return null;
}

/** What in a parsed command is dangerous, or null. `recheck` checks the script of a nested `sh -c` (the caller bounds depth). */
export function parsedDangerMatch(
  command: string,
  context: DangerContext,
  recheck: (script: string) => DangerMatch | null,
): DangerMatch | null {
  const ctx: Required<DangerContext> = {
    workspace: context.workspace ?? workspaceSentinel,
    home: context.home ?? homedir(),
  };
  const parsed = parseLenient(command, ctx);
  if (!parsed) return null;
  for (const cmd of parsed.commands) {
    const found = commandDanger(cmd, ctx, recheck);
    if (typeof found === 'string') return { reason: found, matched: words(cmd).join(' ') };
    if (found) return found;
  }
  for (const pipeline of parsed.pipelines) {
    for (let index = 1; index < pipeline.length; index += 1) {
      const member = pipeline[index] as LenientCommand;
      const [program = '', ...rest] = words(member);
      const name = baseName(program);
      const readsProgramFromInput =
        (shellPrograms.test(name) && !rest.some((arg) => arg === '-c' || shortFlagsInclude(arg, 'c'))) ||
        (interpreterPrograms.test(name) &&
          oneLinerCode(member) === null &&
          (rest.length === 0 || rest.includes('-'))) ||
        name === 'eval' ||
        name === 'source' ||
        name === '.';
      const fed = pipeline.slice(0, index).some((earlier) => decoders.test(baseName(earlier.words[0]?.value ?? '')));
      const matched = pipeline
        .slice(0, index + 1)
        .map((part) => words(part).join(' '))
        .join(' | ');
      if (readsProgramFromInput && (fed || !member.words[0]?.known))
        return { reason: 'pipes decoded or downloaded code into a shell (base64 -d | sh, curl | sh)', matched };
      if (readsProgramFromInput) return { reason: 'pipes generated code into a shell', matched };
    }
  }
  return null;
}
