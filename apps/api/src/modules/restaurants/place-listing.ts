/**
 * Where a new or moved listing is: its address (or neighborhood and cross street) geocoded by the
 * configured geocoder, so distance search finds it. A geocoder that cannot answer leaves the
 * listing without coordinates rather than failing the owner's save.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Geocoder } from '../geocoding/geocoder.ts';

type PlaceFields = { address?: string; neighborhood?: string; cross_street?: string };
export type ListingPlace = { latitude: number; longitude: number; location: string };

const REGION = 'us';

/** The queries to try, most precise first. */
function queriesFor({ address, neighborhood, cross_street }: PlaceFields): string[] {
  const queries = [
    address && neighborhood ? `${address}, ${neighborhood}` : address,
    neighborhood && cross_street ? `${cross_street}, ${neighborhood}` : undefined,
    neighborhood,
  ];
  return [...new Set(queries.filter((query): query is string => Boolean(query?.trim())))];
}

export async function placeListing(
  geocoder: Geocoder,
  fields: PlaceFields,
  log: FastifyBaseLogger,
): Promise<ListingPlace | null> {
  for (const query of queriesFor(fields)) {
    try {
      const found = await geocoder.geocode(query, REGION);
      if (!found) continue;
      const location = [found.city, found.state].filter(Boolean).join(', ');
      return { latitude: found.latitude, longitude: found.longitude, location };
    } catch (error) {
      log.warn({ err: error, query }, 'geocoder unavailable: listing saved without coordinates');
      return null;
    }
  }
  return null;
}

/** Whether an edit moves the listing (so it is placed again). */
export const movesListing = (fields: PlaceFields) =>
  fields.address !== undefined ||
  fields.neighborhood !== undefined ||
  fields.cross_street !== undefined;
