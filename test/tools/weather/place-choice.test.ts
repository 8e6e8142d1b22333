// Choosing the place a name means among geocoding results: qualifiers, dominance by population, ambiguity.
import { describe, expect, it } from 'vitest';
import type { GeocodedPlace } from '../../../tools/weather/open-meteo-schemas';
import { choosePlace, splitPlaceQuery } from '../../../tools/weather/place-choice';

const place = (
  name: string,
  admin1: string,
  country: string,
  country_code: string,
  population?: number,
): GeocodedPlace => ({
  name,
  admin1,
  country,
  country_code,
  population,
  latitude: 1,
  longitude: 2,
});
const portlandOregon = place('Portland', 'Oregon', 'United States', 'US', 652_503);
const portlandMaine = place('Portland', 'Maine', 'United States', 'US', 66_215);
const zurich = place('Zürich', 'Zurich', 'Switzerland', 'CH', 341_730);
const zurichVillage = place('Zurich', 'Kansas', 'United States', 'US', 99);

describe('choosePlace', () => {
  it('takes a match ten times more populous than the next, and keeps the others as alternatives', () => {
    const choice = choosePlace(splitPlaceQuery('zurich'), [zurich, zurichVillage]);
    expect(choice).toEqual({ kind: 'found', place: zurich, alternatives: [zurichVillage] });
  });

  it('calls close populations ambiguous', () => {
    expect(choosePlace(splitPlaceQuery('Portland'), [portlandOregon, portlandMaine]).kind).toBe('ambiguous');
  });

  it('calls matches without population figures ambiguous', () => {
    const a = place('Lakeside', 'Ohio', 'United States', 'US');
    const b = place('Lakeside', 'Texas', 'United States', 'US');
    expect(choosePlace(splitPlaceQuery('Lakeside'), [a, b])).toEqual({ kind: 'ambiguous', candidates: [a, b] });
  });

  it('narrows by region, country or country code after a comma', () => {
    expect(choosePlace(splitPlaceQuery('Portland, Maine'), [portlandOregon, portlandMaine])).toMatchObject({
      kind: 'found',
      place: portlandMaine,
    });
    expect(choosePlace(splitPlaceQuery('Zurich, US'), [zurich, zurichVillage])).toMatchObject({
      kind: 'found',
      place: zurichVillage,
    });
    expect(choosePlace(splitPlaceQuery('Portland, oreg'), [portlandOregon, portlandMaine])).toMatchObject({
      kind: 'found',
      place: portlandOregon,
    });
    expect(choosePlace(splitPlaceQuery('Portland, France'), [portlandOregon, portlandMaine])).toEqual({
      kind: 'not_found',
      nearMisses: [portlandOregon, portlandMaine],
    });
  });

  it('prefers exact name matches over fuzzy ones and reports nothing found for no results', () => {
    const portlandia = place('Portlandia', 'Maine', 'United States', 'US', 10_000_000);
    expect(choosePlace(splitPlaceQuery('Portland, Maine'), [portlandia, portlandMaine])).toMatchObject({
      kind: 'found',
      place: portlandMaine,
    });
    expect(choosePlace(splitPlaceQuery('Nowhere'), [])).toEqual({ kind: 'not_found', nearMisses: [] });
  });
});
