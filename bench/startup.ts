// Bench part 6: start-up. A fresh Node process running the bundled core up to "ready" (database open, settings read,
// toolset built; the sandbox self-test starts just after) vs a bare Node process; and the first-paint bundle (gzip).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { atMost, type BenchPart, type BenchRow } from './support/bench-types';
import { median, percentile, round } from './support/stats';
import { buildWebPage, bundleNodeEntry, repoRoot } from './support/vite-bundle';

const RUNS = 15;
const HEAVY_PACKAGES = ['openai', 'zod', 'better-sqlite3'];
const BARE = ['-e', "process.stdout.write('ready\\n')"];

interface ProbeTimings {
  wallMs: number;
  report?: {
    importMs: number;
    runtimeMs: number;
    sinceProcessStartMs: number;
    processStartToProbeMs: number;
    tools: number;
  };
}

/** Spawns the runtime with args and resolves when it prints its first line (the ready line). */
function timeUntilFirstLine(args: string[]): Promise<ProbeTimings> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, args, { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    let done = false;
    child.stderr.on('data', (data: Buffer) => (err += data.toString()));
    child.stdout.on('data', (data: Buffer) => {
      out += data.toString();
      if (done || !out.includes('\n')) return;
      done = true;
      const wallMs = performance.now() - started;
      const line = out.split('\n')[0] as string;
      const parsed = line.startsWith('{') ? (JSON.parse(line) as ProbeTimings['report']) : undefined;
      resolve({ wallMs, report: parsed });
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (!done)
        reject(new Error(`process exited ${code} before printing: ${err.trim().split('\n').slice(-3).join(' ')}`));
    });
  });
}

/** Sums the gzip size of the JS and CSS the built index.html loads (entry script, module preloads, stylesheets). */
function firstPaintBytes(outDir: string): { gzip: number; raw: number; files: string[] } {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*\bhref)="([^"]+\.(?:js|css))"/g)].map(
    (match) => match[1] as string,
  );
  let gzip = 0;
  let raw = 0;
  for (const ref of refs) {
    const bytes = readFileSync(join(outDir, ref.replace(/^\.?\//, '')));
    raw += bytes.length;
    gzip += gzipSync(bytes).length;
  }
  return { gzip, raw, files: refs };
}

async function measureStartup(): Promise<{ rows: BenchRow[]; raw: unknown }> {
  const probe = await bundleNodeEntry(join(repoRoot, 'bench/support/startup-probe.ts'), 'startup-probe');
  const dataDir = mkdtempSync(join(os.tmpdir(), 'hearth-bench-startup-'));
  try {
    const fresh = await timeUntilFirstLine([probe, dataDir]); // creates the database (first launch)
    const bare: number[] = [];
    const core: ProbeTimings[] = [];
    for (let i = 0; i < RUNS + 2; i += 1) {
      const b = await timeUntilFirstLine(BARE);
      const c = await timeUntilFirstLine([probe, dataDir]);
      if (i < 2) continue;
      bare.push(b.wallMs);
      core.push(c);
    }
    const wall = core.map((run) => run.wallMs);
    const over = wall.map((value, i) => value - (bare[i] as number));
    const part = (key: 'importMs' | 'runtimeMs'): number => median(core.map((run) => run.report?.[key] ?? Number.NaN));
    const imports = await measureImportCosts(6);
    const importNote = Object.entries(imports)
      .map(([name, ms]) => `${name} ${ms} ms`)
      .join(', ');
    return {
      rows: [
        {
          metric: 'process start → core ready (wall)',
          hearth: round(median(wall)),
          baseline: round(median(bare)),
          unit: 'ms',
          goal: '—',
          pass: null,
          note: `inside the process: imports ${round(part('importMs'))} ms + runtime ${round(part('runtimeMs'))} ms; first launch (creates the database) ${round(fresh.wallMs)} ms`,
        },
        atMost('start-up over bare Node (median of pairs)', round(median(over)), 60, 'ms', {
          note: `p95 ${round(percentile(over, 95))} ms; ${RUNS} alternated pairs. Importing alone costs (over bare Node): ${importNote}`,
          closeGap:
            `Imports are ${round(part('importMs'))} ms of it (${importNote} on their own). The openai SDK and the MCP SDK's client already load on first use (dynamic imports in model.ts and mcp-server-handle.ts); ` +
            'zod is bundled (only what Hearth uses) and the core no longer builds the IPC contract; what remains on the path is zod itself (every tool and the settings schema build zod schemas at import: ' +
            'tools loaded on first use, or settings read without zod, would take it off), better-sqlite3, node-cron and picomatch, ' +
            `and the runtime's own ${round(part('runtimeMs'))} ms (loading better-sqlite3's native module, database open with quick_check, migrations check, settings read, building the toolset).`,
        }),
      ],
      raw: { bare, core, fresh, imports },
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** What importing each heavy dependency alone adds to a bare process (median of alternated pairs): where start-up goes. */
async function measureImportCosts(runs: number): Promise<Record<string, number>> {
  const costs: Record<string, number> = {};
  for (const name of HEAVY_PACKAGES) {
    const over: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      const bare = await timeUntilFirstLine(BARE);
      const loaded = await timeUntilFirstLine([
        '--input-type=module',
        '-e',
        `await import('${name}'); process.stdout.write('ready\\n');`,
      ]);
      over.push(loaded.wallMs - bare.wallMs);
    }
    costs[name] = round(median(over));
  }
  return costs;
}

async function measureBundle(): Promise<{ rows: BenchRow[]; raw: unknown }> {
  const outDir = mkdtempSync(join(os.tmpdir(), 'hearth-bench-renderer-'));
  try {
    await buildWebPage(join(repoRoot, 'renderer'), outDir);
    const size = firstPaintBytes(outDir);
    return {
      rows: [
        atMost('renderer first-paint JS+CSS (gzip)', round(size.gzip / 1024), 250, 'KB', {
          note: `${round(size.raw / 1024)} KB before gzip: ${size.files.join(', ')}`,
        }),
      ],
      raw: size,
    };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

export const startupPart: BenchPart = {
  id: 'startup',
  title: 'Start-up',
  async run() {
    const startup = await measureStartup();
    const bundle = await measureBundle();
    return {
      status: 'done',
      detail:
        'The core is bundled with Vite as electron-vite bundles the main process (dependencies external) and run in a fresh process per launch ' +
        'over an existing data folder; ready = database open, settings read, toolset built. The sandbox self-test starts just after ready (bwrap in its own process; ' +
        'a shell call made before its verdict waits for it, and custom tool files are read once it is known). Baseline: `node -e` printing a line. ' +
        'Bundle: production Vite build of renderer/index.html, gzip of every JS/CSS file it references.',
      rows: [...startup.rows, ...bundle.rows],
      raw: { startup: startup.raw, bundle: bundle.raw },
    };
  },
};
