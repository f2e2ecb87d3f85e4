/**
 * The catalogue's restaurants that no owner has claimed, read through the API
 * (GET /api/directory/unclaimed). Each is a listed restaurant: its result links to its public
 * page and carries its id, and its rating is the catalogue's own reviews when it has any.
 */
import { parseHoursText } from '@tablefor/page-reader';
import { directoryResponseSchema, type DirectoryPlace } from '@tablefor/shared';
import { candidateOf, priceRangeOf } from '../engine/candidate.ts';
import { significantWords } from '../engine/query-words.ts';
import type { Candidate, ProviderQuery } from '../engine/types.ts';
import { fetchJson } from './fetch-json.ts';

export type CatalogueDirectory = {
  search: (query: ProviderQuery, signal: AbortSignal) => Promise<Candidate[]>;
};

function candidateOfListing(place: DirectoryPlace, siteUrl: string): Candidate {
  const reviewed = place.review_count > 0;
  const opening_hours = Object.keys(place.opening_hours).length
    ? place.opening_hours
    : (parseHoursText(place.operation_hours) ?? {});
  return candidateOf({
    name: place.name,
    description: place.description,
    cuisine_type: place.cuisines,
    price_range: priceRangeOf(place.cost),
    location: {
      address: place.address,
      neighborhood: place.neighborhood,
      latitude: place.latitude,
      longitude: place.longitude,
    },
    contact: { phone: place.phone, website: place.website },
    opening_hours,
    rating: reviewed ? place.average_rating : null,
    reviews_count: reviewed ? place.review_count : null,
    listed_restaurant_id: place.id,
    source_urls: [`${siteUrl}/restaurants/${place.id}`],
    source_names: { [`${siteUrl}/restaurants/${place.id}`]: place.name },
  });
}

export function createCatalogueDirectory({
  apiUrl,
  siteUrl = apiUrl,
  timeoutMs,
}: {
  apiUrl: string;
  /** Where people read the catalogue's restaurant pages (the source a result names). */
  siteUrl?: string;
  timeoutMs: number;
}): CatalogueDirectory {
  const base = apiUrl.replace(/\/+$/, '');
  const site = siteUrl.replace(/\/+$/, '');
  return {
    async search(query, signal) {
      const url = new URL(`${base}/api/directory/unclaimed`);
      url.searchParams.set('q', significantWords(query.text, query.location).join(' '));
      url.searchParams.set('location', query.location);
      url.searchParams.set('limit', String(query.limit));
      const answer = await fetchJson(url.href, directoryResponseSchema, { timeoutMs, signal });
      return answer.places.map((place) => candidateOfListing(place, site));
    },
  };
}
