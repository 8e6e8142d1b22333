// The `weather` tool: current conditions and a 1–7 day forecast from Open-Meteo for a place name or coordinates.
// No API key; only the configured geocoding and forecast hosts are contacted.
import { z } from 'zod';
import { defineTool, fail, ok, type AnyTool, type ToolResult } from '../tool';
import { fetchJson, type JsonFetcherDeps } from './open-meteo-fetch';
import { checkDailySeries, openMeteoSchemas, parseResponse } from './open-meteo-schemas';
import { choosePlace, describePlace, splitPlaceQuery, type PlaceChoice } from './place-choice';
import { geocodingLanguages } from './place-language';
import { maxPlaceNameLength, placeNameProblem } from './place-name';
import { createResponseCache } from './response-cache';
import { buildWeatherCard, describeWeatherCard, type ResolvedPlace } from './weather-report';
import { defaultUnitsForLocale, openMeteoUnitParams, type UnitSystem } from './weather-units';
import { approvalNotes } from '../approval-notes';

export interface WeatherUrls {
  geocodingUrl: string;
  forecastUrl: string;
}

export interface WeatherToolDeps {
  settings: () => WeatherUrls;
  fetch?: typeof fetch;
  now?: () => number;
  /** BCP 47 locale deciding the default units; defaults to the process's locale. */
  locale?: string;
  /** Per-request timeout; 10 s unless a test needs it shorter. */
  timeoutMs?: number;
}

/** Applies the `HEARTH_WEATHER_GEOCODING_URL` / `HEARTH_WEATHER_FORECAST_URL` overrides to the settings. */
export function resolveWeatherUrls(settings: WeatherUrls, env: Record<string, string | undefined>): WeatherUrls {
  const pick = (override: string | undefined, fallback: string): string =>
    override && override.trim() ? override.trim() : fallback;
  return {
    geocodingUrl: pick(env.HEARTH_WEATHER_GEOCODING_URL, settings.geocodingUrl),
    forecastUrl: pick(env.HEARTH_WEATHER_FORECAST_URL, settings.forecastUrl),
  };
}

const weatherParameters = z.lazy(() =>
  z.object({
    location: z
      .string()
      .max(maxPlaceNameLength)
      .optional()
      .describe(
        'Place name, optionally narrowed with region/country: "Springfield, Illinois". Omit when giving coordinates.',
      ),
    latitude: z
      .number()
      .min(-90)
      .max(90)
      .optional()
      .describe('Latitude in degrees; use with longitude instead of location.'),
    longitude: z
      .number()
      .min(-180)
      .max(180)
      .optional()
      .describe('Longitude in degrees; use with latitude instead of location.'),
    units: z.enum(['metric', 'imperial']).optional().describe("Unit system; defaults to the user's locale."),
    days: z.number().int().min(1).max(7).optional().describe('Number of forecast days, 1–7 (default 3).'),
  }),
);
export type WeatherArgs = z.infer<typeof weatherParameters>;

const tenMinutes = 10 * 60 * 1000;

export function createWeatherTool(deps: WeatherToolDeps): AnyTool {
  const fetcher: JsonFetcherDeps = {
    fetch: deps.fetch ?? globalThis.fetch,
    timeoutMs: deps.timeoutMs ?? 10_000,
    cache: createResponseCache<unknown>({ ttlMs: tenMinutes, maxEntries: 200, now: deps.now ?? Date.now }),
  };
  // Read on first use: the first Intl call loads the locale data, which start-up does not need.
  let processLocale: string | undefined;
  const locale = (): string => deps.locale ?? (processLocale ??= Intl.DateTimeFormat().resolvedOptions().locale);

  async function resolvePlace(
    location: string,
    signal: AbortSignal,
  ): Promise<{ place: ResolvedPlace; alternatives: string[] } | ToolResult> {
    const query = splitPlaceQuery(location);
    // The name's own language first (a Korean name is searched under ko), then the locale's: see place-language.ts.
    let choice: PlaceChoice = { kind: 'not_found', nearMisses: [] };
    for (const language of geocodingLanguages(query.name, safeLanguage(locale()))) {
      const geo = await fetchJson(
        fetcher,
        deps.settings().geocodingUrl,
        { name: query.name, count: '10', language, format: 'json' },
        signal,
        'geocoding',
      );
      if (!geo.ok) return fail(`Weather lookup failed: ${geo.message}.`, `weather_${geo.failure}`);
      const parsed = parseResponse(openMeteoSchemas().geocodingResponse, geo.body, 'geocoding');
      if (!parsed.ok) return fail(`Weather lookup failed: ${parsed.message}.`, 'weather_bad_response');
      choice = choosePlace(query, parsed.value.results ?? []);
      if (choice.kind !== 'not_found') break;
    }
    if (choice.kind === 'not_found') {
      const near = choice.nearMisses.slice(0, 5).map(describePlace);
      const hint = near.length > 0 ? ` Places named "${query.name}" that were found: ${near.join('; ')}.` : '';
      return fail(`No place matching "${location}" was found.${hint}`, 'location_not_found', {
        details: { kind: 'weather_places', candidates: near },
      });
    }
    if (choice.kind === 'ambiguous') {
      const candidates = choice.candidates.slice(0, 10).map(describePlace);
      return fail(
        `"${location}" is ambiguous. Candidates:\n${candidates.map((c) => `- ${c}`).join('\n')}\n` +
          'Ask the user which one is meant, or call again with "name, region, country" or with latitude and longitude.',
        'ambiguous_location',
        { details: { kind: 'weather_places', candidates } },
      );
    }
    const { place } = choice;
    return {
      place: {
        name: place.name,
        admin1: place.admin1,
        country: place.country,
        countryCode: place.country_code,
        latitude: place.latitude,
        longitude: place.longitude,
        timezone: place.timezone,
      },
      alternatives: choice.alternatives.slice(0, 3).map(describePlace),
    };
  }

  async function forecast(
    place: ResolvedPlace,
    alternatives: string[],
    units: UnitSystem,
    days: number,
    signal: AbortSignal,
  ): Promise<ToolResult> {
    const query = {
      latitude: place.latitude.toString(),
      longitude: place.longitude.toString(),
      current:
        'temperature_2m,apparent_temperature,relative_humidity_2m,precipitation,weather_code,wind_speed_10m,wind_direction_10m',
      daily: 'weather_code,temperature_2m_max,temperature_2m_min,precipitation_probability_max,wind_speed_10m_max',
      timezone: 'auto',
      forecast_days: days.toString(),
      ...openMeteoUnitParams(units),
    };
    const response = await fetchJson(fetcher, deps.settings().forecastUrl, query, signal, 'forecast');
    if (!response.ok) return fail(`Weather lookup failed: ${response.message}.`, `weather_${response.failure}`);
    const parsed = parseResponse(openMeteoSchemas().forecastResponse, response.body, 'forecast');
    if (!parsed.ok) return fail(`Weather lookup failed: ${parsed.message}.`, 'weather_bad_response');
    const inconsistency = checkDailySeries(parsed.value.daily);
    if (inconsistency) return fail(`Weather lookup failed: ${inconsistency}.`, 'weather_bad_response');
    const card = buildWeatherCard(place, parsed.value, units);
    return ok(describeWeatherCard(card, alternatives), { details: card });
  }

  return defineTool({
    name: 'weather',
    label: 'Weather',
    description:
      'Current weather and a daily forecast (1–7 days) for a place, from Open-Meteo. Give `location` (a place name, ' +
      'optionally "name, region, country") or `latitude` and `longitude`. Returns the resolved place, current conditions, ' +
      'daily low/high, precipitation chance and wind. If a name is ambiguous it lists the candidates instead.',
    parameters: weatherParameters,
    risk: 'network',
    availability: () => ({ available: true, reason: 'Open-Meteo (no API key needed)', code: 'openMeteo' }),
    describeCall: (args) => {
      const urls = deps.settings();
      const forecastHost = hostOf(urls.forecastUrl);
      const geocodingHost = hostOf(urls.geocodingUrl);
      const usesGeocoding = args.latitude === undefined || args.longitude === undefined;
      const notes =
        usesGeocoding && geocodingHost !== forecastHost
          ? [approvalNotes.geocodingHost(geocodingHost ?? '')]
          : undefined;
      return { host: forecastHost, notes };
    },
    async execute(args, ctx) {
      const units = args.units ?? defaultUnitsForLocale(locale());
      const days = args.days ?? 3;
      const { latitude, longitude } = args;
      if (args.location !== undefined && (latitude !== undefined || longitude !== undefined)) {
        return fail('Give either a location name or latitude and longitude, not both.', 'invalid_args');
      }
      if (latitude !== undefined && longitude !== undefined) {
        return forecast({ name: `${latitude}, ${longitude}`, latitude, longitude }, [], units, days, ctx.signal);
      }
      if (args.location === undefined)
        return fail('Give a location name, or both latitude and longitude.', 'invalid_args');
      const problem = placeNameProblem(args.location);
      if (problem) return fail(`Refused: ${problem}.`, 'invalid_args');
      const resolved = await resolvePlace(args.location.trim(), ctx.signal);
      if ('ok' in resolved) return resolved;
      return forecast(resolved.place, resolved.alternatives, units, days, ctx.signal);
    },
  });
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url.slice(0, 100);
  }
}

/** The language subtag of the locale, for localized place names; only plain 2–3 letter codes are passed on. */
function safeLanguage(locale: string): string | undefined {
  const language = locale.split(/[-_]/)[0]?.toLowerCase();
  return language && /^[a-z]{2,3}$/.test(language) ? language : undefined;
}
