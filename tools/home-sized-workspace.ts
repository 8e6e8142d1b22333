// A home-sized workspace — the home folder, a folder that holds it, or `/` — is refused for writing everywhere (the
// workspace setting, `--workspace`, projects; the shell and file tools for one set before): one classifier, one message.
import { realpathSync } from 'node:fs';
import { posix } from 'node:path';

function realOr(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return posix.resolve(path);
  }
}

/** What the folder is, when it is home-sized; null for an ordinary folder. Both paths are resolved (symlinks too). */
export function homeSizedKind(folder: string, home: string): 'root' | 'home' | 'holds-home' | null {
  const resolved = realOr(folder);
  const homeResolved = realOr(home);
  if (resolved === '/') return 'root';
  if (resolved === homeResolved) return 'home';
  if (homeResolved.startsWith(`${resolved}/`)) return 'holds-home';
  return null;
}

const described = {
  root: '/ (the whole file system)',
  home: 'your home folder',
  'holds-home': 'a folder that holds your home folder',
};

/** The refusal for a home-sized folder (what it is, why, and what to pick instead), or null when the folder is fine. */
export function homeSizedRefusal(folder: string, home: string, what = 'The workspace'): string | null {
  const kind = homeSizedKind(folder, home);
  if (kind === null) return null;
  return (
    `${what} cannot be ${described[kind]} (${realOr(folder)}): commands and file tools could then change every file ` +
    `of yours, start-up files included. Pick a folder for this work instead, such as ${posix.join(realOr(home), 'Projects', 'my-project')} ` +
    `(a folder inside your home folder).`
  );
}
