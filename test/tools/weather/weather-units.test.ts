// Default unit systems by locale, and the WMO code and compass wording used in weather reports.
import { describe, expect, it } from 'vitest';
import { compassDirection, describeWeatherCode } from '../../../tools/weather/weather-codes';
import { defaultUnitsForLocale } from '../../../tools/weather/weather-units';

describe('defaultUnitsForLocale', () => {
  it.each([
    ['en-US', 'imperial'],
    ['es-US', 'imperial'],
    ['en-LR', 'imperial'],
    ['my-MM', 'imperial'],
    ['en-GB', 'metric'],
    ['de-DE', 'metric'],
    ['en', 'metric'],
    ['not a locale!', 'metric'],
    [undefined, 'metric'],
  ])('%s → %s', (locale, expected) => {
    expect(defaultUnitsForLocale(locale)).toBe(expected);
  });
});

describe('weather wording', () => {
  it('describes WMO codes and says when a code is unknown', () => {
    expect(describeWeatherCode(0)).toBe('clear sky');
    expect(describeWeatherCode(65)).toBe('heavy rain');
    expect(describeWeatherCode(99)).toBe('thunderstorm with heavy hail');
    expect(describeWeatherCode(42)).toBe('unknown conditions (WMO code 42)');
    expect(describeWeatherCode(null)).toBe('conditions not reported');
  });

  it('names compass directions', () => {
    expect([0, 90, 180, 247, 359, -90, 720].map(compassDirection)).toEqual(['N', 'E', 'S', 'WSW', 'N', 'W', 'N']);
  });
});
