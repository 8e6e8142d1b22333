// What the main process and the knowledge indexer thread (knowledge-worker.ts) say to each other.
import type { IndexOutcome, IndexProgress } from './knowledge-indexer';

export type WorkerRequest = { type: 'index'; sourceId: number } | { type: 'cancel' } | { type: 'close' };

export type WorkerReply =
  | ({ type: 'progress' } & IndexProgress)
  | { type: 'done'; sourceId: number; outcome: IndexOutcome; cancelled: boolean }
  | { type: 'failed'; sourceId: number; error: string };
