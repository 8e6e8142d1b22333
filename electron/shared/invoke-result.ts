// The result every invoke channel answers: `{ ok: true, data }` or a typed failure the page can show and act on.
// Handlers throw `failure(kind, message)`; the dispatcher (invoke-dispatch.ts) turns it into the failure result.
// contract.ts re-exports these beside the channel map.

/**
 * Why a call failed, for the page to show (`message`) and to act on (`kind`):
 * - `invalid_request`: the payload failed the contract's schema or the structural payload guard; no handler ran.
 * - `not_found`: what the request names does not exist (any more): a conversation, rule, memory, job, server, key…
 * - `unavailable`: something Hearth needs is not there now: the system keychain, a window, the provider's server.
 * - `refused`: the request is understood but not allowed now (a setting's value, a running reply, a changed file…).
 * - `failed`: an unexpected error; the message is cut short and has known secrets removed.
 */
export const invokeFailureKinds = ['invalid_request', 'not_found', 'unavailable', 'refused', 'failed'] as const;
export type InvokeFailureKind = (typeof invokeFailureKinds)[number];
export interface InvokeFailure {
  kind: InvokeFailureKind;
  message: string;
}
export type InvokeResult<T> = { ok: true; data: T } | { ok: false; error: InvokeFailure };

/** What a handler throws for an expected failure; the dispatcher answers `{ ok: false, error: { kind, message } }`. */
export class InvokeFailed extends Error {
  constructor(
    readonly kind: InvokeFailureKind,
    message: string,
  ) {
    super(message);
    this.name = 'InvokeFailed';
  }
}

/** `throw failure('not_found', 'That rule no longer exists.')` in a handler. */
export function failure(kind: InvokeFailureKind, message: string): InvokeFailed {
  return new InvokeFailed(kind, message);
}
