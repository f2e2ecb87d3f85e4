/**
 * The built-in geocoder, offline: the seeded Los Angeles neighborhoods with their streets, and
 * major US cities. Street addresses resolve to their neighborhood's centre.
 */
import { distanceInMiles, haversineMiles } from '@tablefor/shared';
import { LA_NEIGHBORHOODS, type Neighborhood, type Street } from './la-neighborhoods.ts';
import {
  containsWords,
  normalizeText,
  parseAddress,
  squash,
  startsWithWords,
  streetSpellings,
  withoutDirection,
  type ParsedAddress,
} from './address-text.ts';
import { COUNTRY, type GeocodeResult, type Geocoder, type Place } from './geocoder.ts';
import { US_CITIES } from './us-cities.ts';

const KM_PER_MILE = 1.609344;
/** Reverse geocoding names a neighborhood this close, else a city this close, else nothing. */
const NEIGHBORHOOD_REACH_KM = 5;
const CITY_REACH_KM = 60;
const MAX_NEARBY_PLACES = 20;

type PlaceEntry = {
  kind: 'neighborhood' | 'city';
  name: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
  zip: string | null;
  /** The neighborhood an answer names: the place itself, or a city's customary one. */
  neighborhood: string | null;
  placeId: string;
};

type StreetEntry = { hood: Neighborhood; street: Street; spellings: string[] };

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const neighborhoodEntry = (hood: Neighborhood): PlaceEntry => ({
  kind: 'neighborhood',
  name: hood.name,
  latitude: hood.latitude,
  longitude: hood.longitude,
  city: hood.city,
  state: 'CA',
  zip: hood.zip,
  neighborhood: hood.name,
  placeId: `tablefor:neighborhood:${slug(hood.name)}`,
});

const NEIGHBORHOODS = LA_NEIGHBORHOODS.map(neighborhoodEntry);
const CITIES: PlaceEntry[] = US_CITIES.map((city) => ({
  kind: 'city',
  name: city.name,
  latitude: city.latitude,
  longitude: city.longitude,
  city: city.name,
  state: city.state,
  zip: null,
  neighborhood: city.neighborhood ?? null,
  placeId: `tablefor:city:${slug(city.name)}-${city.state.toLowerCase()}`,
}));

/** Names (normalized and squashed) to places; neighborhoods first, being the more precise. */
const byName = new Map<string, PlaceEntry[]>();
function index(name: string, entry: PlaceEntry) {
  for (const key of new Set([normalizeText(name), squash(normalizeText(name))])) {
    const entries = byName.get(key) ?? [];
    if (!entries.includes(entry)) byName.set(key, [...entries, entry]);
  }
}
NEIGHBORHOODS.forEach((entry) => index(entry.name, entry));
CITIES.forEach((entry, i) => {
  index(entry.name, entry);
  US_CITIES[i]?.aliases.forEach((alias) => index(alias, entry));
});
/** Names long enough to look for inside free text without false hits ('la' in 'la brea'). */
const searchableNames = [...byName.keys()].filter((key) => key.length >= 4 && key.includes(' '));
const singleWordNames = [...byName.keys()].filter((key) => key.length >= 4 && !key.includes(' '));

const STREETS: StreetEntry[] = LA_NEIGHBORHOODS.flatMap((hood) =>
  hood.streets.map((street) => ({ hood, street, spellings: streetSpellings(street.name) })),
);

function lookupName(text: string, state: string | undefined): PlaceEntry | undefined {
  const entries = byName.get(text) ?? byName.get(squash(text)) ?? [];
  return entries.find((entry) => !state || entry.state === state);
}

function placeResult(
  entry: PlaceEntry,
  type = entry.kind === 'city' ? 'locality' : 'neighborhood',
) {
  const formatted =
    entry.kind === 'city'
      ? `${entry.name}, ${entry.state}, ${COUNTRY}`
      : `${entry.name === entry.city ? '' : `${entry.name}, `}${entry.city}, CA ${entry.zip}, ${COUNTRY}`;
  return {
    latitude: entry.latitude,
    longitude: entry.longitude,
    formatted_address: formatted,
    place_id: entry.placeId,
    type,
    neighborhood: entry.neighborhood,
    city: entry.city,
    state: entry.state,
    postal_code: entry.zip,
    country: COUNTRY,
  } satisfies GeocodeResult;
}

function scoreStreet(candidate: StreetEntry, spelling: string, parsed: ParsedAddress): number {
  const n = parsed.houseNumber ?? 0;
  const { hood, street } = candidate;
  const rest = [parsed.streetText?.slice(spelling.length) ?? '', ...parsed.parts.slice(1)].join(
    ' ',
  );
  const gap = n < street.from ? street.from - n : n > street.to ? n - street.to : 0;
  let score = spelling.length - Math.min(60, gap / 50);
  if (gap === 0) score += 100;
  if (containsWords(rest, normalizeText(hood.name))) score += 50;
  if (containsWords(rest, normalizeText(hood.city))) score += 20;
  if (parsed.zip === hood.zip) score += 40;
  return score;
}

function matchStreet(parsed: ParsedAddress): GeocodeResult | null {
  const text = parsed.streetText;
  if (parsed.houseNumber === undefined || !text) return null;
  // '500 Broadway, New York' is not S Broadway in Los Angeles.
  if (parsed.state && parsed.state !== 'CA') return null;
  const elsewhere = parsed.parts.slice(1).some((part) => {
    const place = lookupName(part, undefined);
    return place !== undefined && place.state !== 'CA';
  });
  if (elsewhere) return null;

  const texts = [text, withoutDirection(text)];
  let best: { candidate: StreetEntry; score: number } | undefined;
  for (const candidate of STREETS) {
    const match = candidate.spellings
      .flatMap((spelling) =>
        texts.filter((t) => startsWithWords(t, spelling)).map((t) => ({ t, spelling })),
      )
      .sort((a, b) => b.spelling.length - a.spelling.length)[0];
    if (match === undefined) continue;
    const score = scoreStreet(candidate, match.spelling, { ...parsed, streetText: match.t });
    if (!best || score > best.score) best = { candidate, score };
  }
  if (!best) return null;
  const { hood, street } = best.candidate;
  return {
    ...placeResult(neighborhoodEntry(hood), 'street_address'),
    formatted_address: `${parsed.houseNumber} ${street.name}, ${hood.city}, CA ${hood.zip}, ${COUNTRY}`,
    place_id: `tablefor:street:${slug(hood.name)}:${slug(street.name)}:${parsed.houseNumber}`,
  };
}

/** Free text such as 'dinner in koreatown tonight': the longest known name inside it. */
function findNameInside(whole: string, state: string | undefined): PlaceEntry | undefined {
  const words = new Set(whole.split(' '));
  const found = [...searchableNames.filter((name) => containsWords(whole, name))]
    .concat(singleWordNames.filter((name) => words.has(name)))
    .sort((a, b) => b.length - a.length);
  for (const name of found) {
    const entry = lookupName(name, state);
    if (entry) return entry;
  }
  return undefined;
}

export function gazetteerGeocode(address: string): GeocodeResult | null {
  const parsed = parseAddress(address);
  const street = matchStreet(parsed);
  if (street) return street;
  for (const part of parsed.parts) {
    const entry = lookupName(part, parsed.state);
    if (entry) return placeResult(entry);
  }
  if (parsed.zip) {
    const hood = NEIGHBORHOODS.find((entry) => entry.zip === parsed.zip);
    if (hood) return placeResult(hood, 'postal_code');
  }
  const inside = parsed.whole ? findNameInside(parsed.whole, parsed.state) : undefined;
  return inside ? placeResult(inside) : null;
}

const kmBetween = (entry: PlaceEntry, latitude: number, longitude: number) =>
  haversineMiles(entry, { latitude, longitude }) * KM_PER_MILE;

function nearest(entries: PlaceEntry[], latitude: number, longitude: number, reachKm: number) {
  let best: { entry: PlaceEntry; km: number } | undefined;
  for (const entry of entries) {
    const km = kmBetween(entry, latitude, longitude);
    if (km <= reachKm && (!best || km < best.km)) best = { entry, km };
  }
  return best?.entry;
}

export function gazetteerReverseGeocode(latitude: number, longitude: number): GeocodeResult | null {
  const place =
    nearest(NEIGHBORHOODS, latitude, longitude, NEIGHBORHOOD_REACH_KM) ??
    nearest(CITIES, latitude, longitude, CITY_REACH_KM);
  return place ? placeResult(place) : null;
}

export function gazetteerNearbyPlaces(
  latitude: number,
  longitude: number,
  type: string,
  radiusMeters: number,
): Place[] {
  const pool =
    type === 'neighborhood'
      ? NEIGHBORHOODS
      : type === 'locality' || type === 'city'
        ? CITIES
        : [...NEIGHBORHOODS, ...CITIES];
  return pool
    .map((entry) => ({ entry, km: kmBetween(entry, latitude, longitude) }))
    .filter(({ km }) => km * 1000 <= radiusMeters)
    .sort((a, b) => a.km - b.km)
    .slice(0, MAX_NEARBY_PLACES)
    .map(({ entry }) => ({
      place_id: entry.placeId,
      name: entry.name,
      types: [entry.kind === 'city' ? 'locality' : 'neighborhood', 'political'],
      latitude: entry.latitude,
      longitude: entry.longitude,
      vicinity: entry.kind === 'city' ? `${entry.state}, ${COUNTRY}` : `${entry.city}, CA`,
      distance: distanceInMiles(entry, { latitude, longitude }),
    }));
}

export function createGazetteerGeocoder(): Geocoder {
  return {
    geocode: async (address) => gazetteerGeocode(address),
    reverseGeocode: async (latitude, longitude) => gazetteerReverseGeocode(latitude, longitude),
    nearbyPlaces: async (latitude, longitude, type, radius) =>
      gazetteerNearbyPlaces(latitude, longitude, type, radius),
  };
}
