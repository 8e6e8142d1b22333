// What the approval of a `git` call shows: the repository and the action, a commit's message and files, what switch,
// restore and stash will change, and for fetch, pull and push the remote with its host (the gate's `host`).
import { note } from '../approval-notes';
import type { ApprovalFacts, ApprovalNote } from '../tool';
import { ensureWorkspace, resolveInWorkspace } from '../workspace';
import type { GitArgs } from './git-params';
import { resolveRemote, type GitRemote } from './git-remote';
import { gitQuerySync, nulList, type GitSyncPlace } from './git-sync';

const shownFiles = 20;

/** `title` (the English) and its code: a list of files as a count and the first twenty names. */
function fileNotes(code: string, title: string, files: string[]): ApprovalNote[] {
  if (files.length === 0) return [note(`${code}None`, `${title}: none`)];
  const shown = files.slice(0, shownFiles).join(', ');
  const more = files.length - shownFiles;
  return [
    note(code, `${title} (${files.length}): ${shown}`, { count: String(files.length), files: shown }),
    ...(more > 0 ? [note('gitMoreFiles', `…and ${more} more`, { count: String(more) })] : []),
  ];
}

function writeNotes(place: GitSyncPlace, args: GitArgs): ApprovalNote[] {
  const files = args.files ?? [];
  switch (args.action) {
    case 'commit': {
      const listed = args.all
        ? nulList(gitQuerySync(place, ['diff', '--name-only', '-z', '--no-ext-diff', 'HEAD']))
        : files.length > 0
          ? files
          : nulList(gitQuerySync(place, ['diff', '--cached', '--name-only', '-z', '--no-ext-diff']));
      const message =
        args.message === undefined
          ? note('gitCommitMessageMissing', 'Commit message: (missing)')
          : note('gitCommitMessage', `Commit message: ${args.message}`, { message: args.message });
      return [message, ...fileNotes('gitFilesCommitted', 'Files committed', listed)];
    }
    case 'add':
      return args.all
        ? [note('gitStagesAll', 'Stages every change, new files included')]
        : fileNotes('gitStages', 'Stages', files);
    case 'switch': {
      const target = args.ref ?? '(missing)';
      return [
        args.create
          ? note('gitCreatesBranch', `Creates and switches to the branch ${target}`, { ref: target })
          : note('gitSwitches', `Switches to ${target}`, { ref: target }),
      ];
    }
    case 'restore':
      return [
        args.staged
          ? note('gitUnstages', 'Unstages (the files keep their changes)')
          : note('gitDiscards', 'Discards the changes in the files (kept for Undo)'),
        ...(args.ref ? [note('gitFrom', `From ${args.ref}`, { ref: args.ref })] : []),
        ...fileNotes('gitFiles', 'Files', files),
      ];
    case 'stash': {
      const what = `${args.stashAction ?? 'push'}${args.ref ? ` ${args.ref}` : ''}`;
      return [
        note('gitStash', `Stash: ${what}`, { what }),
        ...(files.length ? fileNotes('gitFiles', 'Files', files) : []),
      ];
    }
    default:
      return [];
  }
}

const capitalized = (word: string) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`;

function remoteNote(action: string, remote: GitRemote): ApprovalNote {
  const text = `${action} ${remote.name} at ${remote.host} (${remote.address})`;
  const values = { action, name: remote.name, address: remote.address };
  return remote.local && !remote.address.includes(', ')
    ? note('gitRemoteLocal', text, values)
    : note('gitRemote', text, { ...values, host: remote.host });
}

export function describeGitCall(args: GitArgs, workspaceDir: string, sourceEnv: NodeJS.ProcessEnv): ApprovalFacts {
  const folder = (() => {
    try {
      return resolveInWorkspace(ensureWorkspace(workspaceDir), args.path ?? '.');
    } catch {
      return null;
    }
  })();
  const repoLabel = folder?.ok ? folder.relative : (args.path ?? '.');
  const notes = [
    repoLabel === '.'
      ? note('gitRepositoryWorkspace', 'Repository: the workspace')
      : note('gitRepository', `Repository: ${repoLabel}`, { path: repoLabel }),
  ];
  const matchValue = `${args.action} ${repoLabel}`;
  if (!folder?.ok) return { matchValue, notes };
  const place: GitSyncPlace = { workspace: ensureWorkspace(workspaceDir), cwd: folder.absolute, sourceEnv };
  if (args.action === 'fetch' || args.action === 'pull' || args.action === 'push') {
    const found = resolveRemote(place, args.remote, args.action === 'push');
    if (!found.ok)
      return {
        matchValue,
        notes: [...notes, note(`gitRemote${capitalized(found.code)}`, `Remote: ${found.error}`, found.params)],
      };
    const { remote } = found;
    const branch = args.ref ? [note('gitBranch', `Branch: ${args.ref}`, { ref: args.ref })] : [];
    return { host: remote.host, matchValue, notes: [...notes, remoteNote(args.action, remote), ...branch] };
  }
  return { matchValue, notes: [...notes, ...writeNotes(place, args)] };
}
