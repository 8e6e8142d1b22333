// The Prompter seam: the UI and the CLI answer approval requests through it. Plus helpers: a timeout wrapper
// (a timeout or an abort resolves as an outcome, never a hang) and a queue that shows one request at a time.
import { z } from 'zod';
import type { ApprovalRequest } from '../shared/agent-events';

export interface ApprovalResponse {
  decision: 'allow' | 'deny';
  /** Must equal the request's argsHash, else the gate treats the response as a deny. */
  argsHash: string;
  /** The user's reason for a deny, passed to the model. */
  reason?: string;
  /** "Always allow…": store a rule. Ignored for dangerous (alwaysAsk) calls. */
  remember?: {
    scope: 'conversation' | 'forever';
    match: { kind: 'exact' | 'prefix' | 'any' | 'host'; value?: string };
    expiresAt?: number;
  };
  /** ask_user answers. */
  answer?: string;
  /** An untrusted custom tool: trust this exact version (and run the call). Without it the call is not run. */
  trust?: true;
}

export interface Prompter {
  ask(request: ApprovalRequest, signal: AbortSignal): Promise<ApprovalResponse>;
}

/** Validates a response arriving from outside (IPC, CLI); the gate treats anything else as a deny. */
export const approvalResponseSchema = z.object({
  decision: z.enum(['allow', 'deny']),
  argsHash: z.string(),
  reason: z.string().max(4_000).optional(),
  remember: z
    .object({
      scope: z.enum(['conversation', 'forever']),
      match: z.object({ kind: z.enum(['exact', 'prefix', 'any', 'host']), value: z.string().max(10_000).optional() }),
      expiresAt: z.number().int().positive().optional(),
    })
    .optional(),
  answer: z.string().max(100_000).optional(),
  trust: z.literal(true).optional(),
});

export type PromptOutcome =
  | { kind: 'answered'; response: ApprovalResponse }
  | { kind: 'timeout' }
  | { kind: 'aborted' }
  | { kind: 'failed'; message: string };

/**
 * Asks and waits at most `timeoutMs`. On timeout or abort, the signal given to the prompter is aborted
 * (so a dialog can close) and the outcome says why. A prompter that throws or returns junk gives `failed`.
 */
export function askWithTimeout(
  prompter: Prompter,
  request: ApprovalRequest,
  options: { timeoutMs: number; signal: AbortSignal },
): Promise<PromptOutcome> {
  const inner = new AbortController();
  if (options.signal.aborted) return Promise.resolve({ kind: 'aborted' });
  return new Promise<PromptOutcome>((resolve) => {
    let settled = false;
    const finish = (outcome: PromptOutcome): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      options.signal.removeEventListener('abort', onAbort);
      if (outcome.kind !== 'answered') inner.abort(new Error(outcome.kind));
      resolve(outcome);
    };
    const onAbort = (): void => finish({ kind: 'aborted' });
    const timer = setTimeout(() => finish({ kind: 'timeout' }), Math.max(0, options.timeoutMs));
    options.signal.addEventListener('abort', onAbort, { once: true });
    Promise.resolve()
      .then(() => prompter.ask(request, inner.signal))
      .then(
        (raw) => {
          const parsed = approvalResponseSchema.safeParse(raw);
          finish(parsed.success ? { kind: 'answered', response: parsed.data } : { kind: 'failed', message: 'malformed response' });
        },
        (error: unknown) => finish({ kind: 'failed', message: error instanceof Error ? error.message : String(error) }),
      );
  });
}

export interface QueuedPrompter extends Prompter {
  /** Requests asked but not yet answered (the one showing included). */
  waiting(): number;
}

/**
 * Shows one request at a time: each ask waits for the previous one to settle. A request whose signal aborts while
 * it waits (timeout, stop) is dropped without being shown; one that aborts while showing frees the queue at once,
 * even if the inner prompter ignores the signal.
 */
export function createQueuedPrompter(
  inner: Prompter,
  options: { onQueueChange?: (waiting: number) => void } = {},
): QueuedPrompter {
  interface Entry {
    request: ApprovalRequest;
    signal: AbortSignal;
    resolve: (response: ApprovalResponse) => void;
    reject: (error: Error) => void;
  }
  const queue: Entry[] = [];
  let showing = false;
  const waiting = (): number => queue.length + (showing ? 1 : 0);
  const notify = (): void => options.onQueueChange?.(waiting());

  const pump = (): void => {
    if (showing) return;
    const entry = queue.shift();
    if (!entry) return;
    showing = true;
    let done = false;
    const release = (): void => {
      if (done) return;
      done = true;
      entry.signal.removeEventListener('abort', onAbort);
      showing = false;
      notify();
      pump();
    };
    const onAbort = (): void => {
      entry.reject(withdrawn());
      release();
    };
    entry.signal.addEventListener('abort', onAbort, { once: true });
    Promise.resolve()
      .then(() => inner.ask(entry.request, entry.signal))
      .then(entry.resolve, (error: unknown) => entry.reject(error instanceof Error ? error : new Error(String(error))))
      .finally(release);
  };

  return {
    waiting,
    ask(request, signal) {
      if (signal.aborted) return Promise.reject(withdrawn());
      return new Promise<ApprovalResponse>((resolve, reject) => {
        const entry: Entry = { request, signal, resolve, reject };
        const onQueuedAbort = (): void => {
          const index = queue.indexOf(entry);
          if (index < 0) return; // already showing: pump's own listener handles it
          queue.splice(index, 1);
          reject(withdrawn());
          notify();
        };
        signal.addEventListener('abort', onQueuedAbort, { once: true });
        queue.push(entry);
        notify();
        pump();
      });
    },
  };
}

function withdrawn(): Error {
  return new Error('The approval request was withdrawn.');
}
