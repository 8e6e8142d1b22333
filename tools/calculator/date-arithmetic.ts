// The calculator's date layer (mathjs has no dates): "90 days after 2026-11-27", "2026-11-27 + 3 months",
// "days between 2026-01-01 and 2026-11-27", "2026-11-27 - 2026-01-01". Calendar dates only, in whole days.
import { parseCalendarDate } from '../datetime';
import { type Result, err, ok } from '../../electron/shared/result';

export interface DateAnswer {
  text: string;
  details: { kind: 'date'; date: string; weekday: string } | { kind: 'days'; days: number; from: string; to: string };
}

const DATE = String.raw`(\d{4}-\d{2}-\d{2}|today|tomorrow|yesterday)`;
const UNIT = String.raw`(days?|weeks?|months?|years?)`;
const OFFSET_WORDS = new RegExp(String.raw`^(\d+)\s+${UNIT}\s+(after|from|before)\s+${DATE}$`, 'i');
const OFFSET_SIGN = new RegExp(String.raw`^${DATE}\s*([+-])\s*(\d+)\s*${UNIT}$`, 'i');
const BETWEEN = new RegExp(
  String.raw`^(?:(days|weeks)\s+)?(?:between|from)\s+${DATE}\s+(?:and|to|until)\s+${DATE}$`,
  'i',
);
const DIFFERENCE = new RegExp(String.raw`^${DATE}\s*-\s*${DATE}$`, 'i');
const LOOKS_LIKE_DATE = /\d{4}-\d{2}-\d{2}/;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const DAY_MS = 86_400_000;
/** Offsets past this many days (about 27,000 years) are refused rather than computed. */
const MAX_OFFSET_DAYS = 10_000_000;

/**
 * The answer to a date expression; undefined when `expression` is not about dates (the caller evaluates it as
 * arithmetic). `today` is YYYY-MM-DD in the person's zone.
 */
export function dateAnswer(expression: string, today: string): Result<{ answer: DateAnswer }> | undefined {
  const text = expression.trim().replace(/\?$/, '').trim();
  const words = OFFSET_WORDS.exec(text);
  if (words) return shifted(words[4]!, words[3]!.toLowerCase() === 'before' ? -1 : 1, words[1]!, words[2]!, today);
  const signed = OFFSET_SIGN.exec(text);
  if (signed) return shifted(signed[1]!, signed[2] === '-' ? -1 : 1, signed[3]!, signed[4]!, today);
  const between = BETWEEN.exec(text);
  if (between) return span(between[2]!, between[3]!, today, between[1]?.toLowerCase() === 'weeks', true);
  const difference = DIFFERENCE.exec(text);
  if (difference) return span(difference[2]!, difference[1]!, today, false, false);
  if (LOOKS_LIKE_DATE.test(text)) {
    return err(
      `Could not read the date expression '${text}'. Use forms like "90 days after 2026-11-27", ` +
        '"2026-11-27 + 3 months" or "days between 2026-01-01 and 2026-11-27" (dates as YYYY-MM-DD).',
    );
  }
  return undefined;
}

function resolveDate(word: string, today: string): Date | undefined {
  const lower = word.toLowerCase();
  const base = parseCalendarDate(today);
  if (lower === 'today') return base;
  if (lower === 'tomorrow' || lower === 'yesterday') {
    return base && new Date(base.getTime() + (lower === 'tomorrow' ? DAY_MS : -DAY_MS));
  }
  return parseCalendarDate(word);
}

function isoDate(date: Date): string {
  const year = String(date.getUTCFullYear()).padStart(4, '0');
  return `${year}-${String(date.getUTCMonth() + 1).padStart(2, '0')}-${String(date.getUTCDate()).padStart(2, '0')}`;
}

function notADate(word: string): Err {
  return err(`'${word}' is not a calendar date; use YYYY-MM-DD, e.g. 2026-11-27.`);
}
type Err = ReturnType<typeof err<string>>;

function shifted(
  dateWord: string,
  sign: 1 | -1,
  countText: string,
  unitWord: string,
  today: string,
): Result<{ answer: DateAnswer }> {
  const start = resolveDate(dateWord, today);
  if (!start) return notADate(dateWord);
  const count = Number(countText) * sign;
  const unit = unitWord.toLowerCase().replace(/s$/, '');
  const days = unit === 'week' ? count * 7 : unit === 'day' ? count : undefined;
  if (days !== undefined && Math.abs(days) > MAX_OFFSET_DAYS) return err(`${countText} ${unitWord} is too far.`);
  if (days === undefined && Math.abs(count) > MAX_OFFSET_DAYS / 365) return err(`${countText} ${unitWord} is too far.`);
  const result =
    days !== undefined
      ? new Date(start.getTime() + days * DAY_MS)
      : addMonths(start, unit === 'year' ? count * 12 : count);
  if (Number.isNaN(result.getTime()) || result.getUTCFullYear() < 1) return err('The result is outside the calendar.');
  const date = isoDate(result);
  const weekday = WEEKDAYS[result.getUTCDay()] ?? '';
  const clamped = days === undefined && result.getUTCDate() !== start.getUTCDate();
  const note = clamped ? ' (the month is shorter, so the last day of it)' : '';
  return ok({ answer: { text: `${date} (${weekday})${note}`, details: { kind: 'date', date, weekday } } });
}

/** Adds calendar months, keeping the day of the month or, when the target month is shorter, its last day. */
function addMonths(start: Date, months: number): Date {
  const monthIndex = start.getUTCMonth() + months;
  const year = start.getUTCFullYear() + Math.floor(monthIndex / 12);
  const month = ((monthIndex % 12) + 12) % 12;
  const target = new Date(0);
  target.setUTCFullYear(year, month + 1, 0); // day 0 of the next month: the month's last day
  target.setUTCFullYear(year, month, Math.min(start.getUTCDate(), target.getUTCDate()));
  return target;
}

function span(
  fromWord: string,
  toWord: string,
  today: string,
  inWeeks: boolean,
  unsigned: boolean,
): Result<{ answer: DateAnswer }> {
  const from = resolveDate(fromWord, today);
  if (!from) return notADate(fromWord);
  const to = resolveDate(toWord, today);
  if (!to) return notADate(toWord);
  const signed = Math.round((to.getTime() - from.getTime()) / DAY_MS);
  const days = unsigned ? Math.abs(signed) : signed;
  const details = { kind: 'days' as const, days, from: isoDate(from), to: isoDate(to) };
  const dayWord = (n: number): string => `${n} ${Math.abs(n) === 1 ? 'day' : 'days'}`;
  if (!inWeeks) return ok({ answer: { text: dayWord(days), details } });
  const weeks = Math.trunc(days / 7);
  const rest = days - weeks * 7;
  const weekText = `${weeks} ${Math.abs(weeks) === 1 ? 'week' : 'weeks'}`;
  return ok({ answer: { text: rest === 0 ? weekText : `${weekText} and ${dayWord(rest)}`, details } });
}
