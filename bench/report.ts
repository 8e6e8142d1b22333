// Writes bench/RESULTS.md from the bench summary: one table per part (metric, Hearth, baseline, ratio, goal,
// pass/fail, note), the machine it ran on, and what is pending or missed.
import type { BenchPartResult, BenchRow } from './support/bench-types';

export interface BenchMachine {
  node: string;
  runtime: string;
  platform: string;
  cpus: number;
  cpuModel: string;
  loadAverageAtStart: number[];
}

export interface BenchSummary {
  generatedAt: string;
  machine: BenchMachine;
  parts: (Omit<BenchPartResult, 'raw'> & {
    measuredAt: string;
    /** 1-minute load average when the part finished. */ loadAverage?: number;
  })[];
}

function formatNumber(value: number | null): string {
  if (value === null || Number.isNaN(value)) return '—';
  return value.toLocaleString('en-US', { maximumFractionDigits: 3 });
}

function withUnit(value: number | null, unit: string): string {
  const text = formatNumber(value);
  return text === '—' || unit === '' ? text : `${text} ${unit}`;
}

function ratio(row: BenchRow): string {
  if (row.hearth === null || row.baseline === null || row.baseline === 0) return '—';
  const value = row.hearth / row.baseline;
  return value >= 0.1 ? `${value.toFixed(2)}×` : `1/${Math.round(1 / value)}`;
}

function verdict(row: BenchRow): string {
  if (row.pass === null) return 'info';
  return row.pass ? '**pass**' : '**FAIL**';
}

function escapeCell(text: string): string {
  return text.replaceAll('|', '\\|').replaceAll('\n', ' ');
}

function partSection(part: BenchSummary['parts'][number]): string[] {
  const load = part.loadAverage === undefined ? '' : ` · load average ${part.loadAverage.toFixed(1)} when it ended`;
  const lines = [
    `## ${part.title}`,
    '',
    `Status: ${part.status} · measured ${part.measuredAt} in ${(part.durationMs / 1000).toFixed(1)} s${load}`,
    '',
    escapeCell(part.detail),
    '',
  ];
  if (part.rows.length === 0) return lines;
  lines.push('| metric | Hearth | baseline | ratio | goal | pass/fail | note |', '|---|---|---|---|---|---|---|');
  for (const row of part.rows) {
    const cells = [
      row.metric,
      withUnit(row.hearth, row.unit),
      withUnit(row.baseline, row.unit),
      ratio(row),
      row.goal,
      verdict(row),
      row.note ?? '',
    ];
    lines.push(`| ${cells.map(escapeCell).join(' | ')} |`);
  }
  lines.push('');
  return lines;
}

export function renderResults(summary: BenchSummary): string {
  const { machine } = summary;
  const rows = summary.parts.flatMap((part) => part.rows);
  const failed = summary.parts.flatMap((part) =>
    part.rows.filter((row) => row.pass === false).map((row) => `${part.title}: ${row.metric}`),
  );
  const notDone = summary.parts.filter((part) => part.status !== 'done');
  const lines = [
    '# Hearth benchmarks',
    '',
    'Written by `npm run bench` (bench/run-all.ts). Every figure is a median over repeated runs unless the metric says',
    'p95; every baseline was measured in the same run, interleaved with Hearth where possible, because the machines are',
    'shared and noisy. The bench reports; it never fails CI. Raw timings: `bench/results/raw-*.json` (not committed);',
    'this table as JSON: `bench/results/summary.json`.',
    '',
    'Run one part with `npm run bench -- <part-id>` (agent-loop, tool-selection, memory-recall, search, streaming-render, long-conversation, long-session, long-session-renderer, sandbox-cost, startup, cli-start, ten-year).',
    'Knobs: HEARTH_BENCH_LOOP_RUNS (default 200), HEARTH_BENCH_MEMORY_1M=0 (skip the 1M-memory database, ~40 s),',
    'HEARTH_BENCH_RENDER_RUNS (default 2), HEARTH_BENCH_EXTRA_CSS (inject CSS into the streaming pages to try a style fix),',
    'HEARTH_BENCH_SOAK_TURNS (default 1000) and HEARTH_BENCH_SOAK_CONVERSATIONS (default 200) for the long-session soak,',
    'HEARTH_BENCH_SOAK_ANSWERS (default 200) for its renderer half, HEARTH_BENCH_TEN_YEAR_SCALE (default 1: the full ten-year',
    'history, generated once into bench/.ten-year/, ~1.5 GB and ~95 s; 0.01 for a quick run) for ten-year.',
    '',
    `Generated ${summary.generatedAt} · ${machine.runtime} ${machine.node} on ${machine.platform}, ${machine.cpus} × ${machine.cpuModel} · load average at start ${machine.loadAverageAtStart.map((n) => n.toFixed(1)).join(' / ')}`,
    '',
    `Goals met: ${rows.filter((row) => row.pass === true).length} of ${rows.filter((row) => row.pass !== null).length}.` +
      (failed.length ? ` Missed: ${failed.join('; ')}.` : '') +
      (notDone.length ? ` Not measured: ${notDone.map((part) => `${part.title} (${part.status})`).join('; ')}.` : ''),
    '',
  ];
  for (const part of summary.parts) lines.push(...partSection(part));
  const misses = summary.parts.flatMap((part) =>
    part.rows.filter((row) => row.pass === false).map((row) => ({ part, row })),
  );
  if (misses.length > 0) {
    lines.push('## Missed goals and what would close them', '');
    // Misses that share one explanation are listed together under it.
    const groups = new Map<string, string[]>();
    for (const { part, row } of misses) {
      const key = row.closeGap ?? 'No analysis recorded.';
      groups.set(key, [
        ...(groups.get(key) ?? []),
        `${part.title}: ${row.metric} (${withUnit(row.hearth, row.unit)}; goal ${row.goal})`,
      ]);
    }
    for (const [closeGap, metrics] of groups) lines.push(`- **${metrics.join('; ')}.** ${closeGap}`);
    lines.push('');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
