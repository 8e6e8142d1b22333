// ?scenario=core: the bench page's window.hearth whose chat:list, chat:load, attachments:preview and projects:list go
// to the real core's handlers over a real database (POST /core/<method>, answered by bench/support/core-bridge.ts), the
// rest to the bench api; plus the probes the ten-year renderer part reads (long tasks, pictures loaded).
import type { HearthApi } from '../../renderer/src/api';
import { createBenchApi, type BenchApi } from './bench-api';

const CORE_METHODS = new Set(['chatList', 'chatLoad', 'attachmentsPreview', 'projectsList']);

export interface CoreProbes {
  /** Durations (ms) of the long tasks (over 50 ms) seen since the page started or the last clear. */
  longTasks: () => number[];
  /** The longest time between two animation frames since the page started or the last clear, ms. */
  longestFrameGap: () => number;
  clearLongTasks: () => void;
  /** Distinct pictures loaded (decoded) since the page started: a message's nth image counts once. */
  picturesLoaded: () => number;
  /** Calls the page made to each api method (the core's and the bench api's). */
  calls: () => Record<string, number>;
}

/** Starts watching long tasks and image loads (from the page's start, before the renderer mounts). */
function installProbes(calls: Record<string, number>): CoreProbes {
  let longTasks: number[] = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
  let longestGap = 0;
  let lastFrame = performance.now();
  const frame = (now: number) => {
    longestGap = Math.max(longestGap, now - lastFrame);
    lastFrame = now;
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  const loaded = new Set<string>();
  // 'load' does not bubble but is seen while capturing: one per image that arrived and decoded its size.
  document.addEventListener(
    'load',
    (event) => {
      const image = event.target;
      if (!(image instanceof HTMLImageElement)) return;
      const card = image.closest('[data-call-id]')?.getAttribute('data-call-id');
      const row = image.closest('[data-message-id]')?.getAttribute('data-message-id');
      loaded.add(`${card ?? row ?? '?'}:${image.className}:${image.alt}`);
    },
    true,
  );
  return {
    longTasks: () => [...longTasks],
    longestFrameGap: () => longestGap,
    clearLongTasks: () => {
      longTasks = [];
      longestGap = 0;
    },
    picturesLoaded: () => loaded.size,
    calls: () => ({ ...calls }),
  };
}

export function createCoreBridgeApi(): BenchApi & { probes: CoreProbes } {
  const bench = createBenchApi(new Map());
  const calls: Record<string, number> = {};
  const probes = installProbes(calls);
  const api = new Proxy(bench.api, {
    get: (target, name, receiver) => {
      const local: unknown = Reflect.get(target, name, receiver);
      if (typeof name !== 'string' || name === 'on') return local;
      if (!CORE_METHODS.has(name))
        return (request: unknown) => {
          calls[name] = (calls[name] ?? 0) + 1;
          return (local as (request: unknown) => unknown)(request);
        };
      return async (request: unknown) => {
        calls[name] = (calls[name] ?? 0) + 1;
        const response = await fetch(`/core/${name}`, { method: 'POST', body: JSON.stringify(request ?? {}) });
        return response.json();
      };
    },
  }) as HearthApi;
  return { ...bench, api, probes };
}
