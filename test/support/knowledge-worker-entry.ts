// The knowledge indexer thread as tests start it: electron/runtime/knowledge/knowledge-worker.ts, booted through tsx
// by test/support/ts-worker-boot.mjs (the app starts the built knowledge-worker.js instead).
import path from 'node:path';
import type { KnowledgeWorkerEntry } from '../../electron/runtime/knowledge/worker-pass';

export const knowledgeWorkerEntry: KnowledgeWorkerEntry = {
  script: path.resolve(__dirname, 'ts-worker-boot.mjs'),
  data: { tsEntry: path.resolve(__dirname, '../../electron/runtime/knowledge/knowledge-worker.ts') },
};
