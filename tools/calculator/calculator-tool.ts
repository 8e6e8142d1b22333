// The `calculator` tool: exact arithmetic (mathjs BigNumbers), percentages, units, currency at a rate the person gives,
// and date arithmetic (tools/calculator/date-arithmetic.ts). Risk `read`: it touches nothing outside itself.
import { z } from 'zod';
import { defineTool, fail, ok } from '../tool';
import type { AnyTool, ToolResult } from '../tool';
import { systemTimeZoneName, zonedInstant } from '../datetime';
import { dateAnswer } from './date-arithmetic';
import { currencyConversion, rewriteForMath } from './input-rewrite';
import { loadMathEngine } from './math-engine';

export interface CalculatorToolDeps {
  /** For "today" in date expressions; injected so tests can pin it. */
  now?: () => Date;
  systemTimeZone?: () => string;
}

/** Longer expressions are refused: the cap keeps literal arrays and nesting small. */
export const MAX_EXPRESSION_LENGTH = 1_000;

const parameters = z.lazy(() =>
  z.object({
    expression: z
      .string()
      .trim()
      .min(1)
      .max(MAX_EXPRESSION_LENGTH)
      .describe(
        'What to calculate, e.g. "0.1 + 0.2", "2^128", "15% of 80", "80 + 15%", "100 km to mi", "5 GB to MiB", ' +
          '"100 degC to degF", "100 USD to EUR at 0.92", "90 days after 2026-11-27", ' +
          '"days between 2026-01-01 and 2026-11-27".',
      ),
  }),
);

export function createCalculatorTool(deps: CalculatorToolDeps = {}): AnyTool {
  const now = deps.now ?? (() => new Date());
  const systemTimeZone = deps.systemTimeZone ?? systemTimeZoneName;
  return defineTool({
    name: 'calculator',
    label: 'Calculator',
    description:
      'Calculate exactly: decimals without rounding errors, big integers, percentages, unit conversion (length, ' +
      'mass, temperature, time, data sizes), currency at a rate you give, and date arithmetic (YYYY-MM-DD). ' +
      'Use it instead of doing arithmetic in your head.',
    parameters,
    risk: 'read',
    async execute(rawArgs) {
      const parsed = parameters.safeParse(rawArgs ?? {});
      if (!parsed.success) return fail(`Invalid arguments: ${z.prettifyError(parsed.error)}`, 'invalid_args');
      const { expression } = parsed.data;
      const today = zonedInstant(now(), systemTimeZone()).date;
      const dates = dateAnswer(expression, today);
      if (dates) {
        if (!dates.ok) return fail(dates.error, 'invalid_expression');
        return answered(expression, dates.answer.text, dates.answer.details);
      }
      const engine = await loadMathEngine();
      const currency = currencyConversion(expression);
      if (currency) {
        const product = engine.evaluate(`(${rewriteForMath(currency.amount)}) * (${currency.rate})`);
        if (!product.ok) return fail(product.error, 'invalid_expression');
        if (product.value.type !== 'BigNumber')
          return fail('The amount and the rate must be plain numbers.', 'invalid_expression');
        const text = `${product.value.text} ${currency.to}`;
        return answered(expression, text, { kind: 'currency', ...currency, result: product.value.text });
      }
      const result = engine.evaluate(rewriteForMath(expression));
      if (!result.ok) return fail(result.error, 'invalid_expression');
      const rounded = result.value.rounded ? ' (rounded: more significant digits than the calculator keeps)' : '';
      const details = { kind: 'number', type: result.value.type, approximate: Boolean(result.value.approximate) };
      return answered(expression, `${result.value.text}${rounded}`, details, result.value.approximate ? '≈' : '=');
    },
  });
}

function answered(expression: string, text: string, details: Record<string, unknown>, relation = '='): ToolResult {
  return ok(`${expression} ${relation} ${text}`, { details: { ...details, expression, result: text } });
}
