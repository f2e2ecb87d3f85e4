/** A place as an import or the Overpass provider reads it, before it is stored or listed. */
import { companySizes, type CompanySize } from '@tablefor/shared';
import { candidateOf } from '../engine/candidate.ts';
import type { Candidate } from '../engine/types.ts';
import type { NewPlace, PlaceRow } from '../db/places.ts';

export type PlaceFacts = Omit<NewPlace, 'id' | 'imported_at' | 'search_text'>;

const sizeOf = (value: string | null | undefined): CompanySize | null =>
  companySizes.find((size) => size === value) ?? null;

/** A stored or parsed place as a search candidate; its source is its one source URL. */
export function placeToCandidate(place: PlaceFacts | PlaceRow): Candidate {
  return candidateOf({
    name: place.name,
    description: place.description ?? '',
    cuisine_type: place.cuisine ?? '',
    price_range: place.price_range ?? '',
    location: {
      address: place.address ?? '',
      neighborhood: place.neighborhood ?? '',
      city: place.city ?? '',
      state: place.state ?? '',
      zip_code: place.zip_code ?? '',
      latitude: place.latitude ?? null,
      longitude: place.longitude ?? null,
    },
    contact: { phone: place.phone ?? '', email: place.email ?? '', website: place.website ?? '' },
    opening_hours: place.opening_hours ?? {},
    features: place.features ?? [],
    rating: place.rating ?? null,
    reviews_count: place.reviews_count ?? null,
    founded_year: place.founded_year ?? null,
    size: sizeOf(place.size),
    source_urls: [place.source_url],
  });
}
