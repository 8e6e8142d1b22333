// The Prompter seam: the UI and the CLI answer approval requests through it. Plus helpers: a timeout wrapper
// (a timeout or an abort resolves as an outcome, never a hang).
import { approvalResponseSchema } from '../../shared/approval-response';
import type { ApprovalRequest } from '../../shared/agent-events';

export interface ApprovalResponse {
  decision: 'allow' | 'deny';
  /** Must equal the request's argsHash, else the gate treats the response as a deny. */
  argsHash: string;
  /** The user's reason for a deny, passed to the model. */
  reason?: string;
  /**
   * "Always allow…": store a rule. 'run': "Allow for the rest of this run", kept in memory by this run's gate (the one
   * choice a run that read untrusted content keeps). Ignored for dangerous (alwaysAsk) calls.
   */
  remember?: {
    scope: 'run' | 'conversation' | 'forever';
    match: { kind: 'exact' | 'prefix' | 'any' | 'host'; value?: string };
    expiresAt?: number;
  };
  /** ask_user answers. */
  answer?: string;
  /** An untrusted custom tool: trust this exact version (and run the call). Without it the call is not run. */
  trust?: true;
  /** With a deny: nobody could be asked (no terminal), or the person cancelled a question (not a "no"). */
  unanswered?: 'no_one_to_ask' | 'cancelled';
}

export interface Prompter {
  ask(request: ApprovalRequest, signal: AbortSignal): Promise<ApprovalResponse>;
}

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
          finish(
            parsed.success
              ? { kind: 'answered', response: parsed.data }
              : { kind: 'failed', message: 'malformed response' },
          );
        },
        (error: unknown) => finish({ kind: 'failed', message: error instanceof Error ? error.message : String(error) }),
      );
  });
}
