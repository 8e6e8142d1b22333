// Runs the real CLI (`npm run -s cli -- …` ≡ `node scripts/cli.mjs …`) as a child process and collects its output.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(__dirname, '../..');

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
  /** stdout parsed as JSON Lines (throws if any line is not JSON). */
  lines: () => Record<string, unknown>[];
}

export function runCli(
  args: string[],
  options: { env?: Record<string, string>; input?: string } = {},
): Promise<CliRun> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [resolve(root, 'scripts/cli.mjs'), ...args], {
      cwd: root,
      env: { ...process.env, ...options.env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', reject);
    child.stdin.end(options.input ?? '');
    child.on('close', (code) =>
      resolvePromise({
        code,
        stdout,
        stderr,
        lines: () =>
          stdout
            .split('\n')
            .filter((line) => line.trim() !== '')
            .map((line) => JSON.parse(line) as Record<string, unknown>),
      }),
    );
  });
}
