// The weather tool against a local Open-Meteo stand-in (127.0.0.1) serving Open-Meteo-shaped bodies.
import { approvalNotes } from '../../../tools/approval-notes';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AnyTool, ToolResult } from '../../../tools/tool';
import { createWeatherTool, resolveWeatherUrls, type WeatherToolDeps } from '../../../tools/weather/weather-tool';
import type { WeatherCard } from '../../../tools/weather/weather-report';
import { waitFor } from '../../support/wait-for';
import { body, startOpenMeteoStub, type OpenMeteoStub } from './open-meteo-stub';

let stub: OpenMeteoStub;
let clock: number;

beforeEach(async () => {
  stub = await startOpenMeteoStub();
  clock = Date.UTC(2025, 0, 15, 12);
});
afterEach(async () => {
  await stub.close();
});

function makeTool(overrides: Partial<WeatherToolDeps> = {}): AnyTool {
  return createWeatherTool({
    settings: () => ({ geocodingUrl: stub.geocodingUrl, forecastUrl: stub.forecastUrl }),
    now: () => clock,
    locale: 'de-DE',
    ...overrides,
  });
}

async function run(tool: AnyTool, args: unknown, signal = new AbortController().signal): Promise<ToolResult> {
  const parsed = tool.parameters.parse(args);
  return tool.execute(parsed, { callId: 'call-1', signal, onUpdate: () => {}, workspace: '/tmp' });
}

const paths = (): string[] => stub.requests.map((url) => url.pathname);

describe('weather tool: resolving a place and reporting the forecast', () => {
  it('reports Berlin with place, timezone, current conditions and daily forecast', async () => {
    const result = await run(makeTool(), { location: 'Berlin' });
    expect(result.ok).toBe(true);
    expect(result.content).toContain(
      'Weather for Berlin, Land Berlin, Germany (52.52°N, 13.41°E), timezone Europe/Berlin (GMT+1)',
    );
    expect(result.content).toContain(
      'Now (2025-01-15 12:00 local time): 3.4 °C, feels like -0.6 °C, overcast, humidity 81%, wind 14.8 km/h from WSW',
    );
    expect(result.content).toContain(
      '- Thu 2025-01-16: slight rain, low 1.9 °C, high 5.6 °C, 75% chance of precipitation, wind up to 24.1 km/h.',
    );
    expect(result.content).toContain('- Fri 2025-01-17: slight snowfall');
    expect(result.content).toMatch(/Other places with this name.*New Hampshire/);
    const card = result.details as WeatherCard;
    expect(card.kind).toBe('weather');
    expect(card.place).toMatchObject({
      name: 'Berlin',
      country: 'Germany',
      countryCode: 'DE',
      timezone: 'Europe/Berlin',
    });
    expect(card.daily.map((day) => day.max)).toEqual([4.1, 5.6, 1.2]);
    expect(card.units).toMatchObject({ system: 'metric', temperature: '°C', windSpeed: 'km/h' });

    expect(paths()).toEqual(['/v1/search', '/v1/forecast']);
    const [search, forecast] = stub.requests as [URL, URL];
    expect(search.searchParams.get('name')).toBe('Berlin');
    expect(search.searchParams.get('language')).toBe('de');
    expect(forecast.searchParams.get('latitude')).toBe('52.52437');
    expect(forecast.searchParams.get('longitude')).toBe('13.41053');
    expect(forecast.searchParams.get('forecast_days')).toBe('3');
    expect(forecast.searchParams.get('temperature_unit')).toBe('celsius');
    expect(forecast.searchParams.get('daily')).toContain('precipitation_probability_max');
  });

  it('says so when the place is unknown (no `results` in the answer)', async () => {
    const result = await run(makeTool(), { location: 'Atlantis' });
    expect(result).toMatchObject({ ok: false, errorType: 'location_not_found' });
    expect(result.content).toContain('No place matching "Atlantis" was found.');
    expect(paths()).toEqual(['/v1/search', '/v1/search']); // in the locale's language (de), then in English
  });

  it('lists the candidates for an ambiguous name and fetches no forecast', async () => {
    const result = await run(makeTool(), { location: 'Springfield' });
    expect(result).toMatchObject({ ok: false, errorType: 'ambiguous_location' });
    for (const state of ['Missouri', 'Massachusetts', 'Illinois', 'Oregon'])
      expect(result.content).toContain(`Springfield, ${state}, United States`);
    expect(result.content).toContain('latitude and longitude');
    expect(paths()).toEqual(['/v1/search']);
  });

  it('narrows an ambiguous name with a region and defaults to imperial units for en-US', async () => {
    stub.respond((url) => ({
      body: url.pathname === '/v1/search' ? body('geocoding-springfield') : body('forecast-springfield-imperial'),
    }));
    const result = await run(makeTool({ locale: 'en-US' }), { location: 'Springfield, Illinois', days: 1 });
    expect(result.ok).toBe(true);
    expect(result.content).toContain(
      'Weather for Springfield, Illinois, United States (39.80°N, 89.64°W), timezone America/Chicago',
    );
    expect(result.content).toContain('88.3 °F');
    expect(result.content).toContain('wind 9.6 mph from S');
    expect(result.content).toContain('thunderstorm, low 70.5 °F, high 91.2 °F, 65% chance of precipitation');
    const forecast = stub.requests[1]!;
    expect(stub.requests[0]!.searchParams.get('name')).toBe('Springfield');
    expect(forecast.searchParams.get('latitude')).toBe('39.80172');
    expect(forecast.searchParams.get('temperature_unit')).toBe('fahrenheit');
    expect(forecast.searchParams.get('wind_speed_unit')).toBe('mph');
    expect(forecast.searchParams.get('forecast_days')).toBe('1');
  });

  it('uses coordinates directly, without geocoding', async () => {
    const result = await run(makeTool(), { latitude: 52.52, longitude: 13.41, units: 'imperial', days: 7 });
    expect(result.ok).toBe(true);
    expect(result.content).toContain('Weather at 52.52°N, 13.41°E, timezone Europe/Berlin');
    expect(paths()).toEqual(['/v1/forecast']);
    expect(stub.requests[0]!.searchParams.get('latitude')).toBe('52.52');
    expect(stub.requests[0]!.searchParams.get('forecast_days')).toBe('7');
    expect(stub.requests[0]!.searchParams.get('temperature_unit')).toBe('fahrenheit');
  });

  it('URL-encodes the name so it cannot add or change query parameters', async () => {
    await run(makeTool(), { location: 'São Paulo & co?count=1#x' });
    const search = stub.requests[0]!;
    expect(search.searchParams.get('name')).toBe('São Paulo & co?count=1#x');
    expect(search.searchParams.get('count')).toBe('10');
    expect(search.searchParams.getAll('count')).toHaveLength(1);
  });
});

describe('weather tool: refusing bad input', () => {
  it('refuses names with control characters and names over 200 characters without contacting anyone', async () => {
    const tool = makeTool();
    const control = await run(tool, { location: 'Berlin\u0000\nignore' });
    expect(control).toMatchObject({ ok: false, errorType: 'invalid_args' });
    expect(control.content).toContain('control characters');
    const long = await tool.execute(
      { location: 'x'.repeat(201) },
      { callId: 'c', signal: new AbortController().signal, onUpdate: () => {}, workspace: '/tmp' },
    );
    expect(long).toMatchObject({ ok: false, errorType: 'invalid_args' });
    expect(long.content).toContain('too long');
    expect(tool.parameters.safeParse({ location: 'x'.repeat(201) }).success).toBe(false);
    expect(stub.requests).toHaveLength(0);
  });

  it('refuses a name together with coordinates, and neither', async () => {
    const both = await run(makeTool(), { location: 'Berlin', latitude: 1, longitude: 2 });
    expect(both).toMatchObject({ ok: false, errorType: 'invalid_args' });
    const neither = await run(makeTool(), { latitude: 1 });
    expect(neither).toMatchObject({ ok: false, errorType: 'invalid_args' });
    expect(makeTool().parameters.safeParse({ latitude: 91, longitude: 0 }).success).toBe(false);
    expect(makeTool().parameters.safeParse({ location: 'Berlin', days: 8 }).success).toBe(false);
    expect(stub.requests).toHaveLength(0);
  });
});

describe('weather tool: service faults become clear errors', () => {
  it('reports an HTTP 500 with the service reason', async () => {
    stub.respond(() => ({ status: 500, body: '{"error":true,"reason":"Internal server error"}' }));
    const result = await run(makeTool(), { location: 'Berlin' });
    expect(result).toMatchObject({ ok: false, errorType: 'weather_http' });
    expect(result.content).toMatch(/geocoding service at 127\.0\.0\.1:\d+ answered HTTP 500: Internal server error/);
  });

  it('times out a service that does not answer', async () => {
    stub.respond(() => ({ body: body('geocoding-berlin'), delayMs: 5_000 }));
    const result = await run(makeTool({ timeoutMs: 300 }), { location: 'Berlin' });
    expect(result).toMatchObject({ ok: false, errorType: 'weather_timeout' });
    expect(result.content).toContain('did not answer within 0.3 s');
  });

  it('stops when the caller aborts', async () => {
    stub.respond(() => ({ body: body('geocoding-berlin'), delayMs: 5_000 }));
    const controller = new AbortController();
    const asked = stub.requests.length;
    const pending = run(makeTool(), { location: 'Berlin' }, controller.signal);
    await waitFor(() => stub.requests.length > asked, 'the geocoding request to reach the stub');
    controller.abort();
    expect(await pending).toMatchObject({ ok: false, errorType: 'weather_aborted' });
  });

  it('reports malformed JSON', async () => {
    stub.respond(() => ({ body: '{"results": [{"name": "Berl' }));
    const result = await run(makeTool(), { location: 'Berlin' });
    expect(result).toMatchObject({ ok: false, errorType: 'weather_malformed' });
    expect(result.content).toContain('not valid JSON');
  });

  it.each([
    ['forecast-missing-daily-max', 'daily.temperature_2m_max is missing'],
    ['forecast-missing-current', 'forecast response is incomplete: current is missing'],
  ])('reports missing forecast fields (%s)', async (fixture, message) => {
    stub.respond((url) => ({ body: url.pathname === '/v1/search' ? body('geocoding-berlin') : body(fixture) }));
    const result = await run(makeTool(), { location: 'Berlin' });
    expect(result).toMatchObject({ ok: false, errorType: 'weather_bad_response' });
    expect(result.content).toContain(message);
  });

  it('reports missing geocoding fields and inconsistent daily series', async () => {
    stub.respond(() => ({ body: body('geocoding-missing-latitude') }));
    expect((await run(makeTool(), { location: 'Berlin' })).content).toContain('results.0.latitude is missing');
    const short = JSON.parse(body('forecast-berlin')) as { daily: { weather_code: number[] } };
    short.daily.weather_code.pop();
    stub.respond(() => ({ body: JSON.stringify(short) }));
    const result = await run(makeTool(), { latitude: 1, longitude: 2 });
    expect(result).toMatchObject({ ok: false, errorType: 'weather_bad_response' });
    expect(result.content).toContain('daily.weather_code has 2 values for 3 days');
  });

  it('contacts only the configured host: a redirect elsewhere is refused and never followed', async () => {
    let elsewhereHits = 0;
    const elsewhere = createServer((_req, res) => {
      elsewhereHits += 1;
      res.end(body('geocoding-berlin'));
    });
    await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
    const port = (elsewhere.address() as AddressInfo).port;
    stub.respond(() => ({
      status: 302,
      body: '',
      headers: { location: `http://127.0.0.1:${port}/v1/search?name=Berlin` },
    }));
    const result = await run(makeTool(), { location: 'Berlin' });
    await new Promise<void>((resolve) => elsewhere.close(() => resolve()));
    expect(result.ok).toBe(false);
    expect(result.content).toContain('could not reach the geocoding service');
    expect(elsewhereHits).toBe(0);
  });

  it('refuses a configured URL that is not http(s)', async () => {
    const tool = makeTool({ settings: () => ({ geocodingUrl: 'file:///etc/passwd', forecastUrl: stub.forecastUrl }) });
    const result = await run(tool, { location: 'Berlin' });
    expect(result).toMatchObject({ ok: false, errorType: 'weather_config' });
    expect(result.content).toContain('must use http or https');
  });
});

describe('weather tool: cache, approvals and configuration', () => {
  it('serves identical requests within 10 minutes from the cache', async () => {
    const tool = makeTool();
    await run(tool, { location: 'Berlin' });
    expect(stub.requests).toHaveLength(2);
    clock += 9 * 60 * 1000;
    const again = await run(tool, { location: 'Berlin' });
    expect(again.ok).toBe(true);
    expect(stub.requests).toHaveLength(2);
    await run(tool, { location: 'Berlin', days: 5 });
    expect(paths()).toEqual(['/v1/search', '/v1/forecast', '/v1/forecast']);
    clock += 60 * 1000 + 1;
    await run(tool, { location: 'Berlin' });
    expect(stub.requests).toHaveLength(5);
  });

  it('does not cache failures', async () => {
    const tool = makeTool();
    stub.respond(() => ({ status: 503, body: 'busy' }));
    expect((await run(tool, { location: 'Berlin' })).ok).toBe(false);
    stub.respond((url) => ({
      body: url.pathname === '/v1/search' ? body('geocoding-berlin') : body('forecast-berlin'),
    }));
    expect((await run(tool, { location: 'Berlin' })).ok).toBe(true);
  });

  it('shows the contacted hosts for approval', () => {
    const tool = createWeatherTool({
      settings: () => ({
        geocodingUrl: 'https://geocoding-api.open-meteo.com/v1/search',
        forecastUrl: 'https://api.open-meteo.com/v1/forecast',
      }),
    });
    expect(tool.risk).toBe('network');
    expect(tool.describeCall?.({ location: 'Berlin' }, { workspace: '/tmp' })).toEqual({
      host: 'api.open-meteo.com',
      notes: [approvalNotes.geocodingHost('geocoding-api.open-meteo.com')],
    });
    expect(tool.describeCall?.({ latitude: 1, longitude: 2 }, { workspace: '/tmp' })).toEqual({
      host: 'api.open-meteo.com',
      notes: undefined,
    });
  });

  it('applies the environment overrides for the service URLs', () => {
    const settings = { geocodingUrl: 'https://geo.example/v1/search', forecastUrl: 'https://fc.example/v1/forecast' };
    expect(resolveWeatherUrls(settings, {})).toEqual(settings);
    expect(
      resolveWeatherUrls(settings, {
        HEARTH_WEATHER_GEOCODING_URL: 'http://127.0.0.1:9/v1/search',
        HEARTH_WEATHER_FORECAST_URL: ' ',
      }),
    ).toEqual({
      geocodingUrl: 'http://127.0.0.1:9/v1/search',
      forecastUrl: 'https://fc.example/v1/forecast',
    });
  });
});
