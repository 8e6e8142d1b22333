// The ONLY file that touches window.hearth (exposed by the preload, or by the e2e test bridge).
// Everything else in the renderer receives the api object from here (stores take it as a dependency).
// Every method resolves to the contract's InvokeResult: `{ ok: true, data }` or `{ ok: false, error: { kind, message } }`
// whose message is written to be shown as is. `dataOf` turns a result into its data or an InvokeError (for stores that
// handle any failure the same way); a rejection means only that the transport failed.
import type { HearthApi, InvokeFailure, InvokeFailureKind, InvokeResult } from '../../electron/shared/contract';

declare global {
  interface Window {
    hearth?: HearthApi;
  }
}

export type { HearthApi, InvokeFailure, InvokeResult };

/** A failed InvokeResult as a thrown error: its message is the failure's, for describeError and the page. */
export class InvokeError extends Error {
  constructor(
    readonly kind: InvokeFailureKind,
    message: string,
  ) {
    super(message);
    this.name = 'InvokeError';
  }
}

/** The data of a successful result; a failure is thrown as an InvokeError carrying its kind and message. */
export function dataOf<T>(result: InvokeResult<T>): T {
  if (!result.ok) throw new InvokeError(result.error.kind, result.error.message);
  return result.data;
}

export function getApi(): HearthApi {
  if (!window.hearth) throw new Error('Hearth bridge is missing: the page was opened outside the app.');
  return window.hearth;
}

export function hasApi(): boolean {
  return Boolean(window.hearth);
}

/** A readable message from an invoke failure (Electron prefixes "Error invoking remote method 'x': Error: "). */
export function describeError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return (
    message.replace(/^Error invoking remote method '[^']*': (?:\w*Error: )?/, '').trim() || 'Something went wrong.'
  );
}
