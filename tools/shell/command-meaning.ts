// What a parsed command does: options that run code or delete (never covered by a prefix rule), and the parsed
// dangerous-command checks (recursive deletes that reach the workspace root, the home folder or `/`, decoding into a
// shell, interpreter one-liners, eval). Built on command-parse.ts.
import { homedir } from 'node:os';
import { posix } from 'node:path';
import { parseLenient, type EvaluatedWord, type LenientCommand } from './command-parse';

export function baseName(word: string): string {
  return word.split('/').pop() ?? word;
}

const shellPrograms = /^(?:ba|z|da|k|mk|fi|c|tc|a|y|pdk)?sh$|^busybox$/;
const interpreterPrograms =
  /^(?:python[0-9.]*|pypy[0-9.]*|perl[0-9.]*|ruby[0-9.]*|node|nodejs|deno|bun|php[0-9.]*|lua[0-9.]*|tclsh|Rscript|osascript)$/;
/** Programs that run another command or evaluate code given as arguments: a prefix never covers them. */
const runners = new Set([
  'env',
  'sudo',
  'doas',
  'su',
  'pkexec',
  'run0',
  'xargs',
  'eval',
  'source',
  '.',
  'exec',
  'command',
  'builtin',
  'nohup',
  'nice',
  'ionice',
  'time',
  'timeout',
  'stdbuf',
  'busybox',
  'watch',
  'parallel',
  'setsid',
  'chroot',
  'unshare',
  'nsenter',
  'flock',
  'script',
  'strace',
  'ltrace',
  'gdb',
  'trap',
  'alias',
  'function',
  'fc',
  'coproc',
]);

const findCodeOptions = /^-(?:exec|execdir|ok|okdir|delete|fprint|fprint0|fprintf|fls)$/;

function shortFlagsInclude(arg: string, letters: string): boolean {
  return /^-[A-Za-z]+$/.test(arg) && [...letters].some((letter) => arg.slice(1).includes(letter));
}

/**
 * Why this simple command runs code or deletes in a way a prefix rule must not cover, or null.
 * `words` are the literal words after quote removal (program first).
 */
export function codeRunningReason(words: string[]): string | null {
  const program = baseName(words[0] ?? '');
  const args = words.slice(1);
  if (runners.has(program)) return `\`${program}\` runs another command or code`;
  if (shellPrograms.test(program)) {
    if (args.some((arg) => arg === '-c' || shortFlagsInclude(arg, 'c')))
      return `\`${program} -c\` runs code from its arguments`;
    if (args.length === 0 || args.some((arg) => arg === '-s' || arg === '-'))
      return `\`${program}\` runs code from its input`;
  }
  if (interpreterPrograms.test(program)) {
    const codeFlag = args.find(
      (arg) =>
        /^--(?:eval|print|exec|command|require|import|loader)(?:=|$)/.test(arg) ||
        (/^-[A-Za-z]+$/.test(arg) && /[ceEprmIx]/.test(arg.slice(1))),
    );
    if (codeFlag) return `\`${program} ${codeFlag}\` runs code from its arguments`;
    if (args.length === 0 || args.includes('-')) return `\`${program}\` runs code from its input`;
  }
  if (/^(?:g|m|n)?awk$/.test(program) && args.some((arg) => /system|getline|\||>|print\s*>|ENVIRON/.test(arg))) {
    return `\`${program}\` program runs commands or writes files`;
  }
  if (program === 'git') {
    for (let i = 0; i < args.length; i += 1) {
      const arg = args[i] as string;
      if (
        arg === '-c' ||
        /^-c./.test(arg) ||
        /^--(?:config-env|exec-path|exec|upload-pack|receive-pack|template|extcmd|ext-diff|open-files-in-pager|run|config)(?:=|$)/.test(
          arg,
        )
      ) {
        return `\`git ${arg}\` can run code`;
      }
      if (arg === '-x' || arg === '-O' || arg === '-u') return `\`git ${arg}\` can run code`;
      if (!arg.startsWith('-') && i === args.findIndex((a) => !a.startsWith('-'))) {
        if (
          [
            'config',
            'alias',
            'submodule',
            'filter-branch',
            'bisect',
            'difftool',
            'mergetool',
            'daemon',
            'instaweb',
            'credential',
          ].includes(arg)
        ) {
          return `\`git ${arg}\` can change configuration or run code`;
        }
      }
    }
  }
  if (program === 'find') {
    const option = args.find((arg) => findCodeOptions.test(arg));
    if (option) return `\`find ${option}\` runs commands, deletes or writes files`;
  }
  if (program === 'tar') {
    const option = args.find(
      (arg) =>
        /^--(?:to-command|checkpoint-action|use-compress-program|rsh-command|info-script|new-volume-script)(?:=|$)/.test(
          arg,
        ) ||
        arg === '-I' ||
        arg === '-F',
    );
    if (option) return `\`tar ${option}\` runs commands`;
  }
  if (program === 'rsync' && args.some((arg) => /^(?:-e|--rsh(?:=|$)|--rsync-path)/.test(arg)))
    return '`rsync -e` runs commands';
  if ((program === 'ssh' || program === 'scp' || program === 'sftp') && args.some((arg) => /^-[oF]/.test(arg)))
    return `\`${program} -o\` can run commands`;
  if (program === 'sed' && args.some((arg) => /(?:^|[;}\s])e(?:\s|$)|\/e\b|(?:^|[;}\s])w\s/.test(arg)))
    return '`sed` script runs commands or writes files';
  return null;
}

export interface DangerContext {
  workspace?: string;
  home?: string;
}

/** Top-level system folders: a recursive delete that reaches one always asks. */
export const systemTopFolders = [
  'bin',
  'boot',
  'dev',
  'etc',
  'home',
  'lib',
  'lib32',
  'lib64',
  'opt',
  'root',
  'sbin',
  'srv',
  'usr',
  'var',
  'System',
  'Users',
  'Library',
  'Applications',
];
const workspaceSentinel = '/__hearth_workspace__';

function protectedPaths(ctx: Required<DangerContext>): string[] {
  const list = ['/', ctx.workspace, ctx.home, homedir(), ...systemTopFolders.map((folder) => `/${folder}`)];
  return [...new Set(list.map((path) => posix.resolve(path)))];
}

function isAncestorOrSame(candidate: string, path: string): boolean {
  return candidate === path || candidate === '/' || path.startsWith(`${candidate}/`);
}

/** Whether deleting `word` (recursively) would reach the workspace root, the home folder, `/` or a system folder. */
function reachesProtected(word: EvaluatedWord, ctx: Required<DangerContext>): boolean {
  if (!word.known) return true;
  let path = word.value;
  if (word.glob) {
    const segments = path.split('/');
    const firstGlob = segments.findIndex((segment) => /[*?[]/.test(segment));
    path = segments.slice(0, Math.max(firstGlob, 0)).join('/') || (path.startsWith('/') ? '/' : '.');
  }
  const resolved = posix.resolve(ctx.workspace, path);
  if (/^\/(?:home|Users)\/[^/]+$/.test(resolved)) return true;
  return protectedPaths(ctx).some((protectedPath) => isAncestorOrSame(resolved, protectedPath));
}

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

/** The reason a parsed command is dangerous, or null. `recheck` checks the script of a nested `sh -c` (the caller bounds depth). */
export function parsedDangerReason(
  command: string,
  context: DangerContext,
  recheck: (script: string) => string | null,
): string | null {
  const ctx: Required<DangerContext> = {
    workspace: context.workspace ?? workspaceSentinel,
    home: context.home ?? homedir(),
  };
  const parsed = parseLenient(command, ctx);
  if (!parsed) return null;
  for (const cmd of parsed.commands) {
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
      if (readsProgramFromInput && (fed || !member.words[0]?.known))
        return 'pipes decoded or downloaded code into a shell (base64 -d | sh, curl | sh)';
      if (readsProgramFromInput) return 'pipes generated code into a shell';
    }
  }
  return null;
}

/** The warning shown when the workspace is the home folder or `/` (the sandbox then protects nothing of yours). */
export function workspaceWarning(workspace: string, home: string = homedir()): string | null {
  const resolved = posix.resolve(workspace);
  const homeResolved = posix.resolve(home);
  if (resolved === '/') {
    return 'Warning: the workspace is / (the whole file system). The sandbox lets commands write to the workspace, so it no longer protects any of your files.';
  }
  if (isAncestorOrSame(resolved, homeResolved)) {
    return `Warning: the workspace is ${resolved === homeResolved ? 'your home folder' : 'a folder that contains your home folder'} (${resolved}). The sandbox lets commands write to the workspace, so it no longer protects your files; choose a project folder instead.`;
  }
  return null;
}
