// The calculator tool on real mathjs: exact decimals, big integers, percentages, units, currency at a given rate,
// date arithmetic, errors that name what could not be read, and expressions that would hang or allocate refused.
import { describe, expect, it } from 'vitest';
import { createCalculatorTool } from '../../../tools/calculator/calculator-tool';
import type { ToolContext, ToolResult } from '../../../tools/tool';

const ctx: ToolContext = { callId: 'c1', signal: new AbortController().signal, onUpdate: () => {}, workspace: '/tmp' };
const tool = createCalculatorTool({ now: () => new Date('2026-11-27T23:30:00Z'), systemTimeZone: () => 'Asia/Seoul' });
const calc = (expression: string): Promise<ToolResult> => tool.execute({ expression }, ctx);

async function answer(expression: string): Promise<string> {
  const result = await calc(expression);
  expect(result.ok, result.content).toBe(true);
  return (result.details as { result: string }).result;
}

async function refusal(expression: string): Promise<string> {
  const result = await calc(expression);
  expect(result.ok).toBe(false);
  expect(result.errorType).toBe('invalid_expression');
  expect(result.content).not.toMatch(/\n\s+at /); // never a stack
  return result.content;
}

describe('calculator: exact arithmetic', () => {
  it('adds decimals exactly and says what it computed', async () => {
    const result = await calc('0.1 + 0.2');
    expect(result).toMatchObject({ ok: true, content: '0.1 + 0.2 = 0.3' });
    expect(await answer('1.1 * 3')).toBe('3.3');
    expect(await answer('0.3 - 0.1')).toBe('0.2');
  });

  it('keeps big integers whole', async () => {
    expect(await answer('2^200')).toBe('1606938044258990275541962092341162602522202993782792835301376');
    expect(await answer('123456789012345678901234567890 * 987654321098765432109876543210')).toBe(
      '121932631137021795226185032733622923332237463801111263526900',
    );
    expect(await answer('factorial(25)')).toBe('15511210043330985984000000');
  });

  it('shows a fraction that does not end to 16 digits with ≈, and one that ends in full with =', async () => {
    expect(await calc('1/3')).toMatchObject({ ok: true, content: '1/3 ≈ 0.3333333333333333' });
    expect(await calc('5 km to mi')).toMatchObject({ content: '5 km to mi ≈ 3.10685596118667 mi' });
    expect(await calc('123456789.123456789123 + 1')).toMatchObject({
      content: '123456789.123456789123 + 1 = 123456790.123456789123',
    });
    expect(await calc('100 / 8')).toMatchObject({ content: '100 / 8 = 12.5' });
  });

  it('says when a whole number had to be rounded', async () => {
    const result = await calc('2^1000');
    expect(result.content).toContain('rounded');
  });

  it('reads percentages', async () => {
    expect(await answer('15% of 80')).toBe('12');
    expect(await answer('80 + 15%')).toBe('92');
    expect(await answer('200 - 10%')).toBe('180');
  });

  it('allows variables in a block', async () => {
    expect(await answer('price = 19.99; price * 3')).toBe('59.97');
  });
});

describe('calculator: units and currency', () => {
  it('converts length, mass, temperature, time and data sizes', async () => {
    expect(await answer('100 km to m')).toBe('100000 m');
    expect(await answer('1 mi to km')).toBe('1.609344 km');
    expect(await answer('1 kg to g')).toBe('1000 g');
    expect(await answer('100 degC to degF')).toBe('212 degF');
    expect(await answer('90 min to h')).toBe('1.5 h');
    expect(await answer('2 hours + 30 minutes to minutes')).toBe('150 minutes');
    expect(await answer('5 GB to MiB')).toBe('4768.37158203125 MiB');
    expect(await answer('1 GiB to bytes')).toBe('1073741824 bytes');
  });

  it('keeps powers of units and small matrices, and mod of exact numbers', async () => {
    expect(await answer('3 m^2 to cm^2')).toBe('30000 cm^2');
    expect(await answer('[[1, 2], [3, 4]]^3')).toBe('[[37, 54], [81, 118]]');
    expect(await answer('2^100 mod 7')).toBe('2');
  });

  it('still calls min() as a function', async () => {
    expect(await answer('min(3, 4)')).toBe('3');
  });

  it('converts currency only at the rate the expression gives', async () => {
    const result = await calc('100 USD to EUR at 0.92');
    expect(result).toMatchObject({ ok: true, content: '100 USD to EUR at 0.92 = 92 EUR' });
    expect(result.details).toMatchObject({ kind: 'currency', from: 'USD', to: 'EUR', rate: '0.92' });
    expect(await answer('19.99 usd in jpy at 151.3')).toBe('3024.487 JPY');
    expect(await refusal('100 USD to EUR')).toContain('rate');
  });
});

describe('calculator: dates', () => {
  it('adds and subtracts days, weeks, months and years', async () => {
    expect(await answer('90 days after 2026-11-27')).toBe('2027-02-25 (Thursday)');
    expect(await answer('2 weeks before 2026-11-27')).toBe('2026-11-13 (Friday)');
    expect(await answer('2026-11-27 + 1 year')).toBe('2027-11-27 (Saturday)');
    expect(await answer('2026-01-31 + 1 month')).toContain('2026-02-28');
    expect(await answer('2028-02-29 + 1 year')).toContain('2029-02-28');
  });

  it('counts the days between two dates', async () => {
    expect(await answer('days between 2026-01-01 and 2026-11-27')).toBe('330 days');
    expect(await answer('weeks between 2026-01-01 and 2026-11-27')).toBe('47 weeks and 1 day');
    expect(await answer('2026-01-01 - 2026-11-27')).toBe('-330 days');
  });

  it('reads today in the person’s time zone', async () => {
    expect(await answer('1 day after today')).toBe('2026-11-29 (Sunday)'); // 08:30 on the 28th in Seoul
  });

  it('names a date it could not read', async () => {
    expect(await refusal('2026-02-30 + 1 day')).toContain("'2026-02-30' is not a calendar date");
    expect(await refusal('2026-11-27 * 2')).toContain('Could not read the date expression');
  });
});

describe('calculator: errors and limits', () => {
  it('says what could not be read, with its position', async () => {
    expect(await refusal('2 +* 3')).toMatch(/Could not read the expression: .*\(char 4\)/);
    expect(await refusal('3 furlongs to m')).toContain("Could not read 'furlongs'");
    expect(await refusal('1 kg to m')).toContain('Could not calculate this');
  });

  it('refuses functions that could hang or allocate without bound, and the parser itself', async () => {
    const refused = [
      ['zeros(1e9)', "function 'zeros'"],
      ['f = ones; f(1e5, 1e5)', "function 'ones'"],
      ['factorial(1e7)', 'limited to arguments up to 10000'],
      ['1e7!', 'limited to arguments up to 10000'],
      ['f(x) = f(x - 1) + f(x - 1)', 'defining functions'],
      ['1:1e9', 'ranges'],
      ['a = [1, 2]; a[1e9] = 1', 'indexing'],
      ['evaluate("1 + 1")', "function 'evaluate'"],
      ['import({}, {})', "function 'import'"],
      ['createUnit("foo")', "function 'createUnit'"],
      ['isPrime(2^127 - 1)', "function 'isPrime'"],
      ['[[1, 2], [3, 4]]^(10^15)', 'powers up to 10000'],
      ['mod(10^1000, 7)', 'mod is limited to numbers below 10^128'],
    ];
    for (const [expression, reason] of refused) expect(await refusal(expression!)).toContain(reason);
  });

  it('refuses an expression longer than the cap', async () => {
    const result = await calc('1+'.repeat(600) + '1');
    expect(result).toMatchObject({ ok: false, errorType: 'invalid_args' });
  });
});
