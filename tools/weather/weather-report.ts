// Turns a resolved place and an Open-Meteo forecast into words for the model and a structured card for the UI.
import type { ForecastResponse } from './open-meteo-schemas';
import { compassDirection, describeWeatherCode } from './weather-codes';
import type { UnitSystem } from './weather-units';

export interface ResolvedPlace {
  name: string;
  admin1?: string;
  country?: string;
  countryCode?: string;
  latitude: number;
  longitude: number;
  timezone?: string;
}

export interface WeatherDay {
  date: string;
  weekday: string;
  description: string;
  weatherCode: number | null;
  min: number | null;
  max: number | null;
  precipitationChance: number | null;
  windMax: number | null;
}

export interface WeatherCard {
  kind: 'weather';
  place: ResolvedPlace & { timezone: string; timezoneAbbreviation?: string };
  units: { system: UnitSystem; temperature: string; windSpeed: string; precipitation: string };
  current: {
    time: string;
    description: string;
    weatherCode: number | null;
    temperature: number | null;
    apparentTemperature: number | null;
    humidity: number | null;
    precipitation: number | null;
    windSpeed: number | null;
    windDirection: string | null;
  };
  daily: WeatherDay[];
  source: 'Open-Meteo';
}

export function buildWeatherCard(place: ResolvedPlace, forecast: ForecastResponse, system: UnitSystem): WeatherCard {
  const imperial = system === 'imperial';
  const units = {
    system,
    temperature: forecast.current_units?.temperature_2m ?? (imperial ? '°F' : '°C'),
    windSpeed: tidyUnit(forecast.current_units?.wind_speed_10m) ?? (imperial ? 'mph' : 'km/h'),
    precipitation: forecast.current_units?.precipitation ?? (imperial ? 'inch' : 'mm'),
  };
  const { current, daily } = forecast;
  return {
    kind: 'weather',
    place: { ...place, timezone: forecast.timezone, timezoneAbbreviation: forecast.timezone_abbreviation },
    units,
    current: {
      time: current.time,
      description: describeWeatherCode(current.weather_code),
      weatherCode: current.weather_code,
      temperature: current.temperature_2m,
      apparentTemperature: current.apparent_temperature ?? null,
      humidity: current.relative_humidity_2m ?? null,
      precipitation: current.precipitation ?? null,
      windSpeed: current.wind_speed_10m,
      windDirection:
        typeof current.wind_direction_10m === 'number' ? compassDirection(current.wind_direction_10m) : null,
    },
    daily: daily.time.map((date, index) => ({
      date,
      weekday: weekdayOf(date),
      description: describeWeatherCode(daily.weather_code[index]),
      weatherCode: daily.weather_code[index] ?? null,
      min: daily.temperature_2m_min[index] ?? null,
      max: daily.temperature_2m_max[index] ?? null,
      precipitationChance: daily.precipitation_probability_max[index] ?? null,
      windMax: daily.wind_speed_10m_max[index] ?? null,
    })),
    source: 'Open-Meteo',
  };
}

/** The words the model reads. */
export function describeWeatherCard(card: WeatherCard, alternatives: string[] = []): string {
  const { place, units, current } = card;
  const temp = (value: number | null): string => (value === null ? 'n/a' : `${round(value)} ${units.temperature}`);
  const where = [place.name, place.admin1, place.country ?? place.countryCode]
    .filter((part, i, all) => part && all.indexOf(part) === i)
    .join(', ');
  const zone =
    place.timezoneAbbreviation && place.timezoneAbbreviation !== place.timezone
      ? `${place.timezone} (${place.timezoneAbbreviation})`
      : place.timezone;
  const coordinates = formatCoordinates(place.latitude, place.longitude);
  const named = Boolean(place.admin1 || place.country || place.countryCode);
  const lines = [
    named ? `Weather for ${where} (${coordinates}), timezone ${zone}.` : `Weather at ${coordinates}, timezone ${zone}.`,
  ];
  const now = [`${temp(current.temperature)}`];
  if (current.apparentTemperature !== null) now.push(`feels like ${temp(current.apparentTemperature)}`);
  now.push(current.description);
  if (current.humidity !== null) now.push(`humidity ${round(current.humidity)}%`);
  if (current.windSpeed !== null)
    now.push(
      `wind ${round(current.windSpeed)} ${units.windSpeed}${current.windDirection ? ` from ${current.windDirection}` : ''}`,
    );
  if (current.precipitation !== null) now.push(`precipitation ${round(current.precipitation)} ${units.precipitation}`);
  lines.push(`Now (${current.time.replace('T', ' ')} local time): ${now.join(', ')}.`);
  lines.push(`Forecast (${card.daily.length} day${card.daily.length === 1 ? '' : 's'}):`);
  for (const day of card.daily) {
    const rain =
      day.precipitationChance === null
        ? 'precipitation chance n/a'
        : `${round(day.precipitationChance)}% chance of precipitation`;
    const wind = day.windMax === null ? 'wind n/a' : `wind up to ${round(day.windMax)} ${units.windSpeed}`;
    lines.push(
      `- ${day.weekday} ${day.date}: ${day.description}, low ${temp(day.min)}, high ${temp(day.max)}, ${rain}, ${wind}.`,
    );
  }
  if (alternatives.length > 0)
    lines.push(`Other places with this name (add a region or country to pick one): ${alternatives.join('; ')}.`);
  lines.push('Source: Open-Meteo.');
  return lines.join('\n');
}

/** Open-Meteo labels miles per hour "mp/h"; people write "mph". */
function tidyUnit(unit: string | undefined): string | undefined {
  return unit === 'mp/h' ? 'mph' : unit;
}

function round(value: number): string {
  return (Math.round(value * 10) / 10).toString();
}

function formatCoordinates(latitude: number, longitude: number): string {
  const lat = `${Math.abs(latitude).toFixed(2)}°${latitude < 0 ? 'S' : 'N'}`;
  const lon = `${Math.abs(longitude).toFixed(2)}°${longitude < 0 ? 'W' : 'E'}`;
  return `${lat}, ${lon}`;
}

function weekdayOf(date: string): string {
  const parsed = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return '';
  return parsed.toLocaleDateString('en-US', { weekday: 'short', timeZone: 'UTC' });
}
