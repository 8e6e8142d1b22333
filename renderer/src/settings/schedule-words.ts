// A scheduled job's schedule and why it is off, in the UI's language: cron expressions through cronstrue and its
// locale for the language (loaded when first needed), a daily time and one-shot jobs from the catalog, times by Intl.
import cronstrue from 'cronstrue';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobView } from '../../../electron/shared/contract';
import { i18n, isPseudoLocale } from '../i18n/i18n';
import { pseudoString } from '../i18n/pseudo';
import { formatDateTime } from '../lib/format';
import { formatJobTime } from './settings-data-format';

/** cronstrue's locale module for each UI language but English (built into cronstrue). */
const cronLocales: Record<string, { name: string; load: () => Promise<unknown> }> = {
  ko: { name: 'ko', load: () => import('cronstrue/locales/ko') },
  'zh-CN': { name: 'zh_CN', load: () => import('cronstrue/locales/zh_CN') },
  'zh-TW': { name: 'zh_TW', load: () => import('cronstrue/locales/zh_TW') },
  ja: { name: 'ja', load: () => import('cronstrue/locales/ja') },
  es: { name: 'es', load: () => import('cronstrue/locales/es') },
  de: { name: 'de', load: () => import('cronstrue/locales/de') },
  fr: { name: 'fr', load: () => import('cronstrue/locales/fr') },
};
const loaded = new Set<string>(['en']);

/** Loads cronstrue's words for the UI's language; resolves with the language it can word schedules in. */
export async function loadScheduleWords(language: string): Promise<string> {
  const locale = cronLocales[language];
  if (!locale) return 'en';
  if (!loaded.has(locale.name)) {
    await locale.load();
    loaded.add(locale.name);
  }
  return locale.name;
}

/** "18:00" for an hour and minute, on the 24-hour clock like cronstrue's words (the job's zone is shown beside it). */
function clockTime(hour: number, minute: number): string {
  return formatDateTime(Date.UTC(2000, 0, 1, hour, minute), {
    timeZone: 'UTC',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
}

/** "At 18:00, every day" for a plain daily cron ("0 18 * * *"); undefined for anything else. */
function dailyWords(expression: string): string | undefined {
  const fields = expression.trim().split(/\s+/);
  if (fields.length !== 5 || fields.slice(2).some((field) => field !== '*')) return undefined;
  const [minute, hour] = fields.map(Number);
  if (!Number.isInteger(minute) || !Number.isInteger(hour) || hour! > 23 || minute! > 59) return undefined;
  return i18n.t('jobWords.daily', { time: clockTime(hour!, minute!) });
}

function cronWords(expression: string, cronLocale: string): string {
  const daily = dailyWords(expression);
  if (daily) return daily;
  try {
    const words = cronstrue.toString(expression.trim(), {
      locale: cronLocale,
      use24HourTimeFormat: true,
      throwExceptionOnParseError: true,
      verbose: false,
    });
    // cronstrue is the catalog of cron phrases; in the pseudo-locale its English is marked like the catalog's.
    return isPseudoLocale() ? pseudoString(words) : words;
  } catch {
    return i18n.t('jobWords.cron', { expression });
  }
}

/** The schedule in words, without the zone; the core's English when it sent no schedule as data. */
export function scheduleWords(
  job: Pick<JobView, 'schedule' | 'scheduleSpec' | 'timezone'>,
  cronLocale: string,
): string {
  const spec = job.scheduleSpec;
  if (!spec) return job.schedule;
  if (spec.kind === 'cron') return cronWords(spec.expression, cronLocale);
  return spec.instant === undefined
    ? i18n.t('jobWords.onceAt', { at: spec.at })
    : i18n.t('jobWords.once', { when: formatJobTime(spec.instant, job.timezone) });
}

/** Why the job is off, from its code; the core's words when it sent none. */
export function offReasonWords(job: Pick<JobView, 'disabledReason' | 'offReason'>): string | undefined {
  const reason = job.offReason;
  if (!reason) return job.disabledReason;
  if (reason.code === 'failures') return i18n.t('jobWords.offFailures', { count: reason.failures ?? 0 });
  return i18n.t(
    `jobWords.${reason.code === 'ran_once' ? 'offRanOnce' : reason.code === 'missed' ? 'offMissed' : 'offTurnedOff'}`,
  );
}

/** cronstrue's locale name once its words for the UI's language are loaded (undefined until then). */
export function useScheduleLocale(): string | undefined {
  const { i18n: current } = useTranslation();
  const language = current.language;
  const [ready, setReady] = useState<{ language: string; cronLocale: string }>();
  useEffect(() => {
    let live = true;
    void loadScheduleWords(language).then((cronLocale) => {
      if (live) setReady({ language, cronLocale });
    });
    return () => {
      live = false;
    };
  }, [language]);
  return ready?.language === language ? ready.cronLocale : undefined;
}
