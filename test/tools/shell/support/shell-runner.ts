// Launches run-shell-commands.ts in a fresh Node process whose launch environment carries extra variables
// (the canary), so /proc/<pid>/environ of the "app" really contains the secret the sandbox must hide.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const runnerFile = fileURLToPath(new URL('./run-shell-commands.ts', import.meta.url));
const projectRoot = fileURLToPath(new URL('../../../../', import.meta.url));

export interface RunnerResult {
  command: string;
  ok: boolean;
  content: string;
  details: { exitCode: number | null; sandbox: string } & Record<string, unknown>;
}

export interface RunnerOutput {
  sandbox: string;
  runnerPid: number;
  results: RunnerResult[];
}

export async function runCommandsInFreshProcess(
  input: {
    sandbox: 'auto' | 'none';
    dataDir: string;
    homeDir: string;
    workspace: string;
    network: boolean;
    commands: string[];
  },
  extraEnv: Record<string, string>,
): Promise<RunnerOutput> {
  const env = { ...process.env, ...extraEnv, HEARTH_SHELL_RUNNER_INPUT: JSON.stringify(input) };
  const { stdout } = await run(process.execPath, ['--import', 'tsx', runnerFile], {
    env,
    cwd: projectRoot,
    timeout: 120_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(stdout) as RunnerOutput;
}
