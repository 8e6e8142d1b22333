// The OS sandbox interface: turns "run this command in this workspace" into the exact process to spawn.
// Implementations: bwrap (Linux), sandbox-exec (macOS), none (environment allowlist only). Chosen by select-sandbox.ts.

export type SandboxKind = 'bwrap' | 'sandbox-exec' | 'none';

export interface SandboxRequest {
  /** The shell command line, run by `sh -c` (PowerShell on Windows). */
  command: string;
  /** Absolute, realpath-resolved workspace folder: the only place the command may write. */
  workspace: string;
  /** Absolute, realpath-resolved working directory inside the workspace. */
  cwd: string;
  /** The already-filtered child environment (see child-env.ts). */
  env: Record<string, string>;
  /** Whether the command may use the network (setting `tools.shell.network`). */
  network: boolean;
  /** Existing paths inside the workspace kept read-only: files that run code later (tools/code-running-scan.ts). */
  readOnly?: readonly string[];
  /** Existing folders outside the workspace the command may read (never write): skills' and hooks' folders. */
  readable?: readonly string[];
}

/** What to spawn. `env` is the environment of the spawned process itself (bwrap included), never the parent's. */
export interface ProcessInvocation {
  file: string;
  args: string[];
  env: Record<string, string>;
  /** Working directory for the spawned process (the sandbox may re-enter the workspace itself). */
  cwd: string;
}

export interface Sandbox {
  kind: SandboxKind;
  /** One line for people and the model, e.g. "sandbox: bwrap" or "sandbox: none (bwrap not found)". */
  describe: () => string;
  /** Where HOME and TMPDIR point inside the sandbox, so the child environment can be built to match. */
  childPaths: (workspace: string) => { home: string; tmpDir: string; shell: string };
  wrap: (request: SandboxRequest) => ProcessInvocation;
  /**
   * Resolves once `kind`, `describe` and `wrap` are final: a sandbox whose self-test still runs in the background
   * (pending-sandbox.ts) answers "none" and refuses to wrap until then. Absent when they always are.
   */
  settled?: () => Promise<void>;
}

/** Paths a sandbox keeps the command away from even when they sit inside the workspace (data folder, keyrings…). */
export interface ProtectedPaths {
  dataDir: string;
  homeDir: string;
}

/** Folders under the home folder that hold credentials; masked when a workspace happens to contain them. */
export const homeCredentialFolders = [
  '.ssh',
  '.gnupg',
  '.local/share/keyrings',
  '.password-store',
  '.aws',
  '.kube',
  '.docker',
];
