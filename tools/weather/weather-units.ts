// Unit systems for the weather tool: which one a locale expects, and the Open-Meteo query parameters for each.

export type UnitSystem = 'metric' | 'imperial';

/** Regions that customarily use imperial units for weather: the United States, Liberia and Myanmar. */
const imperialRegions = new Set(['US', 'LR', 'MM']);

/** The unit system a BCP 47 locale (e.g. "en-US", "my-MM") expects; metric when it names no region. */
export function defaultUnitsForLocale(locale: string | undefined): UnitSystem {
  if (!locale) return 'metric';
  let region: string | undefined;
  try {
    region = new Intl.Locale(locale).region;
  } catch {
    return 'metric';
  }
  return region && imperialRegions.has(region) ? 'imperial' : 'metric';
}

/** Query parameters asking Open-Meteo for the given unit system (metric is its default). */
export function openMeteoUnitParams(units: UnitSystem): Record<string, string> {
  if (units === 'metric') return { temperature_unit: 'celsius', wind_speed_unit: 'kmh', precipitation_unit: 'mm' };
  return { temperature_unit: 'fahrenheit', wind_speed_unit: 'mph', precipitation_unit: 'inch' };
}
