// Redaction has one home, electron/shared/redaction/: its text function redacts every shape of the catalogue and every
// known value (raw, JSON-escaped, URL-encoded) in text and in nested values, and no other module defines its own.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REDACTED, redactKnownValues } from '../../electron/shared/redaction/known-values';
import { redactFailureText } from '../../electron/shared/redaction/redact-failure';
import { looksLikeSecret, redactSecrets } from '../../electron/shared/redaction/redact-text';
import { redactDeep } from '../../electron/shared/redaction/redact-value';
import { createSecretRedactor } from '../../electron/shared/redaction/secret-redactor';
import { SECRET_SHAPES, type SecretShapeKind } from '../../electron/shared/redaction/secret-shapes';

/** One sample per shape of the catalogue: the text around it, and the secret part that must go. */
const samples: Record<SecretShapeKind, { text: string; secret: string }> = {
  private_key_block: {
    text: 'key:\n-----BEGIN EC PRIVATE KEY-----\nMHcCAQEEIO7\n-----END EC PRIVATE KEY-----\nend',
    secret: 'MHcCAQEEIO7',
  },
  vendor_api_key: {
    text: 'use sk-proj-4fKq9XzT2mB7vLw0RcYp1sDe8HjNa3Uo now',
    secret: 'sk-proj-4fKq9XzT2mB7vLw0RcYp1sDe8HjNa3Uo',
  },
  github_token: {
    text: 'ghp_Zx81Qw7TmnB3kLp0Vr5s2Yc9Hd4Fg6JaK1mN',
    secret: 'ghp_Zx81Qw7TmnB3kLp0Vr5s2Yc9Hd4Fg6JaK1mN',
  },
  slack_token: {
    text: 'bot xoxb-1234567890-0987654321-AbCdEfGhIjKl',
    secret: 'xoxb-1234567890-0987654321-AbCdEfGhIjKl',
  },
  aws_access_key_id: { text: 'id AKIAIOSFODNN7EXAMPLE here', secret: 'AKIAIOSFODNN7EXAMPLE' },
  google_api_key: {
    text: '?key=AIzaSyD-9tSrke72PouQMnMX-a7eZSW0jkFMBWY',
    secret: 'AIzaSyD-9tSrke72PouQMnMX-a7eZSW0jkFMBWY',
  },
  jwt: {
    text: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U',
    secret: 'dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U',
  },
  bearer_token: { text: 'Authorization: Bearer 7f3k9QzP2mW8xL4v', secret: '7f3k9QzP2mW8xL4v' },
  basic_auth: { text: 'Authorization: Basic dXNlcjpodW50ZXIy', secret: 'dXNlcjpodW50ZXIy' },
  url_credentials: { text: 'https://alice:Tr0ub4dor3@example.com/repo.git', secret: 'Tr0ub4dor3' },
  credential_assignment: { text: 'export MY_PASSWORD=abc123xyz789', secret: 'abc123xyz789' },
  random_hex: {
    text: 'hash 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
    secret: '9f86d081884c7d659a2feaa0c55ad015',
  },
  random_token: { text: 'tok Xq7Lm2Zp9Wc4Rt7Yb1Nk6Hs0Jd5FaQ3v8R', secret: 'Xq7Lm2Zp9Wc4Rt7Yb1Nk6Hs0Jd5FaQ3v8R' },
};

const known = 'my "saved" key/value 42';
const spellings = [known, JSON.stringify(known).slice(1, -1), encodeURIComponent(known)];

describe('the one redaction home', () => {
  it('has a sample for every shape in the catalogue', () => {
    expect(Object.keys(samples).sort()).toEqual(SECRET_SHAPES.map((shape) => shape.kind).sort());
  });

  it.each(Object.entries(samples))('redactSecrets removes a %s from text and from nested values', (_kind, sample) => {
    expect(looksLikeSecret(sample.text)).toBe(true);
    const text = redactSecrets(sample.text);
    expect(text).toContain(REDACTED);
    expect(text).not.toContain(sample.secret);
    const nested = redactDeep({ list: [{ note: sample.text }], [sample.text]: 'as a key' });
    expect(JSON.stringify(nested)).not.toContain(sample.secret);
    expect(JSON.stringify(nested)).toContain(REDACTED);
    expect(redactFailureText(sample.text)).not.toContain(sample.secret);
  });

  it('redacts a known value in each of its spellings, in text and nested values, by every entry point', () => {
    for (const spelling of spellings) {
      const text = `before ${spelling} after`;
      expect(redactSecrets(text, [known])).toBe(`before ${REDACTED} after`);
      expect(redactFailureText(text, [known])).toBe(`before ${REDACTED} after`);
      expect(redactKnownValues(text, [known])).toBe(`before ${REDACTED} after`);
      expect(redactKnownValues(text, [known], '[hidden]')).toBe('before [hidden] after');
      expect(redactDeep({ a: [{ b: text }], [spelling]: 1 }, [known])).toEqual({
        a: [{ b: `before ${REDACTED} after` }],
        [REDACTED]: 1,
      });
      const labelled = createSecretRedactor(() => [{ value: known, label: 'demo key' }]);
      expect(labelled.redact(text)).toBe('before [redacted: demo key] after');
      expect(labelled.redactDeep({ a: [text] })).toEqual({ a: ['before [redacted: demo key] after'] });
      const unlabelled = createSecretRedactor(() => [{ value: known }]);
      expect(unlabelled.redactDeep({ a: [text] })).toEqual({ a: [`before ${REDACTED} after`] });
    }
    // Too short to be worth redacting: ordinary words stay.
    expect(redactSecrets('a cat sat', ['cat'])).toBe('a cat sat');
  });

  it('is the only place that defines a redaction function', () => {
    const root = join(__dirname, '../..');
    const defined = new Map<string, string[]>();
    const walk = (dir: string): void => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (/\.tsx?$/.test(entry.name)) {
          const source = readFileSync(path, 'utf8');
          for (const match of source.matchAll(/export (?:async )?function (redact\w*)/g)) {
            defined.set(match[1]!, [...(defined.get(match[1]!) ?? []), relative(root, path)]);
          }
        }
      }
    };
    for (const dir of ['electron', 'tools', 'renderer/src']) walk(join(root, dir));
    expect(defined.size).toBeGreaterThan(0);
    for (const [name, files] of defined) {
      expect(files, name).toHaveLength(1);
      expect(files[0], name).toMatch(/^electron\/shared\/redaction\//);
    }
  });
});
