// Plain-language forms the calculator accepts before mathjs reads the text: "15% of 80", "5 min" (not the min
// function), and "100 USD to EUR at 0.92" (currency only with the person's own rate; mathjs has no currencies).

const UNIT_WORDS: Record<string, string> = { min: 'minute', mins: 'minutes', sec: 'second', secs: 'seconds' };

/** Rewrites words mathjs would misread: "% of" as a product, min/sec as units unless called as functions. */
export function rewriteForMath(expression: string): string {
  return expression
    .replace(/%\s+of\s+/gi, '% * ')
    .replace(/\b(mins?|secs?)\b(?!\s*\()/g, (word) => UNIT_WORDS[word] ?? word);
}

export interface CurrencyConversion {
  amount: string;
  from: string;
  to: string;
  rate: string;
}

const CURRENCY = /^(.+?)\s*\b([A-Za-z]{3})\s+(?:to|in|into)\s+([A-Za-z]{3})\s+at\s+(.+)$/;

/** "100 USD to EUR at 0.92" (1 USD = 0.92 EUR) as its parts; undefined when the text is not that form. */
export function currencyConversion(expression: string): CurrencyConversion | undefined {
  const match = CURRENCY.exec(expression.trim());
  if (!match) return undefined;
  return { amount: match[1]!, from: match[2]!.toUpperCase(), to: match[3]!.toUpperCase(), rate: match[4]! };
}
