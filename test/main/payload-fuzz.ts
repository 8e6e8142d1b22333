// Seeded generator of malformed IPC payloads for the fuzz suite: noise built from a channel's real field names, plus
// one ingredient that makes the payload invalid for certain (deep, wide, huge, cyclic, DAG bomb, exotic, polluting…).
// Deterministic: the same seed gives the same payloads, so a failure names a reproducible case.

/** mulberry32: small, fast, good enough for test data. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)]!;
  return { next, int, pick, chance: (p: number) => next() < p };
}
export type Random = ReturnType<typeof createRandom>;

const oddStrings = [
  '',
  ' ',
  '\u0000',
  '\ud800',
  '\u202eevil',
  '../../etc/passwd',
  'a'.repeat(129),
  '0',
  'true',
  '{}',
  '__proto__',
  'sk-live-x',
];

function noise(random: Random, fields: readonly string[], depth: number): unknown {
  const kind = random.int(0, depth > 2 ? 4 : 7);
  switch (kind) {
    case 0:
      return random.pick(oddStrings);
    case 1:
      return random.pick([0, -1, 1.5, 2 ** 53, -0, 1e308, Number.MAX_SAFE_INTEGER + 2]);
    case 2:
      return random.chance(0.5);
    case 3:
      return random.pick([null, undefined]);
    case 4:
      return `s${random.int(0, 1e6)}`;
    case 5:
      return Array.from({ length: random.int(0, 5) }, () => noise(random, fields, depth + 1));
    default: {
      const object: Record<string, unknown> = {};
      for (let index = random.int(0, 4); index > 0; index -= 1)
        object[random.chance(0.5) ? random.pick([...fields, 'id']) : `f${random.int(0, 99)}`] = noise(
          random,
          fields,
          depth + 1,
        );
      return object;
    }
  }
}

function nest(value: unknown, levels: number, asArray: boolean): unknown {
  let out = value;
  for (let level = 0; level < levels; level += 1) out = asArray ? [out] : { d: out };
  return out;
}

/** Big values are built once and reused (the guard never changes them), so generating stays cheap. */
function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}
const wideArrays = once(() => [2_001, 20_000].map((length) => Array.from({ length }, () => 0)));
const manyLeaves = once(() =>
  [12, 40].map((width) =>
    Array.from({ length: 2_000 }, (_, row) => Array.from({ length: width }, (_, col) => row * col + 0.5)),
  ),
);
const wideObjects = once(() =>
  [2_001, 6_000].map((count) => Object.fromEntries(Array.from({ length: count }, (_, i) => [`f${i}`, i]))),
);
const chunk = once(() => 'y'.repeat(200_000));

class Gadget {
  value = 1;
}

/** Makers of values the structural guard refuses wherever they appear. */
const anywhere: ((random: Random) => unknown)[] = [
  (r) => nest(0, r.int(17, 80), r.chance(0.5)),
  (r) => r.pick(wideArrays()),
  (r) => new Array(r.int(2_001, 100_000)),
  (r) => ({ ['k'.repeat(r.int(1_025, 200_000))]: 1 }),
  (r) => {
    let level: unknown = Array.from({ length: r.int(2, 50) }, () => 0);
    for (let depth = r.int(4, 12); depth > 0; depth -= 1) level = Array.from({ length: r.int(20, 200) }, () => level);
    return level;
  },
  (r) => {
    let level: unknown = { x: 1 };
    for (let depth = 0; depth < 15; depth += 1) level = r.chance(0.5) ? { a: level, b: level } : [level, level];
    return level;
  },
  (r) => r.pick(manyLeaves()),
  (r) => {
    const loop: Record<string, unknown> = { n: 1 };
    const holder = r.chance(0.5) ? [loop] : { inner: loop };
    loop.back = r.chance(0.5) ? loop : holder;
    return holder;
  },
  (r) => JSON.parse(`{"ok":1,"__proto__":{"polluted":${r.int(0, 9)}}}`) as unknown,
  (r) => ({ [r.pick(['constructor', 'prototype'])]: { prototype: { polluted: true } } }),
  (r) => 'x'.repeat(r.int(256 * 1024 + 1, 3 * 1024 * 1024)),
  (r) => Array.from({ length: r.int(6, 9) }, () => chunk()),
  (r) => r.pick([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]),
  (r) =>
    r.pick<() => unknown>([
      () => new Map([['a', 1]]),
      () => new Set([1]),
      () => new Date(),
      () => /re/,
      () => new Uint8Array(4),
      () => new ArrayBuffer(8),
      () => new Error('e'),
      () => new Gadget(),
      () => () => 1,
      () => Symbol('s'),
      () => 10n,
      () => Promise.resolve(1),
    ])(),
  () => ({ [Symbol('hidden')]: 1, visible: 1 }),
  () => Object.defineProperty({}, 'lazy', { enumerable: true, get: () => ({ grows: true }) }),
  (r) => r.pick(wideObjects()),
];

/** A payload no channel may accept, built for `fields` (the channel's request field names). */
export function malformedPayload(random: Random, fields: readonly string[]): unknown {
  const roll = random.next();
  if (roll < 0.1) return random.pick<unknown>(['text', 42, true, -1, [], [{}], ['a', 'b'], 'x'.repeat(100)]);
  const base: Record<string, unknown> = {};
  for (const field of fields) if (random.chance(0.7)) base[field] = noise(random, fields, 1);
  if (roll < 0.3) {
    base[`fuzz_${random.int(0, 1e6)}`] = noise(random, fields, 1);
    return base;
  }
  const poison = random.pick(anywhere)(random);
  // Put it at the top, under a real field, or deeper inside a noise object.
  const where = random.int(0, 2);
  if (where === 0 || fields.length === 0)
    return random.chance(0.5) ? poison : { ...base, [random.pick(['id', 'value', 'x'])]: poison };
  const field = random.pick(fields);
  base[field] = where === 1 ? poison : { inner: [noise(random, fields, 2), { deeper: poison }] };
  return base;
}
