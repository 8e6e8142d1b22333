// One shape for "a value or a failure", so a failure is data the caller must look at: `ok: true` beside the value's
// own fields (`{ ok: true, run }`), or `ok: false` beside `error` (or, for older shapes, the failure's named fields).
// The IPC wire shape, InvokeResult in electron/shared/contract.ts, stays its own (`data`/`error: { kind, message }`).

/** Success: `ok: true` beside the fields of T, e.g. `Ok<{ run: RunHandle }>` is `{ ok: true; run: RunHandle }`. */
export type Ok<T extends object = object> = { ok: true } & T;
/** Failure: `ok: false` beside the fields of F, e.g. `Fail<{ reason: string }>`. */
export type Fail<F extends object> = { ok: false } & F;
/** The usual failure: `ok: false` beside an `error` (a sentence for a person or the model, unless E says otherwise). */
export type Err<E = string> = Fail<{ error: E }>;
/** A value or a failure; narrow on `ok` before reading either side. */
export type Result<T extends object = object, E = string> = Ok<T> | Err<E>;

/** `ok({ run })` is `{ ok: true, run }`; `ok()` is a bare success. */
export function ok(): Ok;
export function ok<T extends object>(value: T): Ok<T>;
export function ok<T extends object>(value?: T): Ok<T> {
  return { ok: true, ...value } as Ok<T>;
}

/** `err('why')` is `{ ok: false, error: 'why' }`. */
export function err<E = string>(error: E): Err<E> {
  return { ok: false, error };
}
