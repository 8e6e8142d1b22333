// The caller id (electron/shared/caller-id.ts): what callerId.* makes, parseCallerId reads back; a malformed id is
// refused with a message that names it and says what was expected.
import { describe, expect, it } from 'vitest';
import { callerId, parseCallerId, windowOf } from '../../electron/shared/caller-id';

describe('caller id', () => {
  it('round-trips a window, the CLI and a bridge connection', () => {
    expect(parseCallerId(callerId.window(7))).toEqual({ ok: true, kind: 'window', webContentsId: 7, id: 'window:7' });
    expect(parseCallerId(callerId.cli())).toEqual({ ok: true, kind: 'cli', id: 'cli' });
    expect(parseCallerId(callerId.bridge(0))).toEqual({ ok: true, kind: 'bridge', connection: 0, id: 'bridge:0' });
    expect(windowOf(callerId.window(12))).toBe(12);
    expect(windowOf(callerId.bridge(12))).toBeUndefined();
    expect(windowOf(callerId.cli())).toBeUndefined();
    expect(windowOf(undefined)).toBeUndefined();
  });

  it.each(['', 'window:', 'window:abc', 'window:-1', 'window:01', 'window:1.5', 'tab:1', 'CLI', ' cli', 'window:1 '])(
    'refuses %j with a clear error',
    (text) => {
      const parsed = parseCallerId(text);
      expect(parsed.ok).toBe(false);
      if (parsed.ok) return;
      expect(parsed.error).toContain(JSON.stringify(text));
      expect(parsed.error).toContain("expected 'window:<number>', 'bridge:<number>' or 'cli'");
    },
  );

  it('refuses to make an id from a number that is not a whole, non-negative one', () => {
    expect(() => callerId.window(-1)).toThrow(/whole number/);
    expect(() => callerId.bridge(1.5)).toThrow(/whole number/);
    expect(() => callerId.window(Number.NaN)).toThrow(/whole number/);
  });
});
