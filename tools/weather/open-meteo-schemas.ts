// The parts of Open-Meteo's geocoding and forecast responses the weather tool relies on, as zod schemas,
// plus a reader that turns a schema failure into a message naming the missing or invalid field. The schemas are built
// on the weather tool's first call (openMeteoSchemas), not when the tool catalogue loads at start.
import { z } from 'zod';
import type { Ok, Fail } from '../../electron/shared/result';

const buildSchemas = () => {
  const geocodedPlace = z.object({
    name: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    country: z.string().optional(),
    country_code: z.string().optional(),
    admin1: z.string().optional(),
    admin2: z.string().optional(),
    timezone: z.string().optional(),
    population: z.number().optional(),
    elevation: z.number().optional(),
  });
  /** No `results` key at all is how Open-Meteo says "nothing found". */
  const geocodingResponse = z.object({ results: z.array(geocodedPlace).optional() });

  const reading = z.number().nullable();
  const series = z.array(z.number().nullable());
  const forecastResponse = z.object({
    latitude: z.number(),
    longitude: z.number(),
    timezone: z.string(),
    timezone_abbreviation: z.string().optional(),
    elevation: z.number().optional(),
    current_units: z.record(z.string(), z.string()).optional(),
    current: z.object({
      time: z.string(),
      temperature_2m: reading,
      apparent_temperature: reading.optional(),
      relative_humidity_2m: reading.optional(),
      precipitation: reading.optional(),
      weather_code: reading,
      wind_speed_10m: reading,
      wind_direction_10m: reading.optional(),
    }),
    daily_units: z.record(z.string(), z.string()).optional(),
    daily: z.object({
      time: z.array(z.string()),
      weather_code: series,
      temperature_2m_max: series,
      temperature_2m_min: series,
      precipitation_probability_max: series,
      wind_speed_10m_max: series,
    }),
  });
  return { geocodedPlace, geocodingResponse, forecastResponse };
};

type OpenMeteoSchemas = ReturnType<typeof buildSchemas>;
let built: OpenMeteoSchemas | undefined;
/** The geocoding and forecast response schemas, built once on first use. */
export const openMeteoSchemas = (): OpenMeteoSchemas => (built ??= buildSchemas());

export type GeocodedPlace = z.infer<OpenMeteoSchemas['geocodedPlace']>;
export type ForecastResponse = z.infer<OpenMeteoSchemas['forecastResponse']>;

export type ParseResult<T> = Ok<{ value: T }> | Fail<{ message: string }>;

/** Parses `body`; on failure names the first offending field, e.g. "daily.temperature_2m_max is missing". */
export function parseResponse<T>(schema: z.ZodType<T>, body: unknown, what: string): ParseResult<T> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  const field = issue && issue.path.length > 0 ? issue.path.join('.') : 'the response body';
  const problem = issue && valueAt(body, issue.path) === undefined ? 'is missing' : 'has an unexpected value';
  return { ok: false, message: `the ${what} response is incomplete: ${field} ${problem}` };
}

function valueAt(body: unknown, path: readonly PropertyKey[]): unknown {
  let current = body;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/** Every daily series must have one value per day, or the days cannot be lined up. */
export function checkDailySeries(daily: ForecastResponse['daily']): string | undefined {
  const days = daily.time.length;
  for (const [name, values] of Object.entries(daily)) {
    if (values.length !== days)
      return `the forecast response is inconsistent: daily.${name} has ${values.length} values for ${days} days`;
  }
  if (days === 0) return 'the forecast response has no days in it';
  return undefined;
}
