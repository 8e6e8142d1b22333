// Bench part: the prebuilt `hearth` command's start time. `hearth tool datetime '{}'` (out/cli/hearth.mjs, built here
// with scripts/build-cli.mjs) against bare `node -e ""`, run in alternated pairs; the goal is ≤ 4× bare Node (median).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { ratioAtMost, type BenchPart } from './support/bench-types';
import { median, round } from './support/stats';
import { repoRoot } from './support/vite-bundle';

const PAIRS = 11;

function timeRun(args: string[], env: NodeJS.ProcessEnv): number {
  const started = performance.now();
  const run = spawnSync(process.execPath, args, { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const elapsed = performance.now() - started;
  if (run.status !== 0) throw new Error(`${args.join(' ')} exited ${run.status}: ${String(run.stderr).trim()}`);
  return elapsed;
}

export const cliStartPart: BenchPart = {
  id: 'cli-start',
  title: "The `hearth` command's start time",
  run: async () => {
    const outDir = join(repoRoot, 'out', 'cli');
    const build = spawnSync(process.execPath, ['scripts/build-cli.mjs'], { cwd: repoRoot, encoding: 'utf8' });
    if (build.status !== 0)
      return { status: 'error', detail: `scripts/build-cli.mjs failed: ${build.stderr}`, rows: [] };
    const dataDir = mkdtempSync(join(os.tmpdir(), 'hearth-bench-cli-'));
    const env = { ...process.env, HEARTH_DATA_DIR: dataDir };
    try {
      const hearthArgs = [join(outDir, 'hearth.mjs'), 'tool', 'datetime', '{}'];
      timeRun(hearthArgs, env); // the first run creates the database
      const hearth: number[] = [];
      const bare: number[] = [];
      for (let pair = 0; pair < PAIRS; pair += 1) {
        // Alternate which goes first, so a warm cache or a busy moment favours neither.
        if (pair % 2 === 0) {
          hearth.push(timeRun(hearthArgs, env));
          bare.push(timeRun(['-e', ''], env));
        } else {
          bare.push(timeRun(['-e', ''], env));
          hearth.push(timeRun(hearthArgs, env));
        }
      }
      const hearthMs = round(median(hearth));
      const bareMs = round(median(bare));
      return {
        status: 'done',
        detail: `${PAIRS} alternated pairs; an existing data folder; plain Node ${process.version}.`,
        rows: [
          ratioAtMost('hearth tool datetime \'{}\' vs node -e "" (median)', hearthMs, bareMs, 4, 'ms', {
            note: 'the bundled CLI: runtime built (SQLite, settings, toolset; the sandbox self-test only runs for a command that needs it), one tool call, exit',
            closeGap:
              'build less before a direct tool call: tools built on first use (every tool builds its zod schemas at import), ' +
              'the keychain read only when a secret could appear in the output',
          }),
        ],
        raw: { hearth, bare },
      };
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};
