// Bench part: the long-session soak. The real core (in its own process, --expose-gc) answers 1,000 questions in one
// conversation and then 200 conversations of 3 questions against the fake model in another process (2,000-character
// answers in 4-character chunks, a datetime tool call every third question, compaction at the default 32k window);
// per-turn CPU, heap and RSS after GC every 50 turns, and the database's size.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { atMost, ratioAtMost, type BenchPart, type BenchRow } from './support/bench-types';
import { startFakeLlmProcess } from './support/fake-llm-process';
import type { SoakPlan, SoakReport, SoakSample } from './support/soak-child';
import { SOAK_ANSWER_CHARS } from './support/soak-scenario';
import { median, round } from './support/stats';

const TURNS = Number(process.env.HEARTH_BENCH_SOAK_TURNS ?? 1_000);
const CONVERSATIONS = Number(process.env.HEARTH_BENCH_SOAK_CONVERSATIONS ?? 200);
const PER_CONVERSATION = 3;
const SAMPLE_EVERY = 50;

function runSoakChild(plan: SoakPlan): Promise<SoakReport> {
  const entry = fileURLToPath(new URL('./support/soak-child.ts', import.meta.url));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, '--expose-gc', entry, JSON.stringify(plan)], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (data: Buffer) => (out += data.toString()));
    child.stderr.on('data', (data: Buffer) => (err += data.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      const line = out.trim().split('\n').at(-1) ?? '';
      if (code === 0 && line.startsWith('{')) return resolve(JSON.parse(line) as SoakReport);
      reject(new Error(`soak child exited ${code}: ${err.trim().split('\n').slice(-12).join(' ')}`));
    });
  });
}

/** Least-squares slope of y over x. */
function slope(points: readonly { x: number; y: number }[]): number {
  const n = points.length;
  if (n < 2) return 0;
  const mx = points.reduce((s, p) => s + p.x, 0) / n;
  const my = points.reduce((s, p) => s + p.y, 0) / n;
  const num = points.reduce((s, p) => s + (p.x - mx) * (p.y - my), 0);
  const den = points.reduce((s, p) => s + (p.x - mx) ** 2, 0);
  return den === 0 ? 0 : num / den;
}

const afterWarmUp = (samples: readonly SoakSample[], warmUp: number) => samples.filter((s) => s.turn >= warmUp);

export const longSessionPart: BenchPart = {
  id: 'long-session',
  title: 'Long-session soak (core)',
  async run() {
    const server = await startFakeLlmProcess();
    const dataDir = mkdtempSync(join(os.tmpdir(), 'hearth-bench-soak-'));
    try {
      const plan: SoakPlan = {
        url: server.url,
        dataDir,
        turns: TURNS,
        conversations: CONVERSATIONS,
        perConversation: PER_CONVERSATION,
        sampleEvery: SAMPLE_EVERY,
      };
      const report = await runSoakChild(plan);
      const early = report.cpuMs.slice(Math.round(TURNS * 0.05), Math.round(TURNS * 0.15));
      const late = report.cpuMs.slice(Math.round(TURNS * 0.9));
      const warmUp = Math.round(TURNS * 0.1);
      const kept = afterWarmUp(report.samples, warmUp);
      const heapPer1000 = slope(kept.map((s) => ({ x: s.turn, y: s.heapUsedMb }))) * 1_000;
      const half = kept.filter((s) => s.turn >= report.totalTurns / 2);
      const rssLastHalf = half.length > 1 ? half.at(-1)!.rssMb - half[0]!.rssMb : 0;
      const first = kept[0];
      const last = kept.at(-1);
      const turnLabel = (at: number) => `turn ${at.toLocaleString('en-US')}`;
      const rows: BenchRow[] = [
        ratioAtMost(
          `core CPU per turn at ${turnLabel(TURNS)} vs ${turnLabel(Math.round(TURNS * 0.1))}`,
          median(late),
          median(early),
          1.2,
          'ms',
          {
            note: `medians of turns ${Math.round(TURNS * 0.9) + 1}–${TURNS} vs ${Math.round(TURNS * 0.05) + 1}–${Math.round(TURNS * 0.15)} (process CPU time, user + system); wall per turn ${round(median(report.wallMs), 1)} ms; ${report.compactions} compactions, ${report.toolCalls} tool calls over the session`,
            closeGap:
              'Find what still scales with the conversation: profile a late turn (node --cpu-prof in soak-child.ts) and compare it with an early one.',
          },
        ),
        atMost('core heap growth after warm-up, per 1,000 turns', round(heapPer1000, 2), 10, 'MB', {
          note: `least-squares slope of heap used after GC, sampled every ${SAMPLE_EVERY} turns from ${turnLabel(warmUp)} to ${turnLabel(report.totalTurns)} (both phases); heap ${round(first?.heapUsedMb ?? 0, 1)} → ${round(last?.heapUsedMb ?? 0, 1)} MB`,
          closeGap:
            'Take heap snapshots at two sample points in soak-child.ts and compare retained sizes by constructor.',
        }),
        atMost('core RSS after GC, growth over the second half', round(rssLastHalf, 1), 20, 'MiB', {
          note: `RSS ${round(first?.rssMb ?? 0, 1)} → ${round(last?.rssMb ?? 0, 1)} MiB from ${turnLabel(warmUp)} to ${turnLabel(report.totalTurns)}; the goal is the renderer soak's "levelling off": a process that keeps running for days must stop growing once warm`,
          closeGap:
            'Growth outside the JS heap is native memory: SQLite page cache (bounded by cache_size), prepared statements, Buffers. Sample process.memoryUsage().external and arrayBuffers in soak-child.ts next to RSS to see which grows.',
        }),
        ratioAtMost(
          `CPU per turn, ${CONVERSATIONS} conversations of ${PER_CONVERSATION} questions`,
          round(median(report.manyCpuMs), 2),
          round(median(early), 2),
          1.2,
          'ms',
          {
            note: `median; each conversation starts fresh (title, tool selection, first message); baseline: turns ${Math.round(TURNS * 0.05) + 1}–${Math.round(TURNS * 0.15)} of the long conversation (same run, same measure): starting conversations must not be the expensive path`,
            closeGap:
              'Profile a first turn (node --cpu-prof in soak-child.ts): conversation creation, the title request and building the tool selection are what a first turn adds.',
          },
        ),
        atMost(
          'SQLite bytes per turn',
          Math.round(report.dbBytes / report.totalTurns),
          3 * SOAK_ANSWER_CHARS,
          'bytes',
          {
            note: `${(report.dbBytes / 2 ** 20).toFixed(1)} MiB after ${report.totalTurns.toLocaleString('en-US')} turns (${report.messagesStored.toLocaleString('en-US')} messages, full-text index included; WAL checkpointed); goal: 3× the ${SOAK_ANSWER_CHARS.toLocaleString('en-US')}-character answer, room for the question, a tool call's messages every third turn, the full-text index and row overhead (100 such turns a day stay under ~220 MB a year)`,
            closeGap:
              "Split the bytes by table (SQLite's dbstat: messages vs messages_fts and its segments) and stop storing what is kept twice (details JSON repeating content, tool results in the full-text index).",
          },
        ),
      ];
      return {
        status: 'done',
        detail: `The real core in its own process (--expose-gc) against the fake model in another: ${TURNS.toLocaleString('en-US')} questions in one conversation, then ${CONVERSATIONS} conversations of ${PER_CONVERSATION}; 2,000-character answers in 4-character chunks, a datetime tool call every third question, default 32k-token window (compaction included). HEARTH_BENCH_SOAK_TURNS / HEARTH_BENCH_SOAK_CONVERSATIONS resize it.`,
        rows,
        raw: report,
      };
    } finally {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};
