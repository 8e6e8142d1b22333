// The weather tool's card: place, current conditions and the next days, from the tool's structured details.
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { i18n, uiLocale } from '../i18n/i18n';
import { formatDateTime, formatNumber, isRecord } from '../lib/format';

interface WeatherDetails {
  kind: 'weather';
  place: { name: string; admin1?: string; country?: string };
  units: { temperature: string; windSpeed: string };
  current: {
    description: string;
    weatherCode?: number | null;
    temperature: number | null;
    apparentTemperature: number | null;
    humidity: number | null;
    windSpeed: number | null;
    windDirection: string | null;
  };
  daily: {
    date: string;
    weekday: string;
    description: string;
    weatherCode?: number | null;
    min: number | null;
    max: number | null;
    precipitationChance: number | null;
  }[];
}

export function isWeatherCard(details: unknown): details is WeatherDetails {
  return (
    isRecord(details) &&
    details.kind === 'weather' &&
    isRecord(details.place) &&
    isRecord(details.current) &&
    Array.isArray(details.daily)
  );
}

const round = (value: number | null, unit: string) =>
  value === null ? '–' : `${formatNumber(Math.round(value))}${unit}`;
const percent = (value: number) => new Intl.NumberFormat(uiLocale(), { style: 'percent' }).format(value / 100);

/** The conditions in the UI's language from the WMO code; the tool's own words for details without a code. */
function conditions(code: number | null | undefined, fallback: string, t: TFunction): string {
  if (code === undefined) return fallback;
  if (code === null) return t('weather.codeMissing');
  const key = `weather.code${code}`;
  return i18n.exists(key) ? t(key as 'weather.code0') : t('weather.codeUnknown', { code });
}

/** "Fri": the day's short name in the UI's language (the date is a calendar day, read in UTC). */
function weekday(date: string, fallback: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return fallback;
  return formatDateTime(parsed.getTime(), { weekday: 'short', timeZone: 'UTC' });
}

function wind(current: WeatherDetails['current'], unit: string, t: TFunction): string | null {
  if (current.windSpeed === null) return null;
  const speed = formatNumber(Math.round(current.windSpeed));
  const direction = current.windDirection;
  if (direction && compassPoints.has(direction))
    return t('weather.windFrom', { speed, unit, direction: t(`weather.${direction as 'N'}`) });
  return t('weather.wind', { speed, unit });
}

const compassPoints = new Set([
  'N',
  'NNE',
  'NE',
  'ENE',
  'E',
  'ESE',
  'SE',
  'SSE',
  'S',
  'SSW',
  'SW',
  'WSW',
  'W',
  'WNW',
  'NW',
  'NNW',
]);

export function WeatherCard({ card }: { card: WeatherDetails }) {
  const { t } = useTranslation();
  const { place, current, units } = card;
  const where = [place.name, place.admin1, place.country].filter(Boolean).join(', ');
  const facts = [
    t('weather.feelsLike', { temperature: round(current.apparentTemperature, units.temperature) }),
    current.humidity !== null ? t('weather.humidity', { percent: percent(Math.round(current.humidity)) }) : null,
    wind(current, units.windSpeed, t),
  ].filter((fact): fact is string => fact !== null);
  return (
    <figure className="weather-card" aria-label={t('weather.label', { place: where })}>
      <figcaption>{where}</figcaption>
      <div className="weather-now">
        <span className="weather-temp">{round(current.temperature, units.temperature)}</span>
        <span className="weather-desc">
          {conditions(current.weatherCode, current.description, t)}
          <small>{facts.join(' · ')}</small>
        </span>
      </div>
      <ol className="weather-days" aria-label={t('weather.days')}>
        {card.daily.slice(0, 7).map((day) => (
          <li key={day.date}>
            <span className="weather-day">{weekday(day.date, day.weekday)}</span>
            <span className="weather-range">
              {round(day.max, '°')} / {round(day.min, '°')}
            </span>
            <span className="weather-day-desc">{conditions(day.weatherCode, day.description, t)}</span>
            {day.precipitationChance !== null ? (
              <span className="weather-rain">{t('weather.rain', { percent: percent(day.precipitationChance) })}</span>
            ) : null}
          </li>
        ))}
      </ol>
    </figure>
  );
}
