// Starts a TypeScript worker thread in tests and the e2e harness (the app ships the built .js): workerData.tsEntry is
// loaded through tsx, the same way the tests' own TypeScript runs. See test/support/knowledge-worker-entry.ts.
import { workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

await tsImport(workerData.tsEntry, import.meta.url);
