/**
 * Duplicates become one result: the first source's statements stay, the others fill what it
 * left empty, and every source is listed.
 */
import { isSamePlace } from './same-place.ts';
import type { Candidate } from './types.ts';

type SingleField =
  | 'name'
  | 'description'
  | 'cuisine_type'
  | 'price_range'
  | 'founded_year'
  | 'size'
  | 'listed_restaurant_id';

const isEmptyObject = (value: object) => Object.keys(value).length === 0;

/** Each field of `first` kept when stated, else taken from `second`. */
function fillSection<Section extends Record<string, string | number | null>>(
  first: Section,
  second: Section,
): Section {
  const filled = { ...first };
  for (const key of Object.keys(first) as (keyof Section)[]) {
    if (filled[key] === '' || filled[key] === null) filled[key] = second[key];
  }
  return filled;
}

export function mergeCandidate(first: Candidate, second: Candidate): Candidate {
  const hoursFromSecond = isEmptyObject(first.opening_hours) && isEmptyObject(first.hours);
  const ratingFromSecond = first.rating === null && second.rating !== null;
  return {
    ...fillSection<Pick<Candidate, SingleField>>(
      {
        name: first.name,
        description: first.description,
        cuisine_type: first.cuisine_type,
        price_range: first.price_range,
        founded_year: first.founded_year,
        size: first.size,
        listed_restaurant_id: first.listed_restaurant_id,
      },
      second,
    ),
    location: fillSection(first.location, second.location),
    contact: fillSection(first.contact, second.contact),
    hours: hoursFromSecond ? second.hours : first.hours,
    opening_hours: hoursFromSecond ? second.opening_hours : first.opening_hours,
    features: [...new Set([...first.features, ...second.features])],
    // A rating and its count come from one source, never mixed.
    rating: ratingFromSecond ? second.rating : first.rating,
    reviews_count: ratingFromSecond ? second.reviews_count : first.reviews_count,
    source_urls: [...new Set([...first.source_urls, ...second.source_urls])],
    ...namesOf(first, second),
  };
}

/** Both sources' names, the first's kept for a URL both name; none when neither names any. */
function namesOf(first: Candidate, second: Candidate): Pick<Candidate, 'source_names'> {
  if (!first.source_names && !second.source_names) return {};
  return { source_names: { ...second.source_names, ...first.source_names } };
}

/** The candidates with duplicates merged, in the order each place was first found. */
export function mergeCandidates(candidates: readonly Candidate[]): Candidate[] {
  const merged: Candidate[] = [];
  for (const candidate of candidates) {
    const index = merged.findIndex((existing) => isSamePlace(existing, candidate));
    const existing = merged[index];
    if (existing) merged[index] = mergeCandidate(existing, candidate);
    else merged.push(candidate);
  }
  return merged;
}
