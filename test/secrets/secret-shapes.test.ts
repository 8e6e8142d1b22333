// Secret-shape detection and redaction: real-looking key shapes are caught, ordinary text is left alone.
// Decisions pinned here: UUIDs are identifiers (not flagged); 32+ hex runs such as git ids are flagged (cheap to lose).
import { describe, expect, it } from 'vitest';
import { REDACTED } from '../../electron/shared/redaction/known-values';
import { findSecretShapes, looksLikeSecret, redactSecrets } from '../../electron/shared/redaction/redact-text';
import { redactDeep } from '../../electron/shared/redaction/redact-value';
import type { SecretShapeKind } from '../../electron/shared/redaction/secret-shapes';

const positives: Array<[SecretShapeKind, string, string]> = [
  ['vendor_api_key', 'OpenAI project key', 'use sk-proj-4fKq9XzT2mB7vLw0RcYp1sDe8HjNa3Uo please'],
  ['vendor_api_key', 'OpenAI legacy key', 'sk-Q3v8Lm2Zp9Wc4Rt7Yb1Nk6Hs0Jd5Fa'],
  ['vendor_api_key', 'Anthropic key', 'key=sk-ant-api03-Xw9_Lm2Zp-Wc4Rt7Yb1Nk6Hs0Jd5FaQ3v8'],
  ['vendor_api_key', 'OpenRouter key', 'sk-or-v1-0a9b8c7d6e5f4a3b2c1d0e9f8a7b6c5d4e3f2a1b'],
  ['vendor_api_key', 'Hugging Face token', 'HF: hf_Tq8Wm3Zx7Lp2Vc9Rb4Nk1Hs6Jd0FaYu5e'],
  ['vendor_api_key', 'Stripe live key', 'sk_live_51Hx9Kq2Lm8Zp3Wc7Rt'],
  ['github_token', 'classic GitHub PAT', 'token ghp_Zx81Qw7TmnB3kLp0Vr5s2Yc9Hd4Fg6JaK1mN end'],
  ['github_token', 'fine-grained GitHub PAT', 'github_pat_11ABCDEFG0Zx81Qw7TmnB3_kLp0Vr5s2Yc9Hd4Fg6JaK1mNpQ'],
  ['slack_token', 'Slack bot token', 'xoxb-1234567890-0987654321-AbCdEfGhIjKl'],
  ['aws_access_key_id', 'AWS access key id', 'aws_access_key_id = AKIAIOSFODNN7EXAMPLE'],
  ['google_api_key', 'Google API key', 'https://maps.googleapis.com/?key=AIzaSyD-9tSrke72PouQMnMX-a7eZSW0jkFMBWY'],
  ['jwt', 'JWT', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U'],
  ['bearer_token', 'Bearer header', 'curl -H "Authorization: Bearer 7f3k9QzP2mW8xL4v" https://api'],
  ['basic_auth', 'Basic header', 'Authorization: Basic dXNlcjpodW50ZXIy'],
  ['url_credentials', 'password in a URL', 'git clone https://alice:Tr0ub4dor3@example.com/repo.git'],
  ['credential_assignment', 'env assignment', 'export OPENAI_API_KEY=abc123xyz789'],
  ['credential_assignment', 'JSON field', '{"client_secret": "9fK2mQ8xZ7pL3vWc"}'],
  ['credential_assignment', 'query parameter', 'GET /v1/data?access_token=Qm9vT2tlbjEy&page=2'],
  [
    'private_key_block',
    'PEM private key',
    '-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEA7\n-----END RSA PRIVATE KEY-----',
  ],
  [
    'private_key_block',
    'OpenSSH key',
    '-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA\n-----END OPENSSH PRIVATE KEY-----',
  ],
  ['random_hex', '32-hex API key', 'weather key 3f9a2c71b8e04d5f9a6c2e1b7d3f8a40'],
  ['random_hex', 'git commit id (flagged on purpose)', 'commit 9ed0ad7c5e1f4b2a8d3c6e9f0a1b2c3d4e5f6a7b'],
  ['random_token', 'base62 token', 'token is Zq8vR2mK7xW3pL9cT4nB6hY1sD5fG0jQaE'],
  ['random_token', 'base64 blob', 'c2VjcmV0LWtleS0xMjM0NTY3ODkwLWFiY2RlZmdoaWprbG1ub3A='],
];

const negatives: Array<[string, string]> = [
  ['plain prose', 'The quick brown fox jumps over the lazy dog, twice, at 10:30 on 2025-03-14.'],
  ['a UUID in prose', 'conversation 123e4567-e89b-12d3-a456-426614174000 was restored'],
  ['a short hex id', 'tool call call_9f3a2b loaded from 0x7ffde4a2'],
  ['a long number', 'order number 12345678901234567890123456789012345'],
  ['a long English word', 'pneumonoultramicroscopicsilicovolcanoconiosis is a word'],
  ['a camelCase identifier', 'call thisIsAVeryLongCamelCaseIdentifierName2 now'],
  ['a TypeScript message id', 'Type_0_is_not_assignable_to_type_1_Did_you_mean_2_2820'],
  ['a kebab-case name', 'task-management-system-architecture-overview-2024'],
  ['a file path', '/home/User/Projects/MyApp2/src/components/ButtonGroup/index.tsx'],
  ['a URL without credentials', 'https://example.com/docs/getting-started?lang=en&page=2'],
  ['sk- words', 'we use sk-learn and task-force-sk-team'],
  ['credential words without values', 'the api key is set; password: incorrect; token: expired; maxTokens: 4096'],
  ['bearer in prose', 'the bearer of bad news used Bearer authentication'],
  ['a placeholder', 'set OPENAI_API_KEY=YOUR_KEY_HERE or leave it empty'],
  ['redaction marker', `api key was ${REDACTED}`],
];

describe('looksLikeSecret', () => {
  it.each(positives)('flags %s: %s', (kind, _label, text) => {
    expect(looksLikeSecret(text)).toBe(true);
    expect(findSecretShapes(text).map((match) => match.kind)).toContain(kind);
  });

  it.each(negatives)('does not flag %s', (_label, text) => {
    expect(findSecretShapes(text)).toEqual([]);
    expect(looksLikeSecret(text)).toBe(false);
  });

  it('reports where the secret is without including it', () => {
    const text = 'key: ghp_Zx81Qw7TmnB3kLp0Vr5s2Yc9Hd4Fg6JaK1mN.';
    const [match] = findSecretShapes(text);
    expect(match).toEqual({ kind: 'github_token', index: 5, length: 40 });
    expect(JSON.stringify(match)).not.toContain('ghp_');
  });
});

describe('redactSecrets', () => {
  it.each(positives)('removes the %s (%s) and keeps the surrounding words', (_kind, _label, text) => {
    const redacted = redactSecrets(text);
    expect(redacted).toContain(REDACTED);
    expect(looksLikeSecret(redacted)).toBe(false);
    expect(redactSecrets(redacted)).toBe(redacted);
  });

  it.each(negatives)('leaves %s unchanged', (_label, text) => {
    expect(redactSecrets(text)).toBe(text);
  });

  it('keeps the label of a header or assignment and replaces only the value', () => {
    expect(redactSecrets('Authorization: Bearer 7f3k9QzP2mW8xL4v')).toBe(`Authorization: Bearer ${REDACTED}`);
    expect(redactSecrets('OPENAI_API_KEY=abc123xyz789 npm start')).toBe(`OPENAI_API_KEY=${REDACTED} npm start`);
    expect(redactSecrets('https://alice:Tr0ub4dor3@example.com/x')).toBe(`https://alice:${REDACTED}@example.com/x`);
  });

  it('removes a whole private key block, and an unterminated one up to the end', () => {
    const pem =
      'before\n-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC\nAAAA\n-----END PRIVATE KEY-----\nafter';
    expect(redactSecrets(pem)).toBe(`before\n${REDACTED}\nafter`);
    expect(redactSecrets('x -----BEGIN EC PRIVATE KEY-----\nMHcCAQEEI')).toBe(`x ${REDACTED}`);
  });

  it('replaces every occurrence of a known value, whatever its shape', () => {
    const known = ['correct horse battery staple'];
    const text = 'pw=correct horse battery staple; again: correct horse battery staple.';
    expect(redactSecrets(text, known)).toBe(`pw=${REDACTED}; again: ${REDACTED}.`);
  });

  it('replaces the JSON-escaped and URL-encoded spellings of a known value', () => {
    const value = 'my "quoted" key\\with/slash';
    const json = JSON.stringify({ args: { note: `value ${value}` } });
    expect(json).not.toContain(value);
    expect(redactSecrets(json, [value])).toBe(JSON.stringify({ args: { note: `value ${REDACTED}` } }));
    const url = `https://api.example/?q=${encodeURIComponent(value)}`;
    expect(redactSecrets(url, [value])).toBe(`https://api.example/?q=${REDACTED}`);
  });

  it('prefers the longest known value so no tail of a longer secret survives', () => {
    expect(redactSecrets('x abcd1234efgh y abcd1234 z', ['abcd1234', 'abcd1234efgh'])).toBe(
      `x ${REDACTED} y ${REDACTED} z`,
    );
  });

  it('ignores known values too short to redact safely (under 4 characters) and empty ones', () => {
    expect(redactSecrets('the cat sat', ['cat', '', 'a'])).toBe('the cat sat');
    expect(redactSecrets('the cats sat', ['cats'])).toBe(`the ${REDACTED} sat`);
  });
});

describe('redactDeep', () => {
  const known = ['s3cr3t-value-XYZ'];

  it('redacts strings at any depth, without touching numbers, booleans, null or the input', () => {
    const input = {
      tool: 'shell',
      args: { command: 'echo s3cr3t-value-XYZ', env: ['TOKEN=ghp_Zx81Qw7TmnB3kLp0Vr5s2Yc9Hd4Fg6JaK1mN'] },
      latencyMs: 12,
      ok: true,
      error: null,
    };
    const snapshot = structuredClone(input);
    expect(redactDeep(input, known)).toEqual({
      tool: 'shell',
      args: { command: `echo ${REDACTED}`, env: [`TOKEN=${REDACTED}`] },
      latencyMs: 12,
      ok: true,
      error: null,
    });
    expect(input).toEqual(snapshot);
  });

  it('replaces whole string values under credential-like keys, whatever they contain', () => {
    const redacted = redactDeep({ apiKey: 'x', headers: { Authorization: 'Token abc' }, password: 'pw', maxTokens: 5 });
    expect(redacted).toEqual({
      apiKey: REDACTED,
      headers: { Authorization: REDACTED },
      password: REDACTED,
      maxTokens: 5,
    });
    expect(redactDeep({ tokenizer: 'cl100k_base', secretary: 'Ann', inputTokens: 'n/a' })).toEqual({
      tokenizer: 'cl100k_base',
      secretary: 'Ann',
      inputTokens: 'n/a',
    });
  });

  it('redacts object keys that contain a secret', () => {
    expect(redactDeep({ 's3cr3t-value-XYZ': 1 }, known)).toEqual({ [REDACTED]: 1 });
  });

  it('cuts cycles, keeps shared references, and turns Errors and Dates into JSON-safe values', () => {
    const shared = { note: 'same' };
    const cyclic: Record<string, unknown> = { a: shared, b: shared };
    cyclic.self = cyclic;
    expect(redactDeep(cyclic)).toEqual({ a: { note: 'same' }, b: { note: 'same' }, self: '[Circular]' });
    expect(redactDeep({ e: new Error('failed with s3cr3t-value-XYZ'), at: new Date(0) }, known)).toEqual({
      e: { name: 'Error', message: `failed with ${REDACTED}` },
      at: '1970-01-01T00:00:00.000Z',
    });
  });

  it('truncates absurdly deep values instead of overflowing the stack', () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < 200; i += 1) deep = { child: deep };
    expect(JSON.stringify(redactDeep(deep))).toContain('[Truncated]');
  });
});
