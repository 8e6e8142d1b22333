// Chooses the shell sandbox at startup: the platform's candidate must really run `true` inside itself,
// otherwise the result is the "none" sandbox with the reason (which makes every shell call ask). Never silent.
import { accessSync, constants, mkdtempSync, rmSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { createBwrapSandbox } from './bwrap-sandbox';
import { buildChildEnv } from './child-env';
import { createMacosSandbox } from './macos-sandbox';
import { createNoSandbox } from './no-sandbox';
import { runProcess } from './run-process';
import type { ProtectedPaths, Sandbox } from './sandbox';

export interface SelectSandboxDeps {
  platform: NodeJS.Platform;
  /** The environment whose PATH is searched for bwrap (normally process.env). Nothing else is read from it. */
  env: NodeJS.ProcessEnv;
  protectedPaths: ProtectedPaths;
  /** A temp folder for the self-test's scratch workspace (os.tmpdir()). */
  tmpDir: string;
  selfTestTimeoutMs?: number;
}

export interface SandboxSelection {
  sandbox: Sandbox;
  /** What the self-test did, for logs and the settings screen. */
  selfTest: { candidate: string | null; passed: boolean; detail: string };
}

export function findExecutable(name: string, env: NodeJS.ProcessEnv, extraDirs: string[] = []): string | null {
  const dirs = [...(env.PATH ?? '').split(delimiter).filter((dir) => dir !== ''), ...extraDirs];
  for (const dir of dirs) {
    const candidate = join(dir, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return null;
}

function candidateFor(deps: SelectSandboxDeps): { sandbox: Sandbox } | { missing: string } {
  if (deps.platform === 'linux') {
    const bwrapPath = findExecutable('bwrap', deps.env, ['/usr/bin', '/usr/local/bin']);
    if (!bwrapPath) return { missing: 'bwrap not found; install bubblewrap' };
    return { sandbox: createBwrapSandbox({ bwrapPath, protectedPaths: deps.protectedPaths }) };
  }
  if (deps.platform === 'darwin') {
    const sandboxExecPath = findExecutable('sandbox-exec', {}, ['/usr/bin']);
    if (!sandboxExecPath) return { missing: 'sandbox-exec not found' };
    return {
      sandbox: createMacosSandbox({ sandboxExecPath, protectedPaths: deps.protectedPaths, tmpDir: deps.tmpDir }),
    };
  }
  return { missing: `no OS sandbox on ${deps.platform}` };
}

/** Runs `true` inside the sandbox in a scratch workspace; resolves to null on success or the failure detail. */
export async function selfTestSandbox(
  sandbox: Sandbox,
  deps: Pick<SelectSandboxDeps, 'env' | 'tmpDir' | 'selfTestTimeoutMs'>,
): Promise<string | null> {
  const scratch = mkdtempSync(join(deps.tmpDir, 'hearth-sandbox-test-'));
  try {
    const env = buildChildEnv(deps.env, sandbox.childPaths(scratch));
    const outcome = await runProcess(
      sandbox.wrap({ command: 'true', workspace: scratch, cwd: scratch, env, network: false }),
      {
        timeoutMs: deps.selfTestTimeoutMs ?? 10_000,
        maxOutputBytes: 4_096,
      },
    );
    if (outcome.exitCode === 0) return null;
    const why = outcome.spawnError ?? (outcome.timedOut ? 'timed out' : `exit ${outcome.exitCode ?? outcome.signal}`);
    const firstLine = outcome.output.trim().split('\n')[0] ?? '';
    return firstLine ? `${why}: ${firstLine.slice(0, 200)}` : why;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

export async function selectSandbox(deps: SelectSandboxDeps): Promise<SandboxSelection> {
  const none = (reason: string): Sandbox => createNoSandbox({ reason, platform: deps.platform, tmpDir: deps.tmpDir });
  const candidate = candidateFor(deps);
  if ('missing' in candidate) {
    return {
      sandbox: none(candidate.missing),
      selfTest: { candidate: null, passed: false, detail: candidate.missing },
    };
  }
  const failure = await selfTestSandbox(candidate.sandbox, deps);
  if (failure === null) {
    return {
      sandbox: candidate.sandbox,
      selfTest: { candidate: candidate.sandbox.kind, passed: true, detail: 'ran `true`' },
    };
  }
  const reason = `${candidate.sandbox.kind} failed its self-test (${failure})`;
  return { sandbox: none(reason), selfTest: { candidate: candidate.sandbox.kind, passed: false, detail: failure } };
}
