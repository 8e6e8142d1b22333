// WMO weather interpretation codes (as used by Open-Meteo's `weather_code`) turned into plain words.
// Source: the WMO code table documented on open-meteo.com/en/docs.

const descriptions: Readonly<Record<number, string>> = {
  0: 'clear sky',
  1: 'mainly clear',
  2: 'partly cloudy',
  3: 'overcast',
  45: 'fog',
  48: 'depositing rime fog',
  51: 'light drizzle',
  53: 'moderate drizzle',
  55: 'dense drizzle',
  56: 'light freezing drizzle',
  57: 'dense freezing drizzle',
  61: 'slight rain',
  63: 'moderate rain',
  65: 'heavy rain',
  66: 'light freezing rain',
  67: 'heavy freezing rain',
  71: 'slight snowfall',
  73: 'moderate snowfall',
  75: 'heavy snowfall',
  77: 'snow grains',
  80: 'slight rain showers',
  81: 'moderate rain showers',
  82: 'violent rain showers',
  85: 'slight snow showers',
  86: 'heavy snow showers',
  95: 'thunderstorm',
  96: 'thunderstorm with slight hail',
  99: 'thunderstorm with heavy hail',
};

/** Words for a WMO weather code; unknown or missing codes say so rather than guessing. */
export function describeWeatherCode(code: number | null | undefined): string {
  if (code === null || code === undefined) return 'conditions not reported';
  return descriptions[code] ?? `unknown conditions (WMO code ${code})`;
}

const compassPoints = [
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
] as const;

/** A wind direction in degrees (where the wind comes from) as a 16-point compass abbreviation. */
export function compassDirection(degrees: number): string {
  const normalized = ((degrees % 360) + 360) % 360;
  return compassPoints[Math.round(normalized / 22.5) % 16] ?? 'N';
}
