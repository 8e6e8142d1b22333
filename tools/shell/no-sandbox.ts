// The fallback when no OS sandbox works (Windows, or bwrap/sandbox-exec missing or failing its self-test):
// only the environment allowlist applies, and the shell tool marks every call "always ask". Never silent.
import type { Sandbox } from './sandbox';

export interface NoSandboxOptions {
  /** Why there is no sandbox, shown to people and the model, e.g. "bwrap not found". */
  reason: string;
  platform: NodeJS.Platform;
  /** The temp folder children use (os.tmpdir()). */
  tmpDir: string;
}

export function createNoSandbox(options: NoSandboxOptions): Sandbox {
  const windows = options.platform === 'win32';
  return {
    kind: 'none',
    describe: () => `sandbox: none (${options.reason})`,
    childPaths: (workspace) => ({
      home: workspace,
      tmpDir: options.tmpDir,
      shell: windows ? 'powershell.exe' : '/bin/sh',
    }),
    wrap: (request) =>
      windows
        ? {
            file: 'powershell.exe',
            args: ['-NoLogo', '-NoProfile', '-NonInteractive', '-Command', request.command],
            env: request.env,
            cwd: request.cwd,
          }
        : { file: '/bin/sh', args: ['-c', request.command], env: request.env, cwd: request.cwd },
  };
}
