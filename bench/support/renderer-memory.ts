// A Chromium renderer's memory for the bench: a process's RSS, PSS and private pages from /proc, and one page's
// sample after a forced GC (JS heap through CDP, the page's renderer process found among the browser's renderers).
import { existsSync, readFileSync } from 'node:fs';
import type { Browser, CDPSession } from 'playwright-core';

const MiB = 2 ** 20;

export interface ProcMemory {
  rssMib: number;
  pssMib: number | null;
  ussMib: number | null;
}

export function procMemory(pid: number): ProcMemory {
  if (!existsSync(`/proc/${pid}/status`)) return { rssMib: Number.NaN, pssMib: null, ussMib: null };
  const field = (text: string, name: string): number | null => {
    const match = new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(text);
    return match ? (Number(match[1]) * 1024) / MiB : null;
  };
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const rollup = existsSync(`/proc/${pid}/smaps_rollup`) ? readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8') : '';
  const clean = field(rollup, 'Private_Clean');
  const dirty = field(rollup, 'Private_Dirty');
  return {
    rssMib: field(status, 'VmRSS') ?? Number.NaN,
    pssMib: field(rollup, 'Pss'),
    ussMib: clean === null || dirty === null ? null : clean + dirty,
  };
}

/** The pids of the browser's renderer processes (SystemInfo.getProcessInfo). */
export async function rendererPids(browser: Browser): Promise<number[]> {
  const session = await browser.newBrowserCDPSession();
  try {
    const { processInfo } = (await session.send('SystemInfo.getProcessInfo')) as unknown as {
      processInfo: { type: string; id: number }[];
    };
    return processInfo.filter((info) => info.type === 'renderer').map((info) => info.id);
  } finally {
    await session.detach();
  }
}

export interface PageMemory extends ProcMemory {
  pid: number;
  /** JS heap used after GC, MiB. */
  heapMib: number;
}

/**
 * One page's memory after two forced GCs: its JS heap, and the largest renderer process of the browser (the bench
 * keeps one page open at a time, so the others are Chromium's spare renderers, a few MiB each).
 */
export async function samplePageMemory(browser: Browser, cdp: CDPSession): Promise<PageMemory> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  const byPid = (await rendererPids(browser)).map((pid) => ({ pid, ...procMemory(pid) }));
  const page = byPid.sort((a, b) => (b.rssMib || 0) - (a.rssMib || 0))[0];
  if (!page) throw new Error('no renderer process found through SystemInfo.getProcessInfo');
  return { ...page, heapMib: heap.usedSize / MiB };
}
