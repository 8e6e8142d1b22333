// `npm run bench [-- part-id …]`: runs the bench parts in order, writes bench/results/raw-<id>.json, the committed
// bench/results/summary.json and bench/RESULTS.md. Parts not run this time keep their previous summary entry.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { agentLoopPart } from './agent-loop';
import { cliStartPart } from './cli-start';
import { memoryRecallPart } from './memory-recall';
import { sandboxCostPart } from './sandbox-cost';
import { undoCostPart } from './undo-cost';
import { searchPart } from './search';
import { startupPart } from './startup';
import { streamingRenderPart } from './streaming-render';
import { longConversationPart } from './long-conversation';
import { longSessionPart } from './long-session';
import { longSessionRendererPart } from './long-session-renderer';
import { toolSelectionPart } from './tool-selection';
import { tenYearPart } from './ten-year';
import { tenYearRendererPart } from './ten-year-renderer';
import { knowledgePart } from './knowledge';
import { renderResults, type BenchSummary } from './report';
import type { BenchPart, BenchPartResult } from './support/bench-types';

const parts: BenchPart[] = [
  agentLoopPart,
  toolSelectionPart,
  memoryRecallPart,
  searchPart,
  streamingRenderPart,
  longConversationPart,
  longSessionPart,
  longSessionRendererPart,
  sandboxCostPart,
  undoCostPart,
  startupPart,
  cliStartPart,
  tenYearPart,
  tenYearRendererPart,
  knowledgePart,
];

const benchDir = fileURLToPath(new URL('.', import.meta.url));
const resultsDir = `${benchDir}results`;
const summaryFile = `${resultsDir}/summary.json`;

async function runPart(part: BenchPart): Promise<BenchPartResult> {
  const started = performance.now();
  console.log(`bench: ${part.id} …`);
  try {
    const result = await part.run();
    const durationMs = performance.now() - started;
    console.log(`bench: ${part.id} ${result.status} in ${(durationMs / 1000).toFixed(1)} s`);
    return { id: part.id, title: part.title, durationMs, ...result };
  } catch (error) {
    const durationMs = performance.now() - started;
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    console.error(`bench: ${part.id} failed: ${message}`);
    return {
      id: part.id,
      title: part.title,
      status: 'error',
      detail: `The bench part crashed: ${message.split('\n')[0]}`,
      rows: [],
      durationMs,
    };
  }
}

function previousSummary(): BenchSummary | undefined {
  if (!existsSync(summaryFile)) return undefined;
  try {
    return JSON.parse(readFileSync(summaryFile, 'utf8')) as BenchSummary;
  } catch {
    return undefined;
  }
}

async function main(): Promise<void> {
  const wanted = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
  const unknown = wanted.filter((id) => !parts.some((part) => part.id === id));
  if (unknown.length > 0) {
    console.error(`bench: unknown part(s) ${unknown.join(', ')}; known: ${parts.map((part) => part.id).join(', ')}`);
    process.exitCode = 2;
    return;
  }
  mkdirSync(resultsDir, { recursive: true });
  const machine = {
    node: process.versions.node,
    runtime: process.versions.electron ? `Electron-as-Node ${process.versions.electron}, Node` : 'Node',
    platform: `${process.platform} ${os.release()}`,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown CPU',
    loadAverageAtStart: os.loadavg(),
  };
  const started = performance.now();
  const previous = previousSummary();
  const byId = new Map((previous?.parts ?? []).map((part) => [part.id, part]));
  for (const part of parts) {
    if (wanted.length > 0 && !wanted.includes(part.id)) continue;
    const { raw, ...result } = await runPart(part);
    writeFileSync(`${resultsDir}/raw-${part.id}.json`, `${JSON.stringify({ ...result, raw }, null, 1)}\n`);
    byId.set(part.id, { ...result, measuredAt: new Date().toISOString(), loadAverage: os.loadavg()[0] });
  }
  const summary: BenchSummary = {
    generatedAt: new Date().toISOString(),
    machine,
    parts: parts.flatMap((part) => byId.get(part.id) ?? []),
  };
  writeFileSync(summaryFile, `${JSON.stringify(summary, null, 1)}\n`);
  writeFileSync(`${benchDir}RESULTS.md`, renderResults(summary));
  console.log(
    `bench: done in ${((performance.now() - started) / 1000).toFixed(1)} s; wrote bench/RESULTS.md and bench/results/summary.json`,
  );
}

await main();
