// The desktop's background indexing (issue 43): one pass at a time through runPass (the worker thread), every source
// queued at start (an interrupted pass resumes), folders followed with fs.watch (recursive; changes batched for a
// moment), pause and resume per source (kept in the store, so a paused source stays paused after a restart), progress
// to listeners. Embedding runs after a pass, on this thread (network).
import type { KnowledgeProgress } from '../../shared/knowledge-progress';
import type { KnowledgeStore } from '../../storage/knowledge-store';
import type { RunPass } from './worker-pass';

export interface BackgroundIndexerDeps {
  store: KnowledgeStore;
  runPass: RunPass;
  /** Embeds chunks not yet embedded (knowledge-indexer.ts's embedPending); an error is shown on the source. */
  embedPending: (signal?: AbortSignal) => Promise<{ count: number; error?: string }>;
  /** Starts following a folder or file; answers a stopper (undefined: cannot follow it). */
  watch?: (path: string, onChange: () => void) => (() => void) | undefined;
  log?: (message: string) => void;
  /** How long changes settle before a pass (default 1 s). */
  settleMs?: number;
}

export function createBackgroundIndexer(deps: BackgroundIndexerDeps) {
  const states = new Map<number, KnowledgeProgress>();
  const queue: number[] = [];
  const listeners = new Set<(progress: KnowledgeProgress) => void>();
  const watchers = new Map<number, () => void>();
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  let running: { sourceId: number; controller: AbortController } | undefined;
  let closed = false;

  const publish = (progress: KnowledgeProgress): void => {
    states.set(progress.sourceId, progress);
    for (const listener of listeners) listener(progress);
  };
  const stateOf = (sourceId: number): KnowledgeProgress =>
    states.get(sourceId) ?? { sourceId, state: 'idle', done: 0, total: 0 };

  function enqueue(sourceId: number): void {
    if (closed || stateOf(sourceId).state === 'paused' || queue.includes(sourceId)) return;
    queue.push(sourceId);
    if (running?.sourceId !== sourceId) publish({ ...stateOf(sourceId), state: 'queued', error: undefined });
    void drain();
  }

  async function drain(): Promise<void> {
    if (running || closed) return;
    const sourceId = queue.shift();
    if (sourceId === undefined) return;
    if (!deps.store.getSource(sourceId)) {
      states.delete(sourceId);
      return void drain();
    }
    const controller = new AbortController();
    running = { sourceId, controller };
    publish({ sourceId, state: 'indexing', done: 0, total: stateOf(sourceId).total });
    const answer = await deps.runPass(
      sourceId,
      (progress) => {
        if (!controller.signal.aborted)
          publish({ sourceId, state: 'indexing', done: progress.done, total: progress.total });
      },
      controller.signal,
    );
    let error = answer.ok ? undefined : answer.error;
    if (answer.ok && !answer.cancelled) {
      const embedded = await deps.embedPending(controller.signal);
      error = embedded.error;
    }
    running = undefined;
    if (!error && !answer.ok) deps.log?.(`knowledge: pass over source ${sourceId} failed`);
    const paused = stateOf(sourceId).state === 'paused' || controller.signal.aborted;
    if (deps.store.getSource(sourceId)) {
      const last = stateOf(sourceId);
      publish({
        sourceId,
        state: paused ? 'paused' : 'idle',
        done: last.done,
        total: last.total,
        ...(error ? { error } : {}),
      });
    } else states.delete(sourceId);
    void drain();
  }

  function follow(sourceId: number, path: string): void {
    if (watchers.has(sourceId) || !deps.watch) return;
    const stop = deps.watch(path, () => {
      clearTimeout(timers.get(sourceId));
      timers.set(
        sourceId,
        setTimeout(() => enqueue(sourceId), deps.settleMs ?? 1_000),
      );
    });
    if (stop) watchers.set(sourceId, stop);
  }

  return {
    /** Queues every source (unchanged files cost a stat) and follows each; a paused one waits for resume. */
    start(): void {
      for (const source of deps.store.listSources()) {
        if (source.paused) {
          publish({ ...stateOf(source.id), state: 'paused' });
          continue;
        }
        follow(source.id, source.path);
        enqueue(source.id);
      }
    },
    /** A new source (or a rebuilt one): followed and queued. */
    add(sourceId: number): void {
      const source = deps.store.getSource(sourceId);
      if (!source) return;
      follow(sourceId, source.path);
      enqueue(sourceId);
    },
    forget(sourceId: number): void {
      watchers.get(sourceId)?.();
      watchers.delete(sourceId);
      clearTimeout(timers.get(sourceId));
      const at = queue.indexOf(sourceId);
      if (at >= 0) queue.splice(at, 1);
      if (running?.sourceId === sourceId) running.controller.abort();
      states.delete(sourceId);
    },
    pause(sourceId: number): void {
      deps.store.setPaused(sourceId, true);
      const at = queue.indexOf(sourceId);
      if (at >= 0) queue.splice(at, 1);
      publish({ ...stateOf(sourceId), state: 'paused' });
      if (running?.sourceId === sourceId) running.controller.abort();
    },
    resume(sourceId: number): void {
      if (stateOf(sourceId).state !== 'paused') return;
      deps.store.setPaused(sourceId, false);
      publish({ ...stateOf(sourceId), state: 'idle' });
      const source = deps.store.getSource(sourceId);
      if (source) follow(sourceId, source.path);
      enqueue(sourceId);
    },
    progress: (sourceId: number): KnowledgeProgress => stateOf(sourceId),
    subscribe(listener: (progress: KnowledgeProgress) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close(): void {
      closed = true;
      running?.controller.abort();
      for (const stop of watchers.values()) stop();
      for (const timer of timers.values()) clearTimeout(timer);
      watchers.clear();
      queue.length = 0;
    },
  };
}

export type BackgroundIndexer = ReturnType<typeof createBackgroundIndexer>;
