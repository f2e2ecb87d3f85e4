/**
 * An OpenStreetMap restaurant's tags as a place: the amenity=restaurant objects of an extract,
 * the Overpass provider's answers and the bundled sample are all read here.
 */
import type { PlaceFacts } from './place-facts.ts';
import { parseOsmOpeningHours } from './osm-opening-hours.ts';
import { hoursByWeekday } from '../engine/weekday-hours.ts';

export type OsmTags = Record<string, string>;
export type PlaceOrigin = Pick<
  PlaceFacts,
  'source' | 'source_id' | 'source_url' | 'latitude' | 'longitude'
>;

/** Tags that state a feature, and the feature's words. */
const FEATURE_TAGS: [tag: string, values: string[], feature: string][] = [
  ['diet:vegan', ['only'], 'vegan'],
  ['diet:vegan', ['yes'], 'vegan options'],
  ['diet:vegetarian', ['only'], 'vegetarian'],
  ['diet:vegetarian', ['yes'], 'vegetarian options'],
  ['diet:gluten_free', ['yes', 'only'], 'gluten-free options'],
  ['diet:halal', ['yes', 'only'], 'halal'],
  ['diet:kosher', ['yes', 'only'], 'kosher'],
  ['outdoor_seating', ['yes'], 'outdoor seating'],
  ['wheelchair', ['yes'], 'wheelchair accessible'],
  ['reservation', ['yes', 'required', 'recommended'], 'reservations'],
  ['takeaway', ['yes', 'only'], 'takeaway'],
  ['delivery', ['yes'], 'delivery'],
  ['internet_access', ['wlan', 'yes'], 'wifi'],
];

export function featuresOf(tags: OsmTags): string[] {
  return FEATURE_TAGS.filter(([tag, values]) => values.includes(tags[tag] ?? '')).map(
    ([, , feature]) => feature,
  );
}

/** start_date as a founding year only when it starts with one ('1998', '1998-05'); '~1998' states none. */
export function foundedYearOf(startDate: string | undefined): number | null {
  const match = /^(\d{4})(?:-\d{2}){0,2}$/.exec(startDate?.trim() ?? '');
  return match ? Number(match[1]) : null;
}

/** 'italian;pizza' → 'italian, pizza'; 'steak_house' → 'steak house'. */
const cuisineOf = (value: string | undefined) =>
  (value ?? '')
    .split(';')
    .map((cuisine) => cuisine.trim().replaceAll('_', ' '))
    .filter(Boolean)
    .join(', ');

/** The place a restaurant's tags state; null for an object that is not a named restaurant. */
export function placeFromOsmTags(tags: OsmTags, origin: PlaceOrigin): PlaceFacts | null {
  const tag = (...keys: string[]) => keys.map((key) => tags[key]?.trim()).find(Boolean) ?? '';
  const name = tag('name');
  if (!name || tags.amenity !== 'restaurant') return null;
  const opening_hours = parseOsmOpeningHours(tag('opening_hours')) ?? {};
  return {
    ...origin,
    name,
    description: tag('description'),
    cuisine: cuisineOf(tags.cuisine),
    address: [tag('addr:housenumber'), tag('addr:street')].filter(Boolean).join(' '),
    neighborhood: tag('addr:suburb', 'addr:neighbourhood', 'addr:quarter'),
    city: tag('addr:city'),
    state: tag('addr:state'),
    zip_code: tag('addr:postcode'),
    phone: tag('phone', 'contact:phone'),
    email: tag('email', 'contact:email'),
    website: tag('website', 'contact:website'),
    opening_hours,
    hours: hoursByWeekday(opening_hours),
    features: featuresOf(tags),
    founded_year: foundedYearOf(tags.start_date),
  };
}
