// The ONE list of files that run code later (outside any sandbox, the next time git or Hearth reads them): every
// repository's hooks, config and `.git` pointer files, a configured core.hooksPath, and Hearth's own `.hearth/`.
// Sandboxes keep them read-only (code-running-scan.ts finds them), file tools ask before changing them.
import { posix, sep } from 'node:path';

/** Why a change to a listed path always asks (followed by what it is): shown in the approval, whatever the mode and rules. */
export const codeRunningChangeReason = 'changes a file that runs code later';

/** Hearth's own folder in a workspace or project. */
export const hearthFolderName = '.hearth';

/** Inside a git directory: the folder whose files git runs, and the files whose settings can run commands. */
export const gitDirHooksFolder = 'hooks';
export const gitDirConfigFiles = ['config', 'config.worktree'] as const;

/**
 * Settings a config of a repository created during a command may keep (everything else — aliases, core.hooksPath,
 * core.fsmonitor, filters, pagers, editors, includes… — is dropped): what `git init` and `git clone` write.
 */
export const keptConfigKeys = [
  /^core\.(?:repositoryformatversion|filemode|bare|logallrefupdates|ignorecase|precomposeunicode|symlinks)$/,
  /^extensions\.objectformat$/,
  /^remote\.[^=]*\.(?:url|fetch)$/,
  /^branch\.[^=]*\.(?:remote|merge)$/,
  /^user\.(?:name|email)$/,
];

/** Why `relativePath` (workspace-relative, either separator) is on the list by its name alone, or null. */
export function codeRunningByName(relativePath: string): string | null {
  const segments = relativePath
    .split(sep)
    .join('/')
    .split('/')
    .filter((part) => part !== '' && part !== '.');
  if (segments.includes(hearthFolderName)) return 'Hearth’s own .hearth folder';
  const gitIndex = segments.indexOf('.git');
  if (gitIndex < 0) return null;
  if (gitIndex === segments.length - 1) return 'a repository’s .git (its pointer or folder)';
  const inside = segments.slice(gitIndex + 1);
  if (inside.includes(gitDirHooksFolder)) return 'a repository’s hooks';
  const last = inside[inside.length - 1] as string;
  if ((gitDirConfigFiles as readonly string[]).includes(last)) return 'a repository’s config';
  return null;
}

/** Where `path` sits inside `gitDir` when it is a hook or a config file of that git directory, else null. */
export function codeRunningInGitDir(gitDir: string, path: string): string | null {
  const rel = posix.relative(gitDir.split(sep).join('/'), path.split(sep).join('/'));
  if (rel === '' || rel.startsWith('..')) return null;
  const parts = rel.split('/');
  if (parts[0] === gitDirHooksFolder) return 'a repository’s hooks';
  if (parts.length === 1 && (gitDirConfigFiles as readonly string[]).includes(parts[0] as string))
    return 'a repository’s config';
  if (parts[0] === 'worktrees' && parts.length === 3 && parts[2] === 'config.worktree') return 'a repository’s config';
  return null;
}
