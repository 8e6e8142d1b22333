// The labelled secret redactor: known values (raw, JSON-escaped, URL-encoded) become `[redacted: <which key>]`, a key
// split across streamed deltas at any point is still caught, a stream cut mid-key does not leak its start, secret
// environment values are collected by name, and the memory check refuses redaction markers.
import { describe, expect, it } from 'vitest';
import { collectEnvSecrets } from '../../electron/shared/redaction/env-secrets';
import { createSecretRedactor } from '../../electron/shared/redaction/secret-redactor';
import { checkMemoryContent } from '../../electron/storage/memory-content';

const KEY = 'plain-value-9Xk2mQ7wLp4Rt8Zc';
const OTHER = 'env-secret-"quoted"-Hy63';
const redactor = createSecretRedactor(() => [
  { value: KEY, label: 'openai key' },
  { value: OTHER, label: 'HEARTH_TEST_SECRET' },
]);

describe('secret redactor', () => {
  it('replaces every known value with a marker naming the key, including escaped spellings', () => {
    expect(redactor.redact(`a ${KEY} b ${OTHER}`)).toBe('a [redacted: openai key] b [redacted: HEARTH_TEST_SECRET]');
    expect(redactor.redact(JSON.stringify({ text: OTHER }))).toBe('{"text":"[redacted: HEARTH_TEST_SECRET]"}');
    expect(redactor.redact(`?k=${encodeURIComponent(OTHER)}`)).toBe('?k=[redacted: HEARTH_TEST_SECRET]');
    expect(redactor.redactDeep({ list: [KEY], [KEY]: 1, n: 2 })).toEqual({
      list: ['[redacted: openai key]'],
      '[redacted: openai key]': 1,
      n: 2,
    });
  });

  it('catches a key split across deltas at every position, and the output is the same text redacted', () => {
    const text = `before ${KEY} middle ${OTHER} after`;
    for (let cut = 1; cut < text.length; cut += 1) {
      for (const size of [1, 3, 7]) {
        const out: string[] = [];
        const stream = redactor.stream((piece) => out.push(piece));
        const pieces = [text.slice(0, cut), ...(text.slice(cut).match(new RegExp(`[\\s\\S]{1,${size}}`, 'g')) ?? [])];
        for (const piece of pieces) stream.push(piece);
        stream.flush();
        expect(out.join('')).toBe(redactor.redact(text));
        for (const piece of out)
          expect(piece.includes(KEY.slice(0, 12)) || piece.includes(OTHER.slice(0, 12))).toBe(false);
      }
    }
  });

  it('redacts the start of a key when a stream ends in the middle of it', () => {
    const out: string[] = [];
    const stream = redactor.stream((piece) => out.push(piece));
    stream.push(`answer: ${KEY.slice(0, 20)}`);
    stream.flush();
    expect(out.join('')).toBe('answer: [redacted: openai key]');
    expect(redactor.redactEnd(`x ${KEY.slice(0, 3)}`)).toBe(`x ${KEY.slice(0, 3)}`);
  });

  it('collects secret environment values by name and skips flags, paths and short values', () => {
    const found = collectEnvSecrets({
      OPENAI_API_KEY: 'sk-env-1234567890',
      GITHUB_TOKEN: 'ghp_abcdefghijkl',
      HEARTH_TEST_SECRET: 'a-long-secret-value',
      DB_PASSWORD: 'hunter2hunter2',
      SOME_TOKEN: '1',
      GOOGLE_APPLICATION_CREDENTIALS: '/home/me/creds.json',
      PATH: '/usr/bin',
      HOME: '/home/me',
    });
    expect(found.map((secret) => secret.label).sort()).toEqual([
      'DB_PASSWORD',
      'GITHUB_TOKEN',
      'HEARTH_TEST_SECRET',
      'OPENAI_API_KEY',
    ]);
  });

  it('memory content holding a redaction marker is refused as a secret', () => {
    const check = checkMemoryContent({ content: 'The key is [redacted: openai key].' });
    expect(check).toMatchObject({ ok: false, reason: 'secret' });
  });
});
