// Bench part: what undo costs per shell call on a workspace of 3,000 files. The shell tool with overlay staging (the
// call runs over an overlay, its writes are applied with the originals kept) vs the same tool writing directly,
// alternated pair by pair, for a call that changes nothing and one that appends to a file and creates another.
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { createShellStaging } from '../tools/shell/overlay-staging';
import { findExecutable, selectSandbox } from '../tools/shell/select-sandbox';
import { createShellTool } from '../tools/shell/shell-tool';
import type { AnyTool } from '../tools/tool';
import { createUndoStore } from '../tools/undo/undo-store';
import { atMost, type BenchRow } from './support/bench-types';
import type { BenchPart } from './support/bench-types';
import { median, percentile, round } from './support/stats';

const RUNS = 30;
const WARMUP = 3;
const FILES = 3_000;
const UNDO_GAP =
  'Most of it is the extra user namespace and the overlay mount (unshare + mount) around bwrap; mounting once per run ' +
  'instead of per call would pay it once.';

async function timeCall(tool: AnyTool, workspace: string, command: string, runId: string): Promise<number> {
  const ctx = { callId: 'bench', runId, signal: new AbortController().signal, onUpdate: () => {}, workspace };
  const started = performance.now();
  const result = await tool.execute({ command }, ctx);
  const elapsed = performance.now() - started;
  if (!result.ok || result.content.includes('undo unavailable'))
    throw new Error(`shell call failed: ${result.content}`);
  return elapsed;
}

export const undoCostPart: BenchPart = {
  id: 'undo-cost',
  title: 'Undo cost per shell call',
  async run() {
    const base = realpathSync(mkdtempSync(join(os.tmpdir(), 'hearth-bench-undo-')));
    try {
      const workspace = join(base, 'workspace');
      for (let folder = 0; folder < FILES / 30; folder += 1) {
        mkdirSync(join(workspace, `folder-${folder}`), { recursive: true });
        for (let file = 0; file < 30; file += 1)
          writeFileSync(join(workspace, `folder-${folder}`, `file-${file}.txt`), `file ${folder}/${file}\n`.repeat(20));
      }
      const dataDir = join(base, 'data');
      const selection = await selectSandbox({
        platform: process.platform,
        env: process.env,
        protectedPaths: { dataDir, homeDir: os.homedir() },
        tmpDir: os.tmpdir(),
      });
      if (selection.sandbox.kind !== 'bwrap')
        return { status: 'pending', detail: `Undo of the shell needs bwrap: ${selection.selfTest.detail}`, rows: [] };
      const store = createUndoStore({
        folder: join(dataDir, 'undo'),
        limits: () => ({ keepDays: 7, maxMegabytes: 2_048 }),
      });
      const settings = () => ({ network: false, timeoutMs: 10_000, maxOutputBytes: 4_096 });
      const unsharePath = findExecutable('unshare', process.env, ['/usr/bin']);
      const staged = createShellTool({
        sandbox: selection.sandbox,
        settings,
        staging: createShellStaging({ store, unsharePath, tmpDir: os.tmpdir() }),
      });
      const direct = createShellTool({ sandbox: selection.sandbox, settings });
      const commands = {
        'changes nothing': 'true',
        'appends and creates': 'echo x >> folder-7/file-3.txt && echo n > new-$$',
      };
      const rows: BenchRow[] = [];
      const raw: Record<string, { staged: number[]; direct: number[] }> = {};
      for (const [label, command] of Object.entries(commands)) {
        const times = { staged: [] as number[], direct: [] as number[] };
        for (let i = 0; i < WARMUP + RUNS; i += 1) {
          const s = await timeCall(staged, workspace, command, `bench-${label.length}-${i}`);
          const d = await timeCall(direct, workspace, command, `direct-${i}`);
          if (i < WARMUP) continue;
          times.staged.push(s);
          times.direct.push(d);
        }
        raw[label] = times;
        const overhead = times.staged.map((value, i) => value - (times.direct[i] as number));
        rows.push(
          atMost(`undo overhead, call that ${label} (median)`, round(median(overhead)), 25, 'ms', {
            note: `staged median ${round(median(times.staged))} ms vs direct ${round(median(times.direct))} ms; p95 overhead ${round(percentile(overhead, 95))} ms`,
            closeGap: UNDO_GAP,
          }),
        );
      }
      return {
        status: 'done',
        detail: `${RUNS} alternated runs after ${WARMUP} warm-up runs on ${FILES.toLocaleString('en-US')} files: shell tool with overlay staging vs the same tool writing directly (both under bwrap).`,
        rows,
        raw,
      };
    } finally {
      rmSync(base, { recursive: true, force: true });
    }
  },
};
