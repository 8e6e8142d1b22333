// What the approval of a `git` call shows: the repository and the action, a commit's message and files, what switch,
// restore and stash will change, and for fetch, pull and push the remote with its host (the gate's `host`).
import type { ApprovalFacts } from '../tool';
import { ensureWorkspace, resolveInWorkspace } from '../workspace';
import type { GitArgs } from './git-params';
import { resolveRemote } from './git-remote';
import { gitQuerySync, nulList, type GitSyncPlace } from './git-sync';

const shownFiles = 20;

function fileLines(title: string, files: string[]): string[] {
  if (files.length === 0) return [`${title}: none`];
  const more = files.length > shownFiles ? [`…and ${files.length - shownFiles} more`] : [];
  return [`${title} (${files.length}): ${files.slice(0, shownFiles).join(', ')}`, ...more];
}

function writeNotes(place: GitSyncPlace, args: GitArgs): string[] {
  const files = args.files ?? [];
  switch (args.action) {
    case 'commit': {
      const listed = args.all
        ? nulList(gitQuerySync(place, ['diff', '--name-only', '-z', '--no-ext-diff', 'HEAD']))
        : files.length > 0
          ? files
          : nulList(gitQuerySync(place, ['diff', '--cached', '--name-only', '-z', '--no-ext-diff']));
      return [`Commit message: ${args.message ?? '(missing)'}`, ...fileLines('Files committed', listed)];
    }
    case 'add':
      return args.all ? ['Stages every change, new files included'] : fileLines('Stages', files);
    case 'switch': {
      const target = args.ref ?? '(missing)';
      return [args.create ? `Creates and switches to the branch ${target}` : `Switches to ${target}`];
    }
    case 'restore':
      return [
        args.staged ? 'Unstages (the files keep their changes)' : 'Discards the changes in the files (kept for Undo)',
        ...(args.ref ? [`From ${args.ref}`] : []),
        ...fileLines('Files', files),
      ];
    case 'stash':
      return [
        `Stash: ${args.stashAction ?? 'push'}${args.ref ? ` ${args.ref}` : ''}`,
        ...(files.length ? fileLines('Files', files) : []),
      ];
    default:
      return [];
  }
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
  const notes = [`Repository: ${repoLabel === '.' ? 'the workspace' : repoLabel}`];
  const matchValue = `${args.action} ${repoLabel}`;
  if (!folder?.ok) return { matchValue, notes };
  const place: GitSyncPlace = { workspace: ensureWorkspace(workspaceDir), cwd: folder.absolute, sourceEnv };
  if (args.action === 'fetch' || args.action === 'pull' || args.action === 'push') {
    const found = resolveRemote(place, args.remote, args.action === 'push');
    if (!found.ok) return { matchValue, notes: [...notes, `Remote: ${found.error}`] };
    const { remote } = found;
    const branch = args.ref ? [`Branch: ${args.ref}`] : [];
    return {
      host: remote.host,
      matchValue,
      notes: [...notes, `${args.action} ${remote.name} at ${remote.host} (${remote.address})`, ...branch],
    };
  }
  return { matchValue, notes: [...notes, ...writeNotes(place, args)] };
}
