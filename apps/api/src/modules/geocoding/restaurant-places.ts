/** What the restaurants table knows: exact coordinates of listed addresses, and nearby restaurants. */
import { distanceInMiles } from '@tablefor/shared';
import { and, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { restaurants } from '../../db/schema/index.ts';
import { isPublished } from '../restaurants/listing-visibility.ts';
import { COUNTRY, type GeocodeResult, type Geocoder, type Place } from './geocoder.ts';

const MAX_NEARBY_RESTAURANTS = 20;
const COUNTRY_SUFFIX = /,\s*(usa|us|united states(?: of america)?)\s*$/i;

async function findListedAddress(db: Database, address: string): Promise<GeocodeResult | null> {
  const wanted = address.replace(COUNTRY_SUFFIX, '').replace(/\s+/g, ' ').trim().toLowerCase();
  const [row] = await db
    .select({
      id: restaurants.id,
      address: restaurants.address,
      location: restaurants.location,
      neighborhood: restaurants.neighborhood,
      latitude: restaurants.latitude,
      longitude: restaurants.longitude,
    })
    .from(restaurants)
    .where(
      and(
        isPublished(),
        sql`lower(${restaurants.address}) = ${wanted}`,
        isNotNull(restaurants.latitude),
        isNotNull(restaurants.longitude),
      ),
    )
    .limit(1);
  if (!row || row.latitude === null || row.longitude === null) return null;
  const zip = /\b(\d{5})\s*$/.exec(row.address)?.[1] ?? null;
  const [city = null, state = null] = row.location.split(',').map((part) => part.trim());
  return {
    latitude: row.latitude,
    longitude: row.longitude,
    formatted_address: `${row.address}, ${COUNTRY}`,
    place_id: `tablefor:restaurant-address:${row.id}`,
    type: 'street_address',
    neighborhood: row.neighborhood || null,
    city,
    state,
    postal_code: zip,
    country: COUNTRY,
  };
}

/** Answers a listed restaurant's street address exactly; anything else goes to `inner`. */
export function withListedAddresses(db: Database, inner: Geocoder): Geocoder {
  return {
    geocode: async (address, region) =>
      (/^\d/.test(address.trim()) ? await findListedAddress(db, address) : null) ??
      inner.geocode(address, region),
    reverseGeocode: (latitude, longitude) => inner.reverseGeocode(latitude, longitude),
    nearbyPlaces: (latitude, longitude, type, radius) =>
      inner.nearbyPlaces(latitude, longitude, type, radius),
  };
}

/** Restaurants within `radiusMeters`, nearest first, through the GiST index on ll_to_earth. */
export async function findNearbyRestaurants(
  db: Database,
  latitude: number,
  longitude: number,
  radiusMeters: number,
): Promise<Place[]> {
  const here = sql`ll_to_earth(${latitude}::float8, ${longitude}::float8)`;
  const there = sql`ll_to_earth(${restaurants.latitude}, ${restaurants.longitude})`;
  const rows = await db
    .select({
      id: restaurants.id,
      name: restaurants.name,
      address: restaurants.address,
      latitude: restaurants.latitude,
      longitude: restaurants.longitude,
      rating: restaurants.average_rating,
      cost: restaurants.cost,
    })
    .from(restaurants)
    .where(
      and(
        isPublished(),
        isNotNull(restaurants.latitude),
        isNotNull(restaurants.longitude),
        sql`earth_box(${here}, ${radiusMeters}::float8) @> ${there}`,
        sql`earth_distance(${here}, ${there}) <= ${radiusMeters}::float8`,
      ),
    )
    .orderBy(sql`earth_distance(${here}, ${there})`, restaurants.id)
    .limit(MAX_NEARBY_RESTAURANTS);
  return rows.map((row) => {
    const at = { latitude: row.latitude ?? 0, longitude: row.longitude ?? 0 };
    return {
      place_id: `tablefor:restaurant:${row.id}`,
      restaurant_id: row.id,
      name: row.name,
      types: ['restaurant', 'food', 'point_of_interest'],
      ...at,
      vicinity: row.address,
      distance: distanceInMiles(at, { latitude, longitude }),
      rating: Math.round(row.rating * 10) / 10,
      price_level: row.cost,
    };
  });
}
