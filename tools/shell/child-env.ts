// Builds the environment every shell child gets: a fresh map from an allowlist, never the parent's secrets.
// Clearing the environment is not isolation on its own (a child can still read /proc/$PPID/environ and reach the
// keychain over D-Bus); the sandbox does the rest.

/** Variables copied from the parent when present. `LC_*` is matched as a prefix. */
const allowedNames = new Set(['PATH', 'LANG', 'TERM', 'TZ', 'USER', 'LOGNAME', 'HOME', 'TMPDIR', 'SHELL']);
/** Windows cannot start PowerShell without these; they hold no user data. Names compare case-insensitively. */
const windowsSystemNames = new Set(['SYSTEMROOT', 'WINDIR', 'COMSPEC', 'PATHEXT', 'SYSTEMDRIVE']);
const allowedPrefixes = ['LC_'];

/** Names that are never passed on, even if an allowlist entry or an override would let them through. */
const forbiddenPatterns: RegExp[] = [
  /KEY/i,
  /TOKEN/i,
  /SECRET/i,
  /PASSWORD/i,
  /PASSWD/i,
  /CREDENTIAL/i,
  /^DBUS_SESSION_BUS_ADDRESS$/i,
  /^ELECTRON_/i,
  /^NODE_OPTIONS$/i,
  /^npm_/i,
];

export const fallbackPath = '/usr/local/bin:/usr/bin:/bin:/usr/local/sbin:/usr/sbin:/sbin';

export function isForbiddenEnvName(name: string): boolean {
  return forbiddenPatterns.some((pattern) => pattern.test(name));
}

export function isAllowedEnvName(name: string): boolean {
  if (isForbiddenEnvName(name)) return false;
  const upper = name.toUpperCase();
  return (
    allowedNames.has(upper) ||
    windowsSystemNames.has(upper) ||
    allowedPrefixes.some((prefix) => upper.startsWith(prefix))
  );
}

export interface ChildEnvOverrides {
  /** HOME inside the child (the workspace, so tools do not write into the real home). */
  home: string;
  /** TMPDIR inside the child. */
  tmpDir: string;
  /** SHELL inside the child. */
  shell: string;
}

/** A fresh environment: allowlisted parent values, then the overrides; forbidden names are dropped last. */
export function buildChildEnv(source: NodeJS.ProcessEnv, overrides: ChildEnvOverrides): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(source)) {
    // Normalised to upper case so Windows' `Path` does not end up next to a second `PATH`.
    if (value !== undefined && isAllowedEnvName(name)) env[name.toUpperCase()] = value;
  }
  env.PATH = env.PATH || fallbackPath;
  env.HOME = overrides.home;
  env.TMPDIR = overrides.tmpDir;
  env.SHELL = overrides.shell;
  for (const name of Object.keys(env)) {
    if (isForbiddenEnvName(name)) delete env[name];
  }
  return env;
}
