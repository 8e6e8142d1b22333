// Which remote a fetch, pull or push talks to and where that is: the remote's address after git's own rewriting
// (never with a password in it), the host the approval names, and whether the address is one git may use here.
import { ok, type Fail, type Ok } from '../../electron/shared/result';
import { gitQuerySync, type GitSyncPlace } from './git-sync';

export interface GitRemote {
  name: string;
  /** The address with any user name or password removed. */
  address: string;
  /** What the approval names: the host, or "this computer" for a repository on disk. */
  host: string;
  /** A repository on this machine (file:// or a path): its receive-pack runs here. */
  local: boolean;
}

/** Why a remote cannot be used: the core's English (`error`) and a code with values the approval dialog words. */
export type RemoteFailure = Fail<{ error: string; code: string; params: Record<string, string> }>;

function refuse(code: string, error: string, params: Record<string, string>): RemoteFailure {
  return { ok: false, error, code, params };
}

const scpLike = /^(?:[^@/\s]+@)?([^:/\s]+):(?!\/\/)/;

function withoutCredentials(url: URL): string {
  const copy = new URL(url.href);
  copy.username = '';
  copy.password = '';
  return copy.href;
}

/** The address's host and whether git may use it: http(s), ssh, git, file, scp-like `host:path` or a local path. */
export function describeAddress(raw: string): Ok<Omit<GitRemote, 'name'>> | RemoteFailure {
  const address = raw.trim();
  if (address.includes('::'))
    return refuse(
      'helperAddress',
      `the remote address "${address.split('::')[0]}::…" uses a remote helper, which the git tool does not run`,
      { helper: address.split('::')[0] ?? '' },
    );
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(address)) {
    let url: URL;
    try {
      url = new URL(address);
    } catch {
      return refuse('unreadable', 'the remote address cannot be read', {});
    }
    const scheme = url.protocol.replace(/:$/, '').toLowerCase();
    if (scheme === 'file') return ok({ address: url.href, host: `this computer (${url.pathname})`, local: true });
    if (!['http', 'https', 'ssh', 'git'].includes(scheme))
      return refuse('scheme', `the remote uses ${scheme}://, which the git tool does not allow`, { scheme });
    return ok({ address: withoutCredentials(url), host: url.hostname, local: false });
  }
  const scp = scpLike.exec(address);
  if (scp) return ok({ address: address.replace(/^[^@/\s]+@/, ''), host: scp[1] as string, local: false });
  return ok({ address, host: `this computer (${address})`, local: true });
}

/** The remote the call names, else the current branch's upstream remote, else origin; for a push, its push addresses. */
export function resolveRemote(
  place: GitSyncPlace,
  requested: string | undefined,
  push: boolean,
): Ok<{ remote: GitRemote }> | RemoteFailure {
  let name = requested;
  if (!name) {
    const branch = gitQuerySync(place, ['symbolic-ref', '--quiet', '--short', 'HEAD'])?.trim();
    const upstream = branch ? gitQuerySync(place, ['config', '--get', `branch.${branch}.remote`])?.trim() : undefined;
    name = upstream && upstream !== '.' ? upstream : 'origin';
  }
  if (gitQuerySync(place, ['config', '--get', `remote.${name}.vcs`]) !== null) {
    return refuse(
      'helper',
      `the remote "${name}" names a remote helper (remote.${name}.vcs), which the git tool does not run`,
      { name },
    );
  }
  const urls = gitQuerySync(place, [
    'remote',
    'get-url',
    ...(push ? ['--push'] : []),
    '--all',
    '--end-of-options',
    name,
  ]);
  const addresses = (urls ?? '').split('\n').filter((line) => line.trim() !== '');
  if (addresses.length === 0) return refuse('missing', `there is no remote "${name}" in this repository`, { name });
  const described: Omit<GitRemote, 'name'>[] = [];
  for (const address of addresses) {
    const one = describeAddress(address);
    if (!one.ok) return one;
    described.push(one);
  }
  return ok({
    remote: {
      name,
      address: described.map((one) => one.address).join(', '),
      host: [...new Set(described.map((one) => one.host))].join(', '),
      local: described.some((one) => one.local),
    },
  });
}
