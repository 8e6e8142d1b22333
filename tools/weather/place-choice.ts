// Picks the place a name means from Open-Meteo geocoding results: "Name, region, country" qualifiers narrow
// the list; a clearly dominant match wins; otherwise the name is ambiguous and the candidates are listed.
import type { GeocodedPlace } from './open-meteo-schemas';

export type PlaceChoice =
  | { kind: 'found'; place: GeocodedPlace; alternatives: GeocodedPlace[] }
  | { kind: 'ambiguous'; candidates: GeocodedPlace[] }
  | { kind: 'not_found'; nearMisses: GeocodedPlace[] };

/** A match this many times more populous than the next one is taken to be the place meant. */
const dominanceFactor = 10;

export interface PlaceQuery {
  /** The name sent to the geocoder (before the first comma). */
  name: string;
  /** Lower-cased qualifiers after the first comma, e.g. ["illinois", "us"]. */
  qualifiers: string[];
}

export function splitPlaceQuery(location: string): PlaceQuery {
  const [name = '', ...rest] = location.split(',').map((part) => part.trim());
  return { name, qualifiers: rest.filter((part) => part.length > 0).map(fold) };
}

export function choosePlace(query: PlaceQuery, results: GeocodedPlace[]): PlaceChoice {
  const qualified = results.filter((place) =>
    query.qualifiers.every((qualifier) => matchesQualifier(place, qualifier)),
  );
  if (qualified.length === 0) return { kind: 'not_found', nearMisses: results };
  const exact = qualified.filter((place) => fold(place.name) === fold(query.name));
  const pool = exact.length > 0 ? exact : qualified;
  const [first, second] = pool;
  if (!first) return { kind: 'not_found', nearMisses: results };
  if (!second) return { kind: 'found', place: first, alternatives: [] };
  const byPopulation = [...pool].sort((a, b) => (b.population ?? 0) - (a.population ?? 0));
  const [top, next] = byPopulation as [GeocodedPlace, GeocodedPlace];
  const topPopulation = top.population ?? 0;
  if (topPopulation > 0 && topPopulation >= dominanceFactor * (next.population ?? 0)) {
    return { kind: 'found', place: top, alternatives: byPopulation.slice(1) };
  }
  return { kind: 'ambiguous', candidates: pool };
}

/** "Springfield, Illinois, United States (39.80, -89.64)" */
export function describePlace(place: GeocodedPlace): string {
  const parts = [place.name, place.admin1, place.country ?? place.country_code].filter(
    (part, index, all): part is string => Boolean(part) && all.indexOf(part) === index,
  );
  return `${parts.join(', ')} (${place.latitude.toFixed(2)}, ${place.longitude.toFixed(2)})`;
}

function matchesQualifier(place: GeocodedPlace, qualifier: string): boolean {
  const fields = [place.admin1, place.admin2, place.country, place.country_code]
    .filter((field): field is string => Boolean(field))
    .map(fold);
  return fields.some(
    (field) =>
      field === qualifier ||
      field.startsWith(`${qualifier} `) ||
      (qualifier.length >= 3 && field.startsWith(qualifier)),
  );
}

/** Case- and accent-insensitive form for comparing names ("Zürich" = "zurich"). */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}
