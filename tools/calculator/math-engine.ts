// The calculator's mathjs instance: BigNumber arithmetic (exact decimals, big integers), units, bounded functions, no
// way to reach import/createUnit/evaluate from an expression. mathjs loads on the first calculation, off the start path.
import type { MathJsInstance, MathNode } from 'mathjs';
import { installBoundedFunctions } from './bounded-functions';
import { refusedPart } from './expression-guard';
import { type Result, err, ok } from '../../electron/shared/result';

/** Significant digits kept while computing; integers up to this many digits are exact. */
export const WORKING_PRECISION = 128;
/** Significant digits shown for a result that is not a whole number, when it ends within them (0.3, 12.5 mi). */
const SHOWN_PRECISION = 34;
/** Significant digits shown for a fraction that does not end (1/3, 5 km in miles): a person reads 16, not 64. */
const ROUNDED_PRECISION = 16;

export interface Evaluated {
  /** The result as text, e.g. "0.3", "62.137… mi". */
  text: string;
  /** 'BigNumber', 'Unit', 'boolean', 'Matrix'… */
  type: string;
  /** Set when a whole number had more digits than WORKING_PRECISION and was rounded. */
  rounded?: boolean;
  /** Set when a fraction had more significant digits than SHOWN_PRECISION: shown to ROUNDED_PRECISION, "≈". */
  approximate?: boolean;
}

export interface MathEngine {
  evaluate(expression: string): Result<{ value: Evaluated }>;
}

interface Parts {
  math: MathJsInstance;
  parse: (text: string) => MathNode;
}

let partsPromise: Promise<Parts> | undefined;

async function buildParts(): Promise<Parts> {
  const { create, all } = await import('mathjs');
  const math = create(all ?? {}, { number: 'BigNumber', precision: WORKING_PRECISION });
  installBoundedFunctions(math, WORKING_PRECISION);
  const parse = math.parse.bind(math) as (text: string) => MathNode;
  const disabled = (name: string) => () => {
    throw new Error(`Function ${name} is disabled in the calculator.`);
  };
  const closed = ['import', 'createUnit', 'evaluate', 'parse', 'compile', 'simplify', 'derivative', 'resolve'];
  math.import(Object.fromEntries(closed.map((name) => [name, disabled(name)])), { override: true });
  return { math, parse };
}

/** Loads mathjs (once) and answers an engine over it. */
export async function loadMathEngine(): Promise<MathEngine> {
  partsPromise ??= buildParts();
  const parts = await partsPromise;
  return {
    evaluate: (expression) => evaluateWith(parts, expression),
  };
}

function evaluateWith({ math, parse }: Parts, expression: string): Result<{ value: Evaluated }> {
  let root: MathNode;
  try {
    root = parse(expression);
  } catch (error) {
    return err(`Could not read the expression: ${messageOf(error)}.`);
  }
  const isFunctionName = (name: string): boolean =>
    typeof (math as unknown as Record<string, unknown>)[name] === 'function';
  const refusal = refusedPart(root, isFunctionName);
  if (refusal) return err(refusal);
  try {
    const value: unknown = root.compile().evaluate({});
    return ok({ value: formatValue(math, lastOf(value)) });
  } catch (error) {
    return err(explainEvaluationError(messageOf(error)));
  }
}

/** A block (a = 2; a * 3) answers a ResultSet; its last entry is the answer. */
function lastOf(value: unknown): unknown {
  if (value && typeof value === 'object' && 'entries' in value && Array.isArray(value.entries)) {
    return value.entries.at(-1);
  }
  return value;
}

function formatValue(math: MathJsInstance, value: unknown): Evaluated {
  const type = math.typeOf(value);
  if (type === 'BigNumber') {
    const big = value as { isInteger(): boolean; precision(includeZeros: boolean): number; toFixed(): string };
    if (big.isInteger()) {
      const digits = big.precision(true);
      if (digits <= WORKING_PRECISION) return { text: big.toFixed(), type };
      return { text: math.format(value, { precision: WORKING_PRECISION }), type, rounded: true };
    }
  }
  if (type === 'function') return { text: 'a function (call it with arguments)', type };
  const shown = math.format(value, { precision: SHOWN_PRECISION, lowerExp: -12, upperExp: 30 });
  const full = math.format(value, { precision: SHOWN_PRECISION + 1, lowerExp: -12, upperExp: 30 });
  // One digit more changes the text only when the fraction goes on past what is shown.
  if ((type === 'BigNumber' || type === 'Unit') && shown !== full) {
    return {
      text: math.format(value, { precision: ROUNDED_PRECISION, lowerExp: -12, upperExp: 30 }),
      type,
      approximate: true,
    };
  }
  return { text: shown, type };
}

function explainEvaluationError(message: string): string {
  const undefinedSymbol = /^Undefined symbol (\S+)/.exec(message);
  if (undefinedSymbol) {
    const name = undefinedSymbol[1] ?? '';
    if (/^[A-Z]{3}$/.test(name)) {
      return `Could not read '${name}': currencies need the rate in the expression, e.g. "100 USD to EUR at 0.92".`;
    }
    return `Could not read '${name}': it is not a known unit, constant or variable.`;
  }
  const unknownUnit = /^Unit "([^"]+)" not found/.exec(message);
  if (unknownUnit) return `Could not read the unit '${unknownUnit[1] ?? ''}'.`;
  return `Could not calculate this: ${message}`;
}

function messageOf(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.split('\n')[0] ?? text;
}
