// canonicalArgsHash: key order does not matter, every other change does.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canonicalArgsHash, canonicalJson } from '../../../electron/agent/approvals/args-hash';

describe('canonicalArgsHash', () => {
  it('is the sha256 hex of sorted-key JSON', () => {
    const args = { b: 1, a: { d: [3, { z: 1, y: 2 }], c: 'x' } };
    expect(canonicalJson(args)).toBe('{"a":{"c":"x","d":[3,{"y":2,"z":1}]},"b":1}');
    expect(canonicalArgsHash(args)).toBe(createHash('sha256').update(canonicalJson(args)).digest('hex'));
    expect(canonicalArgsHash(args)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('ignores key order but not values, types, nesting or array order', () => {
    const base = canonicalArgsHash({ command: 'ls -la', timeoutMs: 1000 });
    expect(canonicalArgsHash({ timeoutMs: 1000, command: 'ls -la' })).toBe(base);
    expect(canonicalArgsHash({ command: 'ls -la ', timeoutMs: 1000 })).not.toBe(base);
    expect(canonicalArgsHash({ command: 'ls -la', timeoutMs: '1000' })).not.toBe(base);
    expect(canonicalArgsHash({ command: 'ls -la' })).not.toBe(base);
    expect(canonicalArgsHash([1, 2])).not.toBe(canonicalArgsHash([2, 1]));
  });

  it('drops undefined members like JSON does and keeps an own __proto__ key as data', () => {
    expect(canonicalJson({ a: 1, b: undefined })).toBe('{"a":1}');
    const parsed = JSON.parse('{"__proto__":{"x":1},"a":2}') as unknown;
    expect(canonicalJson(parsed)).toBe('{"__proto__":{"x":1},"a":2}');
    expect(canonicalArgsHash(parsed)).not.toBe(canonicalArgsHash({ a: 2 }));
  });

  it('handles primitives and refuses cycles', () => {
    expect(canonicalJson(undefined)).toBe('null');
    expect(canonicalJson('x')).toBe('"x"');
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(() => canonicalArgsHash(cyclic)).toThrow(/cycle/);
  });
});
