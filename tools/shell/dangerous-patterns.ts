// Dangerous shell commands: a tripwire that makes the approval gate ask in EVERY mode, and says what it matched. A second
// line, best effort (a command can be obfuscated): the sandbox and the read-only files that run code later contain it.
// The command is read twice: parsed by a real shell parser (parsed-danger.ts: quotes and escapes removed, $HOME, ~
// and globs resolved against the workspace and home) and, as a fallback, by the rough word and regex rules below.
import { parsedDangerMatch, type DangerMatch } from './parsed-danger';
import { systemTopFolders, type DangerContext } from './protected-paths';

/** Wrappers that run the command after them; skipped to find the real command name. */
const wrappers = new Set(['env', 'command', 'exec', 'nohup', 'nice', 'time', 'xargs', 'busybox', 'stdbuf', 'timeout']);
const privilegeCommands = new Set(['sudo', 'su', 'doas', 'pkexec', 'run0']);
const shellNames = '(?:ba|z|da|k|fi|c|tc)?sh|python[0-9.]*|perl|ruby|node';

const rcFiles =
  '(?:\\.bashrc|\\.bash_profile|\\.bash_login|\\.bash_logout|\\.profile|\\.zshrc|\\.zprofile|\\.zshenv|\\.zlogin|\\.kshrc|\\.cshrc|\\.tcshrc|\\.config/fish/config\\.fish|/etc/profile|/etc/bash\\.bashrc|/etc/environment|/etc/zsh/)';
const persistencePaths =
  '(?:\\.config/autostart|/etc/xdg/autostart|\\.config/systemd|/etc/systemd|/lib/systemd/system|/usr/lib/systemd|\\.local/share/systemd|/etc/init\\.d|/etc/rc\\.local|/etc/cron|/var/spool/cron|Library/LaunchAgents|Library/LaunchDaemons)';
/** Something that writes to the path that follows it in the same simple command. */
const writeOperator = '(?:>>?|\\btee\\b|\\bsed\\b[^;&|\\n]*\\s-i|\\b(?:cp|mv|ln|install|rsync|dd|touch|mkdir)\\b)';

interface RegexRule {
  reason: string;
  pattern: RegExp;
}

const regexRules: RegexRule[] = [
  { reason: 'fork bomb', pattern: /([A-Za-z_][\w]*|:)\s*\(\s*\)\s*\{[^}]*\1\s*\|\s*\1\s*&/ },
  {
    reason: 'formats a file system (mkfs / wipefs)',
    pattern: /(?:^|[^\w.-])(?:mkfs(?:\.\w+)?|mke2fs|mkswap|wipefs)(?:\s|$)/,
  },
  {
    reason: 'writes directly to a disk device (dd of=/dev/…)',
    pattern: /\bdd\b[^;&|\n]*\bof=\/dev\/(?!null\b|zero\b|stdout\b|stderr\b|fd\/|tty\b)/,
  },
  {
    reason: 'writes directly to a disk device',
    pattern:
      /(?:>|\bshred\b[^;&|\n]*\s)\s*\/dev\/(?:sd[a-z]|nvme\d|hd[a-z]|vd[a-z]|xvd[a-z]|mmcblk\d|disk\d|md\d|dm-\d)/,
  },
  {
    reason: 'pipes a download into a shell (curl | sh)',
    pattern: new RegExp(`\\b(?:curl|wget|fetch)\\b[^\\n;&]*\\|\\s*(?:sudo\\s+)?(?:\\S*/)?(?:${shellNames})\\b`),
  },
  {
    reason: 'runs a downloaded script (sh <(curl …) / sh -c "$(curl …)")',
    pattern: new RegExp(`\\b(?:${shellNames})\\b[^\\n;&|]*(?:<\\(|\\$\\(|\`)\\s*(?:curl|wget)\\b`),
  },
  {
    reason: 'writes to a shell startup file (~/.bashrc, ~/.profile …)',
    pattern: new RegExp(`${writeOperator}[^;&|\\n]*${rcFiles}`),
  },
  {
    reason: 'creates an autostart entry, system service or cron job',
    pattern: new RegExp(`${writeOperator}[^;&|\\n]*${persistencePaths}`),
  },
  {
    reason: 'creates an autostart entry, system service or cron job',
    pattern: /\bsystemctl\b[^;&|\n]*\b(?:enable|link|edit|preset|set-default)\b/,
  },
  {
    reason: 'creates an autostart entry, system service or cron job',
    pattern: /(?:^|[;&|(\s])crontab(?!\s+-l\b)(?:\s|$)/,
  },
  { reason: 'recursive delete of / or the home folder', pattern: /--no-preserve-root\b/ },
  { reason: 'kills every process', pattern: /\bkill\s+(?:-\S+\s+)*-1(?:\s|$)/ },
  {
    reason: 'powers off or reboots the machine',
    pattern: /(?:^|[;&|(\s])(?:shutdown|reboot|poweroff|halt|init\s+[06])(?:\s|$)/,
  },
  { reason: 'overwrites system account files', pattern: />\s*\/etc\/(?:passwd|shadow|sudoers|group)\b/ },
];

function stripQuotes(token: string): string {
  return token.replace(/^(['"])(.*)\1$/, '$2');
}

/** True for `/`, `~`, `$HOME`, `/home/<user>`, a top-level system folder, or any of those followed by `/*`. */
export function isCriticalPath(raw: string): boolean {
  let path = stripQuotes(raw).replace(/\/\.?\*?$/, '/');
  if (path.length > 1) path = path.replace(/\/+$/, '');
  if (path === '' || path === '/' || path === '/*' || path === '~' || path === '*') return true;
  if (/^(?:\$HOME|\$\{HOME\}|~[\w-]*)$/.test(path)) return true;
  if (/^\/(?:home|Users)\/[^/]+$/.test(path)) return true;
  return systemTopFolders.some((folder) => path === `/${folder}`);
}

/** Splits a command line into simple commands, each as a list of words (a deliberately rough shell reading). */
function simpleCommands(command: string): string[][] {
  return command
    .split(/\|\||&&|[;&|\n()`]|\$\(/)
    .map((segment) =>
      segment
        .trim()
        .split(/\s+/)
        .filter((word) => word !== ''),
    )
    .filter((words) => words.length > 0);
}

/** The command name and its arguments, after `VAR=value` prefixes and wrappers such as `env` or `nohup`. */
function commandAndArgs(words: string[]): { name: string; args: string[] } | null {
  let index = 0;
  while (index < words.length) {
    const word = words[index] as string;
    const base = stripQuotes(word).split('/').pop() ?? '';
    if (/^[A-Za-z_]\w*=/.test(word) || wrappers.has(base) || (index > 0 && word.startsWith('-'))) {
      index += 1;
      continue;
    }
    return { name: base, args: words.slice(index + 1) };
  }
  return null;
}

function isRecursiveFlag(arg: string): boolean {
  return arg === '--recursive' || /^-[a-zA-Z]*[rR][a-zA-Z]*$/.test(arg);
}

function wordRule(words: string[]): string | null {
  const parsed = commandAndArgs(words);
  if (!parsed) return null;
  const { name, args } = parsed;
  if (privilegeCommands.has(name)) return 'runs a command as another user (sudo / su / doas)';
  const targets = args.filter((arg) => !arg.startsWith('-') || arg === '-');
  if (name === 'rm' && args.some(isRecursiveFlag) && targets.some(isCriticalPath))
    return 'recursive delete of / or the home folder';
  if (name === 'find' && targets.some(isCriticalPath) && args.some((arg) => arg === '-delete' || arg === 'rm')) {
    return 'recursive delete of / or the home folder';
  }
  if (
    (name === 'chmod' || name === 'chown' || name === 'chgrp') &&
    args.some(isRecursiveFlag) &&
    targets.some(isCriticalPath)
  ) {
    return 'recursive permission change on / or a system folder';
  }
  return null;
}

/**
 * What in `command` is dangerous — the reason and the text it matched — or null. Used by the shell tool's describeCall,
 * so the approval says what the tripwire saw. `context` gives the workspace and home folder that `~` and `$HOME` resolve against.
 */
export function findDangerousMatch(command: string, context: DangerContext = {}, depth = 0): DangerMatch | null {
  if (depth > 4) return { reason: 'nested shells too deep to check', matched: command };
  const normalized = command.replace(/\\\n/g, ' ');
  for (const words of simpleCommands(normalized)) {
    const reason = wordRule(words);
    if (reason) return { reason, matched: words.join(' ') };
  }
  for (const rule of regexRules) {
    const found = rule.pattern.exec(normalized);
    if (found) return { reason: rule.reason, matched: found[0].trim() };
  }
  return parsedDangerMatch(command, context, (script) => findDangerousMatch(script, context, depth + 1));
}

/** The reason `command` is dangerous, or null (findDangerousMatch without the matched text). */
export function findDangerousPattern(command: string, context: DangerContext = {}): string | null {
  return findDangerousMatch(command, context)?.reason ?? null;
}

/** Control, zero-width and direction-changing characters (Unicode categories Cc and Cf). */
const hiddenCharacter = /^[\p{Cc}\p{Cf}]$/u;

/** What a tripwire matched, as the approval shows it: hidden characters named, cut to a readable length. */
export function shownDangerText(matched: string): string {
  // Hidden and direction-changing characters are named, so the reason cannot be made to read differently.
  const visible = [...matched]
    .map((char) =>
      hiddenCharacter.test(char) ? `⟨U+${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}⟩` : char,
    )
    .join('');
  return visible.length > 120 ? `${visible.slice(0, 117)}…` : visible;
}

/** The approval's words for a tripwire match: the reason, then exactly what it matched (shownDangerText). */
export function describeDangerMatch(match: DangerMatch): string {
  return `${match.reason} — matched: ${shownDangerText(match.matched)}`;
}
