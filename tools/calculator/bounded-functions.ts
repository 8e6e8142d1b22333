// Bounded stand-ins for mathjs functions whose cost grows with their argument (factorial(1e7) would loop for minutes):
// each refuses arguments past a limit before calling the original (tools/calculator/math-engine.ts installs them).
import type { MathJsInstance } from 'mathjs';

/** The largest n factorial, gamma, combinations and permutations accept. */
export const MAX_FACTORIAL_ARGUMENT = 10_000;

type AnyFunction = (...args: unknown[]) => unknown;

function numericValue(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (value && typeof value === 'object' && 'toNumber' in value && typeof value.toNumber === 'function') {
    return (value as { toNumber: () => number }).toNumber();
  }
  return undefined;
}

function bounded(name: string, original: AnyFunction): AnyFunction {
  return (...args: unknown[]) => {
    for (const arg of args) {
      const n = numericValue(arg);
      if (n !== undefined && Math.abs(n) > MAX_FACTORIAL_ARGUMENT) {
        throw new Error(`${name} is limited to arguments up to ${MAX_FACTORIAL_ARGUMENT}.`);
      }
    }
    return original(...args);
  };
}

/** Replaces the costly functions of `math` (also what the `!` operator calls) with bounded ones. */
export function installBoundedFunctions(math: MathJsInstance): void {
  const names = ['factorial', 'gamma', 'combinations', 'permutations'] as const;
  const replacements: Record<string, AnyFunction> = {};
  for (const name of names) replacements[name] = bounded(name, math[name] as unknown as AnyFunction);
  math.import(replacements, { override: true });
}
