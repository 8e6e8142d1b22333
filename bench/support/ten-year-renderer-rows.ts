// The ten-year renderer part's rows (bench/ten-year-renderer.ts): each figure with its goal, its same-run baseline and
// a note on how it was measured.
import { ratioAtMost, type BenchRow } from './bench-types';
import { round } from './stats';
import type { PictureRun, SidebarRun } from './ten-year-renderer-measure';

/** Process memory is read in MiB; the goals are in MB (10^6 bytes), as the issue states them. */
const toMB = (mib: number) => (mib * 2 ** 20) / 1e6;
const MEMORY_ABOVE_EMPTY_MB = 150;
/** Pictures loaded on open: what a 800 px viewport and the list's overscan of 6 rows a side can hold, at most. */
const PICTURES_ON_OPEN = 30;
const PICTURES_AFTER_TOP = 2 * PICTURES_ON_OPEN;
const LONG_TASK_MS = 50;
const n = (value: number) => value.toLocaleString('en-US');

export function pictureRows(run: PictureRun, pictureBytes: number, pictures: number): BenchRow[] {
  const pss = (sample: PictureRun['empty']) => toMB(sample.pssMib ?? sample.rssMib);
  const above = pss(run.opened) - pss(run.empty);
  return [
    {
      metric: 'renderer memory (PSS): a conversation of 500 screenshots and 100 photos vs an empty one',
      hearth: round(pss(run.opened)),
      baseline: round(pss(run.empty)),
      unit: 'MB',
      goal: `≤ baseline + ${MEMORY_ABOVE_EMPTY_MB} MB`,
      pass: above <= MEMORY_ABOVE_EMPTY_MB,
      note:
        `+${round(above)} MB; the page's renderer process (/proc smaps_rollup PSS) after two forced GCs, the same page first showing an empty conversation, then this one opened and settled (${round(pictureBytes / 1e6)} MB of pictures, every message loaded); ` +
        `JS heap ${round(toMB(run.empty.heapMib))} → ${round(toMB(run.opened.heapMib))} MB (the screenshots arrive as base64 in chat:load's messages); RSS ${round(toMB(run.empty.rssMib))} → ${round(toMB(run.opened.rssMib))} MB; ` +
        `after jumping to the top: PSS ${round(pss(run.atTop))} MB, heap ${round(toMB(run.atTop.heapMib))} MB`,
      closeGap:
        'Keep tool screenshots in the attachment store (referenced by the message, fetched as a preview when the row mounts) so the page never holds them all as base64.',
    },
    {
      metric: `pictures loaded on open, of ${n(pictures)} in the conversation`,
      hearth: run.atOpen.loaded,
      baseline: pictures,
      unit: 'pictures',
      goal: `≤ ${PICTURES_ON_OPEN}`,
      pass: run.atOpen.loaded <= PICTURES_ON_OPEN,
      note: `distinct pictures whose image loaded (a capturing 'load' listener from the page's start); ${run.atOpen.mounted} in the page (the virtualized list's rows), ${run.atOpen.decoded} of them decoded; ${run.atOpen.previewsFetched} photo previews fetched (attachments:preview). Baseline: every picture of the conversation`,
      closeGap:
        'Pictures load where their rows are not near the view: check the message list is virtualized (renderer/src/chat/MessageList.tsx) and its images are loading="lazy".',
    },
    {
      metric: 'pictures loaded after jumping from the end to the top',
      hearth: run.afterTop.loaded,
      baseline: pictures,
      unit: 'pictures',
      goal: `≤ ${PICTURES_AFTER_TOP}`,
      pass: run.afterTop.loaded <= PICTURES_AFTER_TOP,
      note: `the rows passed over are never mounted, so their pictures never load; ${run.afterTop.mounted} in the page at the top, ${run.afterTop.previewsFetched} photo previews fetched. Then one viewport down at a time, pictures loaded so far: ${run.steps.join(', ')} (they grow only as rows come near)`,
    },
  ];
}

export function sidebarRows(ten: SidebarRun, base: SidebarRun, conversations: number, baseConversations: number) {
  const row = (metric: string, hearth: number, baseline: number, note: string): BenchRow => ({
    metric,
    hearth: round(hearth),
    baseline: round(baseline),
    unit: 'ms',
    goal: `≤ ${LONG_TASK_MS} ms`,
    pass: hearth <= LONG_TASK_MS,
    note,
    closeGap:
      'A long task in the sidebar: profile it (CDP Profiler) — rows re-rendered for every page (renderer/src/chat/Sidebar.tsx filters the list per project) or too many rows laid out (virtualize the list).',
  });
  const none = '0 = no task over 50 ms (the Long Tasks API reports only those)';
  return [
    row(
      `sidebar in Chromium: first page of ${n(conversations)} conversations, longest task`,
      ten.firstPageLongestMs,
      base.firstPageLongestMs,
      `from the first chat:list answer (held until the page had started; its longest task then ${round(ten.bootLongestMs)} ms) to ${ten.firstPageRows} rows shown and settled; ${none}; longest gap between two frames ${round(ten.firstPageFrameGapMs)} ms (baseline ${round(base.firstPageFrameGapMs)} ms); baseline: the 5% history (${n(baseConversations)} conversations)`,
    ),
    row(
      'sidebar in Chromium: scrolling to the end of the list, longest task',
      ten.scrollLongestMs,
      base.scrollLongestMs,
      `${ten.pages} pages (chat:list after the last row, as ListEndSentinel.tsx asks when the end comes near), ${n(ten.listed)} conversations read, ${n(ten.rows)} rows in the page at the end (renderer/src/chat/ConversationRows.tsx virtualizes a list past LONG_LIST = 40 rows), ${round(ten.scrollMs / 1_000)} s; ${ten.scrollLongTasks} tasks over 50 ms (baseline ${base.scrollLongTasks}, ${base.pages} pages); ${none}; longest gap between two frames ${round(ten.scrollFrameGapMs)} ms (baseline ${round(base.scrollFrameGapMs)} ms); baseline: the 5% history`,
    ),
  ];
}

export function wholeAppRow(
  whole: { core: { empty: number; ten: number }; renderer: { empty: number; ten: number } },
  runs: number,
): BenchRow {
  const total = (key: 'empty' | 'ten') => toMB(whole.core[key] + whole.renderer[key]);
  return ratioAtMost(
    'whole app memory (core + one renderer) after start, ten-year database vs an empty data folder',
    round(total('ten')),
    round(total('empty')),
    1.5,
    'MB',
    {
      note: `core: the start-up probe's RSS at ready (bench/support/startup-probe.ts) ${round(toMB(whole.core.empty))} → ${round(toMB(whole.core.ten))} MB; renderer: the page's PSS after GC showing its sidebar (the first page of conversations) ${round(toMB(whole.renderer.empty))} → ${round(toMB(whole.renderer.ten))} MB; medians of ${runs} alternated launches. 1.5×: a history should cost the page cache SQLite reads and one page of rows, not memory in proportion to its size`,
      closeGap:
        'Something read at start or for the sidebar grows with the history: compare heap snapshots of the two pages, and the core with --heapsnapshot-near-heap-limit.',
    },
  );
}
