// Tool-call rate limits with an injected clock: per run, per rolling hour, refusals not counted, settings read live.
import { describe, expect, it } from 'vitest';
import { createToolCallRateLimiter } from '../../../electron/agent/approvals/rate-limit';

describe('tool call rate limiter', () => {
  it('refuses the call after the per-run limit, only for that run', () => {
    const limiter = createToolCallRateLimiter({ limits: () => ({ perRun: 3, perHour: 100 }), now: () => 0 });
    for (let i = 0; i < 3; i += 1) expect(limiter.take('run-a')).toEqual({ ok: true });
    const refused = limiter.take('run-a');
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.reason).toMatch(/at most 3 tool calls per run/);
    if (!refused.ok) expect(refused.reasonCode).toEqual({ code: 'rateLimitRun', params: { limit: 3 } });
    expect(limiter.take('run-b')).toEqual({ ok: true });
    expect(limiter.usage('run-a')).toEqual({ run: 3, lastHour: 4 });
  });

  it('caps calls per rolling hour across runs and lets them resume as the window drains', () => {
    let clock = 1_000_000;
    const limiter = createToolCallRateLimiter({ limits: () => ({ perRun: 100, perHour: 3 }), now: () => clock });
    expect(limiter.take('r1').ok).toBe(true);
    clock += 10 * 60_000;
    expect(limiter.take('r2').ok).toBe(true);
    expect(limiter.take('r3').ok).toBe(true);
    clock += 60_000;
    const refused = limiter.take('r4');
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.reason).toMatch(/at most 3 tool calls per hour.*about 49 minutes/);
    if (!refused.ok)
      expect(refused.reasonCode).toEqual({ code: 'rateLimitHour', params: { limit: 3, ms: 49 * 60_000 } });
    clock = 1_000_000 + 3_600_000 - 1;
    expect(limiter.take('r4').ok).toBe(false);
    clock += 1; // the first call is now an hour old
    expect(limiter.take('r4').ok).toBe(true);
    expect(limiter.take('r4').ok).toBe(false);
  });

  it('reads the limits at every call, so a settings change applies at once', () => {
    let perRun = 1;
    const limiter = createToolCallRateLimiter({ limits: () => ({ perRun, perHour: 100 }), now: () => 0 });
    expect(limiter.take('r').ok).toBe(true);
    expect(limiter.take('r').ok).toBe(false);
    perRun = 2;
    expect(limiter.take('r').ok).toBe(true);
  });

  it('forgets the oldest runs beyond maxTrackedRuns', () => {
    const limiter = createToolCallRateLimiter({
      limits: () => ({ perRun: 1, perHour: 1_000 }),
      now: () => 0,
      maxTrackedRuns: 2,
    });
    limiter.take('a');
    limiter.take('b');
    limiter.take('c');
    expect(limiter.usage('a').run).toBe(0);
    expect(limiter.usage('c').run).toBe(1);
  });
});
