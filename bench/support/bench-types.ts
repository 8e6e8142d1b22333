// The shape every bench part returns: table rows (metric, Hearth, baseline, goal, pass) plus raw data for the JSON.
// report.ts turns these into bench/RESULTS.md; run-all.ts writes them to bench/results/.

export interface BenchRow {
  metric: string;
  /** Hearth's figure, or null when it could not be measured. */
  hearth: number | null;
  /** The same-run baseline figure; null when the metric has no baseline (an absolute goal). */
  baseline: number | null;
  unit: string;
  /** Human-readable goal, e.g. "≤ 1.5× baseline" or "≤ 5 ms". */
  goal: string;
  /** Whether the goal was met; null when there is no goal (informational row). */
  pass: boolean | null;
  /** How the figure was obtained, or what it is made of. */
  note?: string;
  /** For a missed goal: what would close the gap (shown in RESULTS.md's list of misses). */
  closeGap?: string;
}

export type PartStatus = 'done' | 'pending' | 'error';

export interface BenchPartResult {
  id: string;
  title: string;
  status: PartStatus;
  /** For pending or error parts: why; for done parts: how it was measured (runs, sizes). */
  detail: string;
  rows: BenchRow[];
  durationMs: number;
  /** Everything measured, for bench/results/raw-<id>.json. */
  raw?: unknown;
}

export interface BenchPart {
  id: string;
  title: string;
  run: () => Promise<Omit<BenchPartResult, 'id' | 'title' | 'durationMs'>>;
}

/** A row comparing against a goal on the Hearth figure alone ("≤ limit"). */
export function atMost(
  metric: string,
  hearth: number,
  limit: number,
  unit: string,
  extra: Partial<BenchRow> = {},
): BenchRow {
  return { metric, hearth, baseline: null, unit, goal: `≤ ${limit} ${unit}`, pass: hearth <= limit, ...extra };
}

/** A row comparing Hearth with a same-run baseline, passing when hearth ≤ factor × baseline. */
export function ratioAtMost(
  metric: string,
  hearth: number,
  baseline: number,
  factor: number,
  unit: string,
  extra: Partial<BenchRow> = {},
): BenchRow {
  return { metric, hearth, baseline, unit, goal: `≤ ${factor}× baseline`, pass: hearth <= factor * baseline, ...extra };
}

/** A row for a higher-is-better figure (throughput, fps), passing when hearth ≥ limit. */
export function atLeast(
  metric: string,
  hearth: number,
  limit: number,
  unit: string,
  extra: Partial<BenchRow> = {},
): BenchRow {
  return {
    metric,
    hearth,
    baseline: null,
    unit,
    goal: `≥ ${limit.toLocaleString('en-US')} ${unit}`,
    pass: hearth >= limit,
    ...extra,
  };
}

/** A row passing when the baseline is at least `factor` times Hearth's figure (Hearth is that much faster). */
export function fasterBy(
  metric: string,
  hearth: number,
  baseline: number,
  factor: number,
  unit: string,
  extra: Partial<BenchRow> = {},
): BenchRow {
  return {
    metric,
    hearth,
    baseline,
    unit,
    goal: `≥ ${factor}× faster than baseline`,
    pass: baseline >= factor * hearth,
    ...extra,
  };
}
