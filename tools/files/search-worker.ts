// Runs a text/regex search over a list of files in a worker thread, so a pathological regex can be stopped by
// terminating the worker instead of freezing the main process. The worker source is plain JS (no build step).

export interface SearchJob {
  files: { absolute: string; relative: string }[];
  source: string;
  flags: string;
  maxMatches: number;
  maxFileBytes: number;
}

export interface SearchMatch {
  path: string;
  line: number;
  text: string;
}

export interface SearchOutcome {
  matches: SearchMatch[];
  filesSearched: number;
  skippedFiles: number;
  hitLimit: boolean;
}

const workerSource = `
const { workerData, parentPort } = require('node:worker_threads');
const fs = require('node:fs');
const job = workerData;
const regex = new RegExp(job.source, job.flags);
const matches = [];
let filesSearched = 0, skippedFiles = 0, hitLimit = false;
outer: for (const file of job.files) {
  let buffer;
  try {
    const size = fs.statSync(file.absolute).size;
    if (size > job.maxFileBytes) { skippedFiles++; continue; }
    buffer = fs.readFileSync(file.absolute);
  } catch { skippedFiles++; continue; }
  if (buffer.subarray(0, 8192).includes(0)) { skippedFiles++; continue; }
  filesSearched++;
  const lines = buffer.toString('utf8').split(/\\r?\\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].length > 10000 ? lines[i].slice(0, 10000) : lines[i];
    regex.lastIndex = 0;
    if (!regex.test(line)) continue;
    if (matches.length >= job.maxMatches) { hitLimit = true; break outer; }
    matches.push({ path: file.relative, line: i + 1, text: line.length > 300 ? line.slice(0, 300) + '…' : line });
  }
}
parentPort.postMessage({ matches, filesSearched, skippedFiles, hitLimit });
`;

/** Resolves with the outcome, or with null when the time budget ran out (the worker is terminated). */
export async function runSearchWorker(
  job: SearchJob,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<SearchOutcome | null> {
  const { Worker } = await import('node:worker_threads'); // loaded on the first search, off the app's start path
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerSource, { eval: true, workerData: job });
    const stop = (): void => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      void worker.terminate();
    };
    const onAbort = (): void => {
      stop();
      resolve(null);
    };
    const timer = setTimeout(onAbort, timeoutMs);
    signal?.addEventListener('abort', onAbort, { once: true });
    worker.once('message', (outcome: SearchOutcome) => {
      stop();
      resolve(outcome);
    });
    worker.once('error', (error) => {
      stop();
      reject(error);
    });
  });
}
