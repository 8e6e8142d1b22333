// Who started a call or a run, as one typed value: a window (its web contents id), the terminal, or an e2e bridge
// connection. Made by `callerId.*` and read by `parseCallerId` only; the text form ('window:3', 'cli', 'bridge:1') is
// private to this file.
import type { Result } from './result';

declare const callerIdBrand: unique symbol;

/** A caller id made by `callerId.*` (or checked by `parseCallerId`); events of its runs go back to it. */
export type CallerId = string & { readonly [callerIdBrand]: true };

export type CallerKind = 'window' | 'cli' | 'bridge';

export type ParsedCallerId = Result<
  | { kind: 'window'; webContentsId: number; id: CallerId }
  | { kind: 'cli'; id: CallerId }
  | { kind: 'bridge'; connection: number; id: CallerId }
>;

const numbered = (prefix: 'window' | 'bridge', value: number): CallerId => {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`A ${prefix} caller id needs a whole number, not ${String(value)}.`);
  return `${prefix}:${value}` as CallerId;
};

export const callerId = {
  /** An Electron window, by its web contents id. */
  window: (webContentsId: number): CallerId => numbered('window', webContentsId),
  /** The terminal client (CLI commands and the REPL). */
  cli: (): CallerId => 'cli' as CallerId,
  /** A WebSocket connection of the e2e bridge, numbered in the order they were accepted. */
  bridge: (connection: number): CallerId => numbered('bridge', connection),
};

/** Reads a caller id; a malformed one is refused with what was wrong. */
export function parseCallerId(value: string | undefined): ParsedCallerId {
  if (value === 'cli') return { ok: true, kind: 'cli', id: value as CallerId };
  const match = /^(window|bridge):(0|[1-9]\d{0,15})$/.exec(value ?? '');
  const number = match ? Number(match[2]) : NaN;
  if (!match || !Number.isSafeInteger(number))
    return {
      ok: false,
      error: `Not a caller id: ${JSON.stringify(value ?? null)} (expected 'window:<number>', 'bridge:<number>' or 'cli').`,
    };
  const id = value as CallerId;
  return match[1] === 'window'
    ? { ok: true, kind: 'window', webContentsId: number, id }
    : { ok: true, kind: 'bridge', connection: number, id };
}

/** The web contents id of a window caller; undefined for any other caller (or none). */
export function windowOf(id: string | undefined): number | undefined {
  if (id === undefined) return undefined;
  const parsed = parseCallerId(id);
  return parsed.ok && parsed.kind === 'window' ? parsed.webContentsId : undefined;
}
