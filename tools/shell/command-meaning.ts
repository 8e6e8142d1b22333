// What a simple command does that a prefix rule must never cover: programs and options that run other commands or
// code, or delete (`git -c`, `find -exec`, `sh -c`, `python -c`, `xargs`, `sudo`, `eval`…), and the program kinds
// (shells, interpreters) the parsed dangerous-command check (parsed-danger.ts) reads too.

export function baseName(word: string): string {
  return word.split('/').pop() ?? word;
}

export const shellPrograms = /^(?:ba|z|da|k|mk|fi|c|tc|a|y|pdk)?sh$|^busybox$/;
export const interpreterPrograms =
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

export const findCodeOptions = /^-(?:exec|execdir|ok|okdir|delete|fprint|fprint0|fprintf|fls)$/;

export function shortFlagsInclude(arg: string, letters: string): boolean {
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
