// Structural checks every IPC payload passes before its zod schema: plain JSON-like data only, no prototype-polluting
// keys, and bounded work — nodes (as the schema would see them, shared references counted without expanding them),
// depth, key and array lengths, string sizes; cycles are refused. Pure; returns a short reason or undefined.

export interface PayloadLimits {
  /** Longest single string (UTF-16 code units). chat:send allows 200,000; everything else less. */
  maxStringLength: number;
  /** All strings and keys together, counted once per place they appear. */
  maxTotalLength: number;
  maxDepth: number;
  /** Fields of one object. */
  maxEntries: number;
  /** Items of one array. */
  maxArrayLength: number;
  /** Longest field name. */
  maxKeyLength: number;
  /** Values in the whole payload as validation would walk it (a shared object counts every time it is reachable). */
  maxNodes: number;
}

export const defaultPayloadLimits: PayloadLimits = {
  maxStringLength: 256 * 1024,
  maxTotalLength: 1024 * 1024,
  maxDepth: 16,
  maxEntries: 2_000,
  maxArrayLength: 2_000,
  maxKeyLength: 1_024,
  maxNodes: 20_000,
};

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** What one object (and everything below it) costs, remembered so a second reference adds it without walking again. */
interface Cost {
  nodes: number;
  chars: number;
  height: number;
}
/** `height`: how many object levels lie below this value (-1 for a leaf, 0 for an object holding only leaves). */
type Step = { problem: string } | { height: number };
const LEAF: Step = { height: -1 };

function isPlainObject(value: object): boolean {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

function describePath(trail: readonly (string | number)[]): string {
  if (trail.length === 0) return '(payload)';
  const text = trail
    .map((part) => (typeof part === 'string' && part.length > 40 ? `${part.slice(0, 40)}…` : String(part)))
    .join('.');
  return text.length > 160 ? `…${text.slice(-160)}` : text;
}

export interface PayloadInspection {
  /** Why the payload is refused, or undefined when it may go on to its schema. */
  problem?: string;
  /** Values this check actually looked at (shared objects once): the work it did, bounded by about maxNodes. */
  visited: number;
}

export function payloadProblem(payload: unknown, limits: PayloadLimits = defaultPayloadLimits): string | undefined {
  return inspectPayload(payload, limits).problem;
}

export function inspectPayload(payload: unknown, limits: PayloadLimits = defaultPayloadLimits): PayloadInspection {
  const costs = new Map<object, Cost | 'open'>();
  const trail: (string | number)[] = [];
  let nodes = 0;
  let chars = 0;
  let visited = 0;
  const refuse = (reason: string): Step => ({ problem: `${describePath(trail)}: ${reason}` });
  const totals = (): Step | undefined => {
    if (nodes > limits.maxNodes) return refuse(`the request has too many values (more than ${limits.maxNodes})`);
    if (chars > limits.maxTotalLength) return refuse('the request is too large');
    return undefined;
  };

  const visitChild = (key: string | number, value: unknown, depth: number): Step => {
    trail.push(key);
    const step = visit(value, depth);
    trail.pop();
    return step;
  };

  const visitObject = (value: object, depth: number): Step => {
    let height = 0;
    if (Array.isArray(value)) {
      if (value.length > limits.maxArrayLength)
        return refuse(`too many items (${value.length}; at most ${limits.maxArrayLength})`);
      for (let index = 0; index < value.length; index += 1) {
        const step = visitChild(index, value[index], depth + 1);
        if ('problem' in step) return step;
        height = Math.max(height, step.height + 1);
      }
      return { height };
    }
    if (!isPlainObject(value))
      return refuse(`unsupported value type (${Object.prototype.toString.call(value).slice(8, -1)})`);
    const keys = Reflect.ownKeys(value);
    if (keys.length > limits.maxEntries)
      return refuse(`too many fields (${keys.length}; at most ${limits.maxEntries})`);
    for (const key of keys) {
      if (typeof key !== 'string') return refuse('symbol keys are not allowed');
      if (key.length > limits.maxKeyLength)
        return refuse(`a field name is too long (${key.length} characters; at most ${limits.maxKeyLength})`);
      if (FORBIDDEN_KEYS.has(key)) return refuse(`the field name "${key}" is not allowed`);
      const descriptor = Object.getOwnPropertyDescriptor(value, key);
      if (!descriptor || !('value' in descriptor)) return refuse('computed (getter) fields are not allowed');
      chars += key.length;
      const step = visitChild(key, descriptor.value, depth + 1);
      if ('problem' in step) return step;
      height = Math.max(height, step.height + 1);
    }
    return totals() ?? { height };
  };

  const visit = (value: unknown, depth: number): Step => {
    nodes += 1;
    visited += 1;
    const over = totals();
    if (over) return over;
    if (value === null || value === undefined || typeof value === 'boolean') return LEAF;
    if (typeof value === 'number') return Number.isFinite(value) ? LEAF : refuse('numbers must be finite');
    if (typeof value === 'string') {
      chars += value.length;
      if (value.length > limits.maxStringLength)
        return refuse(`text is too long (${value.length} characters; at most ${limits.maxStringLength})`);
      return totals() ?? LEAF;
    }
    if (typeof value !== 'object') return refuse(`unsupported value type (${typeof value})`);
    const known = costs.get(value);
    if (known === 'open') return refuse('the request refers to itself (a cycle)');
    if (known) {
      // A shared reference: add what validation would walk again, without walking it here.
      nodes += known.nodes - 1;
      chars += known.chars;
      if (depth + known.height >= limits.maxDepth) return refuse('nested too deeply');
      return totals() ?? { height: known.height };
    }
    if (depth >= limits.maxDepth) return refuse('nested too deeply');
    costs.set(value, 'open');
    const [nodesBefore, charsBefore] = [nodes - 1, chars];
    const step = visitObject(value, depth);
    if ('problem' in step) return step;
    costs.set(value, { nodes: nodes - nodesBefore, chars: chars - charsBefore, height: step.height });
    return step;
  };

  const step = visit(payload, 0);
  return 'problem' in step ? { problem: step.problem, visited } : { visited };
}
