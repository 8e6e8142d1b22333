// Bounded stand-ins for mathjs functions whose cost or exactness fails past a size (factorial(1e7) would loop for
// minutes, a matrix to a huge power or mod of a number wider than the working precision answers wrongly): each refuses
// such arguments before calling the original (tools/calculator/math-engine.ts installs them).
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

/** The largest power a matrix may be raised to. */
export const MAX_MATRIX_POWER = 10_000;

function isMatrixLike(math: MathJsInstance, value: unknown): boolean {
  return Array.isArray(value) || math.typeOf(value) === 'Matrix' || math.typeOf(value) === 'DenseMatrix';
}

/** mod is exact only on numbers the working precision holds whole; wider ones would answer nonsense. */
function exactMod(math: MathJsInstance, original: AnyFunction, digits: number): AnyFunction {
  return (...args: unknown[]) => {
    for (const arg of args) {
      const n = numericValue(arg);
      if (n !== undefined && Math.abs(n) >= 10 ** digits) {
        throw new Error(`mod is limited to numbers below 10^${digits}, which the calculator holds exactly.`);
      }
    }
    return original(...args);
  };
}

/**
 * Replaces the costly or inexact functions of `math` (also what the `!`, `^` and `mod` operators call) with bounded
 * ones; `digits` is the working precision.
 */
export function installBoundedFunctions(math: MathJsInstance, digits: number): void {
  const names = ['factorial', 'gamma', 'combinations', 'permutations'] as const;
  const replacements: Record<string, AnyFunction> = {};
  for (const name of names) replacements[name] = bounded(name, math[name] as unknown as AnyFunction);
  const pow = math.pow as unknown as AnyFunction;
  replacements.pow = (base: unknown, exponent: unknown) => {
    const n = numericValue(exponent);
    if (isMatrixLike(math, base) && n !== undefined && Math.abs(n) > MAX_MATRIX_POWER) {
      throw new Error(`A matrix can be raised to powers up to ${MAX_MATRIX_POWER}.`);
    }
    return pow(base, exponent);
  };
  replacements.mod = exactMod(math, math.mod as unknown as AnyFunction, digits);
  math.import(replacements, { override: true });
}
