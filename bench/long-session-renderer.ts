// Bench part: the renderer half of the long-session soak. The real renderer (App, stores, event batcher, chat view) in
// headless Chromium gets 200 questions typed into its composer, each answered by ~2,000 characters of markdown streamed
// as 4-character text_delta events (a datetime tool card every third answer); every 20 answers: JS heap after a forced
// GC, DOM nodes, the renderer process's memory (PSS/RSS from /proc), plus main-thread time per answer.
import { existsSync, readFileSync } from 'node:fs';
import { procMemory, type ProcMemory } from './support/renderer-memory';
import type { CDPSession } from 'playwright-core';
import { atMost, ratioAtMost, type BenchPart, type BenchRow } from './support/bench-types';
import { chromiumMissing, startBenchPage, withTimeout } from './support/bench-page';
import { median, round } from './support/stats';

const ANSWERS = Number(process.env.HEARTH_BENCH_SOAK_ANSWERS ?? 200);
const SAMPLE_EVERY = 20;
/** text_delta events per second from the stand-in core (4 characters each): ~0.5 s per answer. */
const DELTAS_PER_SECOND = 1_000;
/** Answers before the "start" window of time per answer (JIT and caches warming up). */
const WARM_UP = 10;
const WINDOW = 20;
/** Nodes in the page may vary this much between samples with no leak: which rows the virtualized list has mounted. */
const DOM_SLACK_FACTOR = 1.1;
const DOM_SLACK_NODES = 50;
/** Chromium's undo history keeps 2 detached text nodes per text replaced in a textarea, for up to 1,000 undo steps. */
const UNDO_NODES_PER_SEND = 2;
const UNDO_STEPS = 1_000;
const DETACHED_SLACK_NODES = 50;

export interface RendererSample {
  answer: number;
  heapUsedMb: number;
  /** Live DOM nodes in the renderer, attached or detached (Memory.getDOMCounters). */
  domNodes: number;
  /** Nodes in the page's document (every node type, a TreeWalker over the document). */
  attachedNodes: number;
  jsEventListeners: number;
  documents: number;
  /** Renderer process memory from /proc (MiB): RSS, and from smaps_rollup PSS and USS (private pages); null if unreadable. */
  rssMib: number;
  pssMib: number | null;
  ussMib: number | null;
  /** Every renderer process's memory, by pid (the page's is copied into the fields above once it is known). */
  memoryByPid: Record<number, ProcMemory>;
  /** CPU time of this browser's renderer processes so far (s, all threads), from /proc/<pid>/stat. */
  cpuSeconds: number;
}

export interface RendererAnswer {
  answer: number;
  /** Main-thread busy time (CDP TaskDuration) from typing the question to the painted answer, ms. */
  taskMs: number;
  scriptMs: number;
  /** Renderer process CPU time (all threads) over the same span, ms. */
  cpuMs: number;
  sendToPaintedMs: number;
  catchUpMs: number;
  rows: number;
}

interface ProcessInfo {
  type: string;
  id: number;
}

const MB = 1e6;

/** CPU time of a process so far (user + system, all threads), s; /proc/<pid>/stat counts in clock ticks of 1/100 s. */
function procCpuSeconds(pid: number): number {
  if (!existsSync(`/proc/${pid}/stat`)) return 0; // a spare renderer that has exited
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function metrics(cdp: CDPSession): Promise<Record<string, number>> {
  const { metrics: list } = (await cdp.send('Performance.getMetrics')) as {
    metrics: { name: string; value: number }[];
  };
  return Object.fromEntries(list.map((metric) => [metric.name, metric.value]));
}

/** Slope of y per 100 answers (least squares). */
function slopePer100(points: readonly { x: number; y: number }[]): number {
  const n = points.length;
  if (n < 2) return 0;
  const mx = points.reduce((s, p) => s + p.x, 0) / n;
  const my = points.reduce((s, p) => s + p.y, 0) / n;
  const num = points.reduce((s, p) => s + (p.x - mx) * (p.y - my), 0);
  const den = points.reduce((s, p) => s + (p.x - mx) ** 2, 0);
  return den === 0 ? 0 : (num / den) * 100;
}

export const longSessionRendererPart: BenchPart = {
  id: 'long-session-renderer',
  title: 'Long-session soak (renderer, Chromium)',
  async run() {
    const missing = chromiumMissing();
    if (missing) return { status: 'pending', detail: missing, rows: [] };
    const bench = await startBenchPage();
    try {
      const page = await bench.browser.newPage({ viewport: { width: 1280, height: 800 } });
      page.on('pageerror', (error) => console.error(`bench soak page error: ${error.message.slice(0, 200)}`));
      page.on('console', (message) => {
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
          console.error(`bench soak page console: ${message.text()}`);
      });
      page.on('response', (response) => {
        if (response.status() >= 400 && !response.url().endsWith('/favicon.ico'))
          console.error(`bench soak page: ${response.status()} for ${response.url()}`);
      });
      await page.goto(`${bench.url}/index.html?scenario=soak&rate=${DELTAS_PER_SECOND}`);
      await page.waitForFunction('Boolean(window.hearthBench && window.hearthBench.soak)');
      await withTimeout(page.evaluate('window.hearthBench.soak.open()'), 30_000, 'opening the soak conversation');
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Performance.enable');
      const browserCdp = await bench.browser.newBrowserCDPSession();
      const processes = async (): Promise<ProcessInfo[]> =>
        ((await browserCdp.send('SystemInfo.getProcessInfo')) as unknown as { processInfo: ProcessInfo[] }).processInfo;
      // Which renderer process runs the page is told after the first answer (the one whose CPU time grew: spare
      // renderers stay idle; SystemInfo's own cpuTime is refreshed too rarely to tell). CPU per answer is the sum over
      // this browser's renderers, so it does not depend on that choice.
      const rendererIds = (await processes()).filter((info) => info.type === 'renderer').map((info) => info.id);
      if (rendererIds.length === 0) throw new Error('no renderer process found through SystemInfo.getProcessInfo');
      const cpuOfAll = (): number[] => rendererIds.map(procCpuSeconds);
      let pagePid = rendererIds[0]!;
      const composer = page.getByRole('textbox', { name: 'Message' });

      const samples: RendererSample[] = [];
      const sample = async (answer: number): Promise<void> => {
        await cdp.send('HeapProfiler.collectGarbage');
        await cdp.send('HeapProfiler.collectGarbage');
        const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
        const dom = (await cdp.send('Memory.getDOMCounters')) as {
          documents: number;
          nodes: number;
          jsEventListeners: number;
        };
        samples.push({
          answer,
          heapUsedMb: heap.usedSize / MB,
          domNodes: dom.nodes,
          attachedNodes: (await page.evaluate(
            '(() => { const walker = document.createTreeWalker(document, NodeFilter.SHOW_ALL); let n = 1; while (walker.nextNode()) n += 1; return n; })()',
          )) as number,
          jsEventListeners: dom.jsEventListeners,
          documents: dom.documents,
          rssMib: Number.NaN,
          pssMib: null,
          ussMib: null,
          memoryByPid: Object.fromEntries(rendererIds.map((pid) => [pid, procMemory(pid)])),
          cpuSeconds: cpuOfAll().reduce((sum, value) => sum + value, 0),
        });
      };

      const answers: RendererAnswer[] = [];
      await sample(0);
      for (let answer = 1; answer <= ANSWERS; answer += 1) {
        const before = await metrics(cdp);
        const cpuBefore = cpuOfAll();
        await composer.fill(`Soak question ${answer}: please explain step ${answer} with code and a table.`);
        await composer.press('Enter');
        const result = (await withTimeout(
          page.evaluate(`window.hearthBench.soak.answered(${answer})`),
          60_000,
          `answer ${answer}`,
        )) as { sendToPaintedMs: number; catchUpMs: number; rows: number };
        const after = await metrics(cdp);
        const grew = cpuOfAll().map((value, i) => value - cpuBefore[i]!);
        const cpuMs = grew.reduce((sum, value) => sum + value, 0) * 1_000;
        if (answer === 1) pagePid = rendererIds[grew.indexOf(Math.max(...grew))]!;
        answers.push({
          cpuMs,
          answer,
          taskMs: ((after.TaskDuration ?? 0) - (before.TaskDuration ?? 0)) * 1_000,
          scriptMs: ((after.ScriptDuration ?? 0) - (before.ScriptDuration ?? 0)) * 1_000,
          ...result,
        });
        if (answer % SAMPLE_EVERY === 0 || answer === ANSWERS) await sample(answer);
      }
      await page.close();

      for (const s of samples) Object.assign(s, s.memoryByPid[pagePid]);
      const first = samples[0]!;
      const last = samples.at(-1)!;
      const half = samples.find((s) => s.answer >= ANSWERS / 2) ?? first;
      const memoryOf = (s: RendererSample): number => s.ussMib ?? s.rssMib;
      const memoryKind = last.ussMib === null ? 'RSS' : 'private memory (USS: Private_Clean + Private_Dirty)';
      const warm = samples.find((s) => s.answer >= SAMPLE_EVERY) ?? first;
      const pageLimit = Math.round(warm.attachedNodes * DOM_SLACK_FACTOR + DOM_SLACK_NODES);
      const detached = (s: RendererSample): number => s.domNodes - s.attachedNodes;
      const undoAllowance =
        UNDO_NODES_PER_SEND * (Math.min(last.answer, UNDO_STEPS) - Math.min(warm.answer, UNDO_STEPS));
      const detachedLimit = detached(warm) + undoAllowance + DETACHED_SLACK_NODES;
      const startWindow = answers.slice(WARM_UP, WARM_UP + WINDOW);
      const endWindow = answers.slice(-WINDOW);
      const range = (list: RendererAnswer[]) => `${list[0]?.answer}–${list.at(-1)?.answer}`;
      const med = (list: RendererAnswer[], key: keyof RendererAnswer, digits = 0) =>
        round(median(list.map((a) => a[key])), digits);
      const series = (pick: (s: RendererSample) => number, digits = 1) =>
        samples.map((s) => round(pick(s), digits)).join(', ');
      const rows: BenchRow[] = [
        atMost(
          `renderer JS heap growth over ${ANSWERS} answers (after GC)`,
          round(last.heapUsedMb - first.heapUsedMb, 2),
          30,
          'MB',
          {
            note: `heap used after a forced GC (CDP HeapProfiler.collectGarbage, Runtime.getHeapUsage), every ${SAMPLE_EVERY} answers: ${series((s) => s.heapUsedMb)} MB; the conversation itself (${ANSWERS} answers of 2,000 characters) is part of it`,
            closeGap:
              'Take heap snapshots (CDP HeapProfiler.takeHeapSnapshot) at two samples and compare retained sizes by constructor: views kept per run (chat store runs/views), markdown caches, closures held by listeners.',
          },
        ),
        atMost(
          `renderer process memory growth over the last half (answers ${half.answer}–${last.answer})`,
          round(memoryOf(last) - memoryOf(half), 1),
          20,
          'MiB',
          {
            note: `${memoryKind} of the renderer process (/proc/<pid>/smaps_rollup; PSS and RSS also count library pages shared with other Chromium processes on the machine) after GC, every ${SAMPLE_EVERY} answers: ${series(memoryOf)} MiB (least-squares slope over the last half: ${round(slopePer100(samples.filter((s) => s.answer >= half.answer).map((s) => ({ x: s.answer, y: memoryOf(s) }))), 1)} MiB per 100 answers); RSS ${series((s) => s.rssMib, 0)} MiB`,
            closeGap:
              "Memory outside the JS heap and the DOM counters (Blink's garbage-collected heap, layout and paint data, PartitionAlloc): compare chrome://tracing memory-infra dumps at two samples; delivering an answer in fewer frames was seen to level it off.",
          },
        ),
        atMost(`DOM nodes in the page at answer ${last.answer}`, last.attachedNodes, pageLimit, 'nodes', {
          baseline: warm.attachedNodes,
          note: `every node in the document (TreeWalker), after GC, every ${SAMPLE_EVERY} answers: ${series((s) => s.attachedNodes, 0)}. Flat means ≤ the answer-${warm.answer} count × ${DOM_SLACK_FACTOR} + ${DOM_SLACK_NODES}: the list is virtualized, so it mounts a bounded window of rows (${endWindow.at(-1)?.rows ?? '?'} at the end), and the margin covers which answers are in that window (a tool card, a longer table)`,
          closeGap:
            "Rows that stay mounted: check the virtualizer's range (overscan) and anything rendered outside the list per answer (notices, live regions).",
        }),
        atMost(
          `detached DOM nodes at answer ${last.answer} (alive after GC, not in the page)`,
          detached(last),
          detachedLimit,
          'nodes',
          {
            note: `Memory.getDOMCounters nodes − nodes in the page, every ${SAMPLE_EVERY} answers: ${series(detached, 0)}. Goal: the answer-${warm.answer} count + ${UNDO_NODES_PER_SEND} per answer since (the composer's native undo history: Chromium keeps the textarea's replaced text node for each undo step, ${UNDO_NODES_PER_SEND} per sent message, up to ${UNDO_STEPS.toLocaleString('en-US')} steps; measured the same on a bare textarea, and Ctrl+Z cannot bring a sent text back, so they are dead but bounded) + ${DETACHED_SLACK_NODES}; anything more per answer (≥ ${round(DETACHED_SLACK_NODES / Math.max(1, last.answer - warm.answer), 2)} nodes) is a leak of ours. JS event listeners ${first.jsEventListeners} → ${warm.jsEventListeners} → ${last.jsEventListeners}`,
            closeGap:
              'Detached nodes kept alive by something: a heap snapshot\'s "Detached" entries show who retains them.',
          },
        ),
        ratioAtMost(
          `renderer CPU time per answer, answers ${range(endWindow)} vs ${range(startWindow)}`,
          med(endWindow, 'cpuMs'),
          med(startWindow, 'cpuMs'),
          1.2,
          'ms',
          {
            note: `medians; the renderer processes' CPU time (all threads, /proc/<pid>/stat) from typing the question to the painted answer; main thread busy (CDP TaskDuration, wall time, so it counts preemption on this shared machine) ${med(startWindow, 'taskMs')} → ${med(endWindow, 'taskMs')} ms, script ${med(startWindow, 'scriptMs')} → ${med(endWindow, 'scriptMs')} ms; send → painted ${med(startWindow, 'sendToPaintedMs')} → ${med(endWindow, 'sendToPaintedMs')} ms (the stream itself lasts ~${Math.round((2_000 / 4 / DELTAS_PER_SECOND) * 1_000)} ms), painted ${med(endWindow, 'catchUpMs')} ms after the last event at the end`,
            closeGap:
              'Find the work that grows with the conversation: a CDP profile (Profiler.start/stop) of one early and one late answer, compared by function.',
          },
        ),
      ];
      return {
        status: 'done',
        detail:
          `The real renderer (App, stores, event batcher, chat view) in headless Chromium, 1280×800, over a stand-in core: ${ANSWERS} questions typed into the composer (Enter) in one conversation, ` +
          `each answered by ~2,000 characters of markdown (heading, lists, code, a table) as 4-character text_delta events at ${DELTAS_PER_SECOND.toLocaleString('en-US')}/s from a Web Worker (one message per event, like IPC), ` +
          `a datetime tool card every third answer; sampled every ${SAMPLE_EVERY} answers after a forced GC. HEARTH_BENCH_SOAK_ANSWERS resizes it.`,
        rows,
        raw: { renderer: { pid: pagePid, renderers: rendererIds }, samples, answers },
      };
    } finally {
      await bench.close();
    }
  },
};
