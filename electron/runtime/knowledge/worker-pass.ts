// Runs index passes in the knowledge indexer thread (knowledge-worker.ts), started on the first pass and kept; one
// pass at a time (background-indexer.ts queues them). A thread that dies fails the pass and is started again next time.
import type { Worker } from 'node:worker_threads';
import type { Result } from '../../shared/result';
import type { IndexOutcome, IndexProgress } from './knowledge-indexer';
import type { WorkerReply, WorkerRequest } from './worker-messages';

export interface KnowledgeWorkerEntry {
  /** The worker's script: the built knowledge-worker.js, or a boot file that loads the TypeScript (tests). */
  script: string;
  /** Extra workerData for the boot file (tests: which .ts file to load). */
  data?: Record<string, unknown>;
}

export type RunPass = (
  sourceId: number,
  onProgress: (progress: IndexProgress) => void,
  signal: AbortSignal,
) => Promise<Result<{ outcome: IndexOutcome; cancelled: boolean }>>;

export function createWorkerPasses(entry: KnowledgeWorkerEntry, dbFile: string) {
  let worker: Worker | undefined;
  let current: ((reply: WorkerReply) => void) | undefined;

  async function ensureWorker(): Promise<Worker> {
    if (worker) return worker;
    // Loaded with the first pass, off the app's start path.
    const { Worker: WorkerThread } = await import('node:worker_threads');
    const started = new WorkerThread(entry.script, { workerData: { ...entry.data, dbFile } });
    started.on('message', (reply: WorkerReply) => current?.(reply));
    const lost = (error: string): void => {
      if (worker === started) worker = undefined;
      current?.({ type: 'failed', sourceId: -1, error });
    };
    started.on('error', (error) => lost(`the indexer thread failed: ${error.message}`));
    started.on('exit', (code) => lost(`the indexer thread stopped (exit code ${code})`));
    started.unref();
    worker = started;
    return started;
  }

  const runPass: RunPass = async (sourceId, onProgress, signal) => {
    let thread: Worker;
    try {
      thread = await ensureWorker();
    } catch (error) {
      return { ok: false, error: `the indexer thread did not start: ${(error as Error).message}` };
    }
    return new Promise((resolve) => {
      const onAbort = (): void => thread.postMessage({ type: 'cancel' } satisfies WorkerRequest);
      const finish = (answer: Awaited<ReturnType<RunPass>>): void => {
        signal.removeEventListener('abort', onAbort);
        current = undefined;
        resolve(answer);
      };
      current = (reply) => {
        if (reply.type === 'progress') onProgress(reply);
        else if (reply.type === 'done') finish({ ok: true, outcome: reply.outcome, cancelled: reply.cancelled });
        else finish({ ok: false, error: reply.error });
      };
      signal.addEventListener('abort', onAbort, { once: true });
      thread.postMessage({ type: 'index', sourceId } satisfies WorkerRequest);
    });
  };

  async function close(): Promise<void> {
    const thread = worker;
    worker = undefined;
    current = undefined;
    if (thread) await thread.terminate();
  }

  return { runPass, close };
}
