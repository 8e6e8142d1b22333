// Pure parts of provider-fault handling: backoff with jitter and the 30 s cap, retry-after parsing, the abortable
// sleep, secret redaction, and capping tool output by bytes without breaking characters.
import { describe, expect, it } from 'vitest';
import { redactFailureText } from '../../electron/shared/redaction/redact-failure';
import { abortableSleep, isRetryableStatus, parseRetryAfter, retryDelayMs } from '../../electron/agent/model/retry';
import { capToolContent } from '../../electron/agent/loop/tool-result-cap';

const policy = (random: number) => ({ baseDelayMs: 500, maxDelayMs: 30_000, random: () => random });

describe('retryDelayMs', () => {
  it('doubles per attempt with jitter between half and all of the step', () => {
    expect(retryDelayMs(1, undefined, policy(0))).toBe(250);
    expect(retryDelayMs(1, undefined, policy(0.999))).toBe(500);
    expect(retryDelayMs(2, undefined, policy(0))).toBe(500);
    expect(retryDelayMs(3, undefined, policy(0.5))).toBe(1500);
  });

  it('never waits more than 30 s, whatever the attempt or the server asks', () => {
    expect(retryDelayMs(20, undefined, policy(0.999))).toBe(30_000);
    expect(retryDelayMs(1, 120_000, policy(0))).toBe(30_000);
    expect(retryDelayMs(1, 1_234, policy(0))).toBe(1_234);
  });
});

describe('parseRetryAfter', () => {
  const headers = (values: Record<string, string>) => new Headers(values);
  it('prefers retry-after-ms, then seconds, then an HTTP date', () => {
    expect(parseRetryAfter(headers({ 'retry-after-ms': '18642', 'retry-after': '19' }))).toBe(18_642);
    expect(parseRetryAfter(headers({ 'retry-after': '19' }))).toBe(19_000);
    const now = Date.parse('2025-01-01T00:00:00Z');
    expect(parseRetryAfter(headers({ 'retry-after': 'Wed, 01 Jan 2025 00:00:05 GMT' }), () => now)).toBe(5_000);
  });
  it('ignores absent and invalid values', () => {
    expect(parseRetryAfter(undefined)).toBeUndefined();
    expect(parseRetryAfter(headers({}))).toBeUndefined();
    expect(parseRetryAfter(headers({ 'retry-after': 'soon' }))).toBeUndefined();
    expect(parseRetryAfter(headers({ 'retry-after-ms': '-5' }))).toBeUndefined();
  });
});

describe('isRetryableStatus', () => {
  it('retries 408, 429 and 5xx only', () => {
    expect([400, 401, 403, 404, 408, 409, 422, 429, 500, 502, 503, 504].filter(isRetryableStatus)).toEqual([
      408, 429, 500, 502, 503, 504,
    ]);
  });
});

describe('abortableSleep', () => {
  it('resolves true after the wait, false at once when aborted', async () => {
    expect(await abortableSleep(5, new AbortController().signal)).toBe(true);
    const controller = new AbortController();
    const sleeping = abortableSleep(60_000, controller.signal);
    controller.abort();
    expect(await sleeping).toBe(false);
    expect(await abortableSleep(60_000, controller.signal)).toBe(false);
  });
});

describe('redactFailureText', () => {
  it('removes known secrets and key-shaped strings', () => {
    const key = 'my-very-own-custom-key-value';
    const text = `key ${key}, openai sk-proj-abc123DEF456, masked sk-****X-wA, Bearer eyJhbGciOi.x.y, api_key=hunter2, token: "t0k3n", ${'a1'.repeat(20)}`;
    const out = redactFailureText(text, [key]);
    for (const leaked of [key, 'sk-proj', 'sk-****', 'eyJhbGciOi', 'hunter2', 't0k3n', 'a1a1a1a1'])
      expect(out).not.toContain(leaked);
    expect(out).toContain('Bearer [REDACTED]');
  });
  it('leaves ordinary prose and URLs alone', () => {
    const text =
      'Rate limit reached for gpt-4o in organization org-XXXX. See https://platform.openai.com/account/rate-limits to learn more.';
    expect(redactFailureText(text)).toBe(text);
  });
});

describe('capToolContent', () => {
  it('keeps content within the limit untouched', () => {
    expect(capToolContent('short', 100)).toEqual({ content: 'short', truncated: false, originalBytes: 5 });
  });
  it('cuts by bytes, keeps head and tail and a marker, and never leaves broken characters', () => {
    const text = 'START ' + '日本語'.repeat(2_000) + ' END';
    const capped = capToolContent(text, 1_000);
    expect(capped.truncated).toBe(true);
    expect(Buffer.byteLength(capped.content, 'utf8')).toBeLessThanOrEqual(1_000);
    expect(capped.content.startsWith('START ')).toBe(true);
    expect(capped.content.endsWith(' END')).toBe(true);
    expect(capped.content).toContain('output truncated');
    expect(capped.content).not.toContain('\uFFFD');
  });
});
