// The payload guard bounds the work, not only the bytes: huge trees, shared-reference DAGs that expand to millions of
// values, cycles, huge keys and long arrays are refused after looking at a bounded number of values (counted by the
// guard itself, not timed); shared references that stay small, and the largest legitimate payloads, still pass.
import { describe, expect, it } from 'vitest';
import { defaultPayloadLimits, inspectPayload, payloadProblem } from '../../electron/main/payload-guard';

const { maxNodes } = defaultPayloadLimits;
/** Work the guard may do on any payload: every value once, plus one per container for its own check. */
const workBound = maxNodes + 2;

function refused(payload: unknown, reason: RegExp) {
  const inspection = inspectPayload(payload);
  expect(inspection.problem).toMatch(reason);
  expect(inspection.problem!.length).toBeLessThan(300);
  expect(inspection.visited).toBeLessThanOrEqual(workBound);
  return inspection;
}

describe('bounded work', () => {
  it('refuses a plain tree of millions of leaves after at most maxNodes values', () => {
    const row = Array.from({ length: 2_000 }, () => 0);
    const tree = Array.from({ length: 2_000 }, () => [...row]);
    refused({ path: 'ui', value: tree }, /too many values/);
  });

  it('refuses a shared-reference DAG that would expand to billions of values, looking at each object once', () => {
    let level: unknown = Array.from({ length: 100 }, () => 1);
    for (let depth = 0; depth < 5; depth += 1) level = Array.from({ length: 100 }, () => level);
    const { visited } = refused({ path: 'ui', value: level }, /too many values/);
    expect(visited).toBeLessThan(1_000);
  });

  it('refuses a narrow DAG (two references per level) that doubles at every level', () => {
    let level: unknown = { leaf: 'x' };
    for (let depth = 0; depth < 15; depth += 1) level = { a: level, b: level };
    const { visited } = refused(level, /too many values/);
    expect(visited).toBeLessThan(200);
  });

  it('counts the text of shared strings each time they are reachable', () => {
    const big = { text: 'y'.repeat(200_000) };
    refused({ a: big, b: big, c: big, d: big, e: big, f: big }, /too large/);
  });

  it('refuses cycles in objects and arrays', () => {
    const self: Record<string, unknown> = { name: 'loop' };
    self.next = { back: self };
    refused({ path: 'ui', value: self }, /cycle/);
    const list: unknown[] = [1, 2];
    list.push(list);
    refused(list, /cycle/);
  });

  it('applies the depth limit below a shared object reached again at a deeper place', () => {
    let chain: unknown = { end: true };
    for (let depth = 0; depth < 10; depth += 1) chain = { down: chain };
    let deep: unknown = chain;
    for (let depth = 0; depth < 8; depth += 1) deep = { down: deep };
    refused({ shallow: chain, deep }, /nested too deeply/);
  });

  it('refuses huge keys without echoing them, and long arrays before walking them', () => {
    const key = 'k'.repeat(100_000);
    const { problem } = refused({ path: 'ui', value: { [key]: 1 } }, /field name is too long/);
    expect(problem).not.toContain('k'.repeat(100));
    refused({ path: 'ui', value: new Array(5_000_000) }, /too many items/);
    refused({ path: 'ui', value: Array.from({ length: 2_001 }, () => 0) }, /too many items/);
  });

  it('keeps paths through long keys short in the message', () => {
    const key = 'p'.repeat(1_000);
    let value: unknown = Number.NaN;
    for (let depth = 0; depth < 10; depth += 1) value = { [key]: value };
    refused(value, /finite/);
  });

  it('refuses getters instead of running them', () => {
    let calls = 0;
    const tricky = Object.defineProperty({}, 'value', { enumerable: true, get: () => (calls += 1) });
    refused({ path: 'ui', value: tricky }, /getter/);
    expect(calls).toBe(0);
  });
});

describe('what still passes', () => {
  it('accepts small shared references (structured clone keeps them) and the largest legitimate payloads', () => {
    const shared = { theme: 'dark' };
    expect(payloadProblem({ path: 'ui', value: { a: shared, b: shared, list: [shared, shared] } })).toBeUndefined();
    expect(payloadProblem({ text: 'x'.repeat(200_000) })).toBeUndefined();
    expect(
      payloadProblem({ path: 'ui', value: Array.from({ length: 2_000 }, (_, i) => ({ i, tag: `t${i}` })) }),
    ).toBeUndefined();
    expect(payloadProblem({ path: 'x', value: { ['k'.repeat(1_024)]: 1 } })).toBeUndefined();
  });

  it('counts what validation walks: a payload just under maxNodes values passes, just over is refused', () => {
    // The root object, its field "list", the array, and its items.
    const items = (count: number) => ({
      list: Array.from({ length: 2_000 }, () => Array.from({ length: count }, () => 0)),
    });
    const perRow = Math.floor((maxNodes - 2 - 2_000) / 2_000);
    expect(inspectPayload(items(perRow)).problem).toBeUndefined();
    expect(inspectPayload(items(perRow + 1)).problem).toMatch(/too many values/);
  });
});
