// The weather tool's card: place, current conditions and the next days, from the tool's structured details.
import { isRecord } from '../lib/format';

interface WeatherDetails {
  kind: 'weather';
  place: { name: string; admin1?: string; country?: string };
  units: { temperature: string; windSpeed: string };
  current: {
    description: string;
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

const round = (value: number | null, unit: string) => (value === null ? '–' : `${Math.round(value)}${unit}`);

export function WeatherCard({ card }: { card: WeatherDetails }) {
  const { place, current, units } = card;
  const where = [place.name, place.admin1, place.country].filter(Boolean).join(', ');
  return (
    <figure className="weather-card" aria-label={`Weather for ${where}`}>
      <figcaption>{where}</figcaption>
      <div className="weather-now">
        <span className="weather-temp">{round(current.temperature, units.temperature)}</span>
        <span className="weather-desc">
          {current.description}
          <small>
            Feels like {round(current.apparentTemperature, units.temperature)}
            {current.humidity !== null ? ` · humidity ${Math.round(current.humidity)}%` : ''}
            {current.windSpeed !== null
              ? ` · wind ${Math.round(current.windSpeed)} ${units.windSpeed}${current.windDirection ? ` ${current.windDirection}` : ''}`
              : ''}
          </small>
        </span>
      </div>
      <ol className="weather-days">
        {card.daily.slice(0, 7).map((day) => (
          <li key={day.date}>
            <span className="weather-day">{day.weekday}</span>
            <span className="weather-range">
              {round(day.max, '°')} / {round(day.min, '°')}
            </span>
            <span className="weather-day-desc">{day.description}</span>
            {day.precipitationChance !== null ? (
              <span className="weather-rain">{day.precipitationChance}% rain</span>
            ) : null}
          </li>
        ))}
      </ol>
    </figure>
  );
}
