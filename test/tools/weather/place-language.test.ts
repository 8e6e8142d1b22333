// Place names in any language: the weather tool asks the local Open-Meteo stand-in in the name's own language first,
// as the real geocoder finds "서울" only under `ko` and "北京" under `zh`; Latin names keep one request in the locale's.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AnyTool, ToolResult } from '../../../tools/tool';
import { geocodingLanguages } from '../../../tools/weather/place-language';
import { createWeatherTool } from '../../../tools/weather/weather-tool';
import type { WeatherCard } from '../../../tools/weather/weather-report';
import { body, defaultResponder, startOpenMeteoStub, type OpenMeteoStub } from './open-meteo-stub';

/** What the geocoder knows: each place under the names it has per language (as Open-Meteo's alternate names). */
const PLACES = [
  {
    names: { ko: '서울', en: 'Seoul', zh: '首尔', ja: 'ソウル' },
    latitude: 37.566,
    longitude: 126.9784,
    country_code: 'KR',
    timezone: 'Asia/Seoul',
    population: 10_349_312,
  },
  {
    names: { zh: '北京', ja: '北京', en: 'Beijing', ko: '베이징' },
    latitude: 39.9075,
    longitude: 116.39723,
    country_code: 'CN',
    timezone: 'Asia/Shanghai',
    population: 18_960_744,
  },
  {
    names: { ja: '京都', en: 'Kyoto', ko: '교토' },
    latitude: 35.02107,
    longitude: 135.75385,
    country_code: 'JP',
    timezone: 'Asia/Tokyo',
    population: 1_459_640,
  },
];

function multilingualGeocoder(url: URL) {
  if (url.pathname !== '/v1/search') return defaultResponder(url);
  const language = (url.searchParams.get('language') ?? 'en') as 'en';
  const name = url.searchParams.get('name') ?? '';
  const found = PLACES.filter((place) => place.names[language] === name);
  if (found.length === 0) return { body: body('geocoding-not-found') };
  const results = found.map(({ names, ...place }) => ({ ...place, name: names[language] }));
  return { body: JSON.stringify({ results }) };
}

let stub: OpenMeteoStub;
beforeEach(async () => {
  stub = await startOpenMeteoStub();
  stub.respond(multilingualGeocoder);
});
afterEach(async () => {
  await stub.close();
});

async function weather(location: string, locale: string): Promise<ToolResult> {
  const tool: AnyTool = createWeatherTool({
    settings: () => ({ geocodingUrl: stub.geocodingUrl, forecastUrl: stub.forecastUrl }),
    now: () => Date.UTC(2025, 0, 15, 12),
    locale,
  });
  return tool.execute(tool.parameters.parse({ location }), {
    callId: 'c1',
    signal: new AbortController().signal,
    onUpdate: () => {},
    workspace: '/tmp',
  });
}

const searched = (): string[] =>
  stub.requests
    .filter((url) => url.pathname === '/v1/search')
    .map((url) => `${url.searchParams.get('name')}@${url.searchParams.get('language')}`);

describe('weather tool: place names in any language', () => {
  it.each([
    ['서울', 'en-US', 'KR', ['서울@ko']],
    ['北京', 'en-US', 'CN', ['北京@zh']],
    ['京都', 'de-DE', 'JP', ['京都@zh', '京都@ja']],
    ['Seoul', 'ko-KR', 'KR', ['Seoul@ko', 'Seoul@en']],
    ['Beijing', 'en-GB', 'CN', ['Beijing@en']],
  ])('%s (locale %s) is found in %s, asking %j', async (location, locale, country, requests) => {
    const result = await weather(location, locale);
    expect(result.ok, result.content).toBe(true);
    expect((result.details as WeatherCard).place).toMatchObject({ name: location, countryCode: country });
    expect(searched()).toEqual(requests);
  });

  it('an unknown name is asked in each language once, then reported as not found', async () => {
    const result = await weather('없는곳', 'fr-FR');
    expect(result.ok).toBe(false);
    expect(result.errorType).toBe('location_not_found');
    expect(searched()).toEqual(['없는곳@ko', '없는곳@fr', '없는곳@en']);
  });

  it('orders the languages by the name’s script, then the locale, then English', () => {
    expect(geocodingLanguages('서울', 'en')).toEqual(['ko', 'en']);
    expect(geocodingLanguages('東京', 'ja')).toEqual(['zh', 'ja', 'en']);
    expect(geocodingLanguages('おおさか', undefined)).toEqual(['ja', 'en']);
    expect(geocodingLanguages('Zürich', 'de')).toEqual(['de', 'en']);
    expect(geocodingLanguages('Zürich', undefined)).toEqual(['en']);
  });
});
