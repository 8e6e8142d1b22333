// Validates an invoke payload against the contract, calls its handler and answers an InvokeResult; shared by Electron's
// main/ipc.ts and the e2e bridge. It never rejects: bad input is an `invalid_request` failure (the handler never sees
// unvalidated data), a handler's `failure(kind, message)` keeps its kind, and any other thrown error is `failed` with a
// short message that has passed the redactor.
import {
  invokeContract,
  InvokeFailed,
  type InvokeCaller,
  type InvokeChannel,
  type InvokeFailure,
  type InvokeFailureKind,
  type InvokeHandlers,
  type InvokeResult,
} from './contract';

/** Validation messages can list every unknown field name; every failure message is kept this short. */
export const MAX_FAILURE_MESSAGE = 500;

export interface InvokeDispatchOptions {
  /** Removes known secrets from failure messages before they leave main. */
  redact?: (text: string) => string;
  /** Told about unexpected errors (`failed`), with the channel. */
  log?: (message: string) => void;
}

export function isInvokeChannel(channel: unknown): channel is InvokeChannel {
  return typeof channel === 'string' && Object.prototype.hasOwnProperty.call(invokeContract, channel);
}

export function invokeFailure(kind: InvokeFailureKind, message: string): { ok: false; error: InvokeFailure } {
  return { ok: false, error: { kind, message: message.slice(0, MAX_FAILURE_MESSAGE) } };
}

/** The `invalid_request` answer for a payload refused before any handler ran. */
export function invalidRequest(channel: string, problem: string): { ok: false; error: InvokeFailure } {
  return invokeFailure('invalid_request', `Invalid request for ${channel}: ${problem}`);
}

export function createInvokeDispatcher(handlers: InvokeHandlers, options: InvokeDispatchOptions = {}) {
  const redact = options.redact ?? ((text: string) => text);
  return async function dispatch(
    channel: unknown,
    payload: unknown,
    caller: InvokeCaller,
  ): Promise<InvokeResult<unknown>> {
    if (!isInvokeChannel(channel))
      return invokeFailure('invalid_request', `Unknown channel: ${String(channel).slice(0, 64)}.`);
    const parsed = invokeContract[channel].request.safeParse(payload ?? {});
    if (!parsed.success) {
      const issues = parsed.error.issues
        .slice(0, 5)
        .map((issue) => `${issue.path.join('.') || '(payload)'}: ${issue.message}`);
      return invalidRequest(channel, issues.join('; '));
    }
    const handler = handlers[channel] as (request: unknown, caller: InvokeCaller) => unknown;
    try {
      return { ok: true, data: await handler(parsed.data, caller) };
    } catch (error) {
      if (error instanceof InvokeFailed)
        return invokeFailure(error.kind, redact(error.message) || `${channel} failed.`);
      const message = redact(error instanceof Error ? error.message : String(error)).slice(0, MAX_FAILURE_MESSAGE);
      options.log?.(`ipc: ${channel} failed: ${message}`);
      return invokeFailure('failed', message || `${channel} failed.`);
    }
  };
}
