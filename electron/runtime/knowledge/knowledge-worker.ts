// The desktop's knowledge indexer thread (worker_threads): its own SQLite connection, reads and extracts files and
// writes their chunks (knowledge-indexer.ts) so the window never stalls; worker-pass.ts starts it and sends passes.
import { parentPort, workerData } from 'node:worker_threads';
import { createKnowledgeIndex } from '../../storage/knowledge-search';
import { createKnowledgeStore } from '../../storage/knowledge-store';
import { openSecondConnection } from '../../storage/second-connection';
import { createKnowledgeIndexer } from './knowledge-indexer';
import type { WorkerReply, WorkerRequest } from './worker-messages';

const port = parentPort;
if (!port) throw new Error('knowledge-worker.ts runs only as a worker thread');
const db = openSecondConnection((workerData as { dbFile: string }).dbFile);
const indexer = createKnowledgeIndexer({ store: createKnowledgeStore(db), index: createKnowledgeIndex(db) });
let running: AbortController | undefined;
const reply = (message: WorkerReply): void => port.postMessage(message);

port.on('message', (request: WorkerRequest) => {
  if (request.type === 'cancel') {
    running?.abort();
    return;
  }
  if (request.type === 'close') {
    running?.abort();
    db.close();
    port.close();
    return;
  }
  const controller = new AbortController();
  running = controller;
  indexer
    .indexSource(request.sourceId, {
      signal: controller.signal,
      skipEmbedding: true,
      onProgress: (progress) => reply({ type: 'progress', ...progress }),
    })
    .then(
      (outcome) => reply({ type: 'done', sourceId: request.sourceId, outcome, cancelled: controller.signal.aborted }),
      (error: unknown) =>
        reply({
          type: 'failed',
          sourceId: request.sourceId,
          error: error instanceof Error ? error.message : String(error),
        }),
    )
    .finally(() => {
      if (running === controller) running = undefined;
    });
});
