// Small formatting helpers for the UI: durations, relative dates, countdowns, numbers and argument values, all through
// Intl in the UI's language (renderer/src/i18n/i18n.ts, uiLocale).
import { isPseudoLocale, uiLocale } from '../i18n/i18n';

/** Intl's words, marked like the catalog's in the pseudo-locale (i18n/pseudo.ts) so a test can tell them apart. */
function words(text: string): string {
  return isPseudoLocale() ? `⟦${text}⟧` : text;
}

function unit(value: number, name: 'millisecond' | 'second' | 'minute', digits = 0): string {
  return new Intl.NumberFormat(uiLocale(), {
    style: 'unit',
    unit: name,
    unitDisplay: 'narrow',
    maximumFractionDigits: digits,
  }).format(value);
}

export function formatDuration(ms: number): string {
  if (ms < 1_000) return words(unit(Math.max(0, Math.round(ms)), 'millisecond'));
  if (ms < 60_000) return words(unit(ms / 1_000, 'second', ms < 10_000 ? 1 : 0));
  const minutes = Math.floor(ms / 60_000);
  const seconds = Math.round((ms % 60_000) / 1_000);
  const list = new Intl.ListFormat(uiLocale(), { type: 'unit', style: 'narrow' });
  return words(list.format([unit(minutes, 'minute'), unit(seconds, 'second')]));
}

/** "4:05" for a countdown; never negative. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1_000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${minutes}:${seconds.toString().padStart(2, '0')}`;
}

/** A whole number (counts, tokens, characters) with the language's grouping. */
export function formatNumber(value: number): string {
  return new Intl.NumberFormat(uiLocale()).format(value);
}

/** A count shortened for a tight space (12.5K, 1.2만, 1.2万): one decimal below ten thousand. */
export function formatCompactNumber(value: number): string {
  const digits = value < 10_000 ? 1 : 0;
  return words(new Intl.NumberFormat(uiLocale(), { notation: 'compact', maximumFractionDigits: digits }).format(value));
}

/** A date and time, e.g. for a backup or a rule's expiry. */
export function formatDateTime(at: number, options: Intl.DateTimeFormatOptions = {}): string {
  return words(new Date(at).toLocaleString(uiLocale(), options));
}

export function formatRelativeDate(at: number, now: number = Date.now()): string {
  return words(relativeDate(at, now));
}

function relativeDate(at: number, now: number): string {
  const diff = now - at;
  const relative = new Intl.RelativeTimeFormat(uiLocale(), { numeric: 'auto' });
  if (diff < 60_000) return relative.format(0, 'second');
  if (diff < 3_600_000) return relative.format(-Math.floor(diff / 60_000), 'minute');
  const date = new Date(at);
  const today = new Date(now);
  if (date.toDateString() === today.toDateString())
    return date.toLocaleTimeString(uiLocale(), { hour: '2-digit', minute: '2-digit' });
  if (diff < 7 * 86_400_000) return date.toLocaleDateString(uiLocale(), { weekday: 'short' });
  return date.toLocaleDateString(uiLocale(), { month: 'short', day: 'numeric' });
}

/** Arguments as readable text: strings verbatim, everything else as indented JSON. */
export function formatValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined) return '';
  try {
    return JSON.stringify(value, null, 2) ?? String(value);
  } catch {
    return String(value);
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
