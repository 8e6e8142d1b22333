// "Install 'hearth' command in PATH" (like VS Code's `code`): writes a small shell script into a folder on the PATH
// that starts the packaged app's binary in CLI mode (`--cli`, see index.ts), where the native modules match. Never
// overwrites a file it did not write; failures come back as data with what to do instead.
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';

const MARKER = '# Installed by Hearth: runs the Hearth CLI from the app.';

/** POSIX single quotes: the path is taken literally whatever it contains. */
const quoted = (value: string): string => `'${value.replace(/'/g, `'\\''`)}'`;

export function cliShimScript(appExecutable: string): string {
  return `#!/bin/sh\n${MARKER}\nexec ${quoted(appExecutable)} --cli "$@"\n`;
}

/** Where the command goes: ~/.local/bin on Linux (no admin rights needed), /usr/local/bin on macOS. */
export function defaultCliBinDir(platform: NodeJS.Platform, homeDir: string): string | null {
  if (platform === 'linux') return join(homeDir, '.local', 'bin');
  if (platform === 'darwin') return '/usr/local/bin';
  return null;
}

export type CliInstallResult = { ok: true; path: string; onPath: boolean } | { ok: false; reason: string };

export function installCliCommand(deps: {
  appExecutable: string;
  platform: NodeJS.Platform;
  binDir: string | null;
  pathEnv: string | undefined;
}): CliInstallResult {
  if (!deps.binDir) return { ok: false, reason: 'Installing the hearth command is not supported on this system yet.' };
  const target = join(deps.binDir, 'hearth');
  try {
    if (existsSync(target) && !readFileSync(target, 'utf8').includes(MARKER))
      return { ok: false, reason: `${target} already exists and was not installed by Hearth; it was left as it is.` };
    mkdirSync(deps.binDir, { recursive: true });
    writeFileSync(target, cliShimScript(deps.appExecutable), { mode: 0o755 });
    chmodSync(target, 0o755);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    return {
      ok: false,
      reason:
        `The hearth command could not be written to ${deps.binDir} (${code}). To add it yourself, save this as ` +
        `${target} and make it executable: exec ${quoted(deps.appExecutable)} --cli "$@"`,
    };
  }
  const onPath = (deps.pathEnv ?? '').split(delimiter).includes(deps.binDir);
  return { ok: true, path: target, onPath };
}

export function cliInstallMessage(result: CliInstallResult): { level: 'info' | 'warning'; message: string } {
  if (!result.ok) return { level: 'warning', message: result.reason };
  return result.onPath
    ? { level: 'info', message: `The hearth command is installed (${result.path}). Try: hearth ask "hello"` }
    : {
        level: 'warning',
        message: `The hearth command is installed at ${result.path}, but its folder is not on your PATH yet: add it to use hearth from a terminal.`,
      };
}
