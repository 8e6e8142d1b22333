// Measures the sandbox's spawn overhead: median wall time of 50 runs of `true` through the shell runner, sandboxed
// (the selected sandbox, bwrap here) versus without a sandbox. Not a test. Run: npx tsx test/tools/shell/measure-overhead.ts
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { buildChildEnv } from '../../../tools/shell/child-env';
import { createNoSandbox } from '../../../tools/shell/no-sandbox';
import { runProcess } from '../../../tools/shell/run-process';
import type { Sandbox } from '../../../tools/shell/sandbox';
import { selectSandbox } from '../../../tools/shell/select-sandbox';

const runs = 50;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 0
    ? ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
    : (sorted[middle] as number);
}

async function timeRuns(sandbox: Sandbox, workspace: string): Promise<number[]> {
  const env = buildChildEnv(process.env, sandbox.childPaths(workspace));
  const times: number[] = [];
  for (let index = 0; index < runs + 3; index += 1) {
    const started = performance.now();
    const outcome = await runProcess(
      sandbox.wrap({ command: 'true', workspace, cwd: workspace, env, network: false }),
      {
        timeoutMs: 10_000,
        maxOutputBytes: 4_096,
      },
    );
    const elapsed = performance.now() - started;
    if (outcome.exitCode !== 0)
      throw new Error(`\`true\` failed under ${sandbox.describe()}: ${outcome.output || outcome.spawnError}`);
    if (index >= 3) times.push(elapsed); // the first runs warm caches
  }
  return times;
}

async function main(): Promise<void> {
  const base = mkdtempSync(join(os.tmpdir(), 'hearth-overhead-'));
  try {
    const workspace = join(base, 'workspace');
    await import('node:fs').then((fs) => fs.mkdirSync(workspace));
    const protectedPaths = { dataDir: base, homeDir: os.homedir() };
    const { sandbox } = await selectSandbox({
      platform: process.platform,
      env: process.env,
      protectedPaths,
      tmpDir: os.tmpdir(),
    });
    const plain = createNoSandbox({ reason: 'baseline', platform: process.platform, tmpDir: os.tmpdir() });
    const plainTimes = await timeRuns(plain, workspace);
    const sandboxTimes = await timeRuns(sandbox, workspace);
    const plainMedian = median(plainTimes);
    const sandboxMedian = median(sandboxTimes);
    console.log(`runs: ${runs} each, command \`true\` via sh -c, Node ${process.version}, ${os.cpus().length} CPUs`);
    console.log(`plain spawn:            median ${plainMedian.toFixed(2)} ms`);
    console.log(`${sandbox.describe().padEnd(22)}: median ${sandboxMedian.toFixed(2)} ms`);
    console.log(`overhead:               ${(sandboxMedian - plainMedian).toFixed(2)} ms per call`);
  } finally {
    rmSync(base, { recursive: true, force: true });
  }
}

void main();
