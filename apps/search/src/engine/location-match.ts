/**
 * Whether a place is where the location filter asks: the filter's most specific part (before
 * the first comma: 'Santa Monica' of 'Santa Monica, CA') must appear, as whole words, in what
 * the place states of its address, neighbourhood, city, state and zip code.
 */
import type { Candidate } from './types.ts';

/** Lower-case words of letters and digits, accents kept (the database compares them as written). */
const locationWordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** What a location filter looks for ('Santa Monica, CA' → 'santa monica'); '' for anywhere. */
export const locationTerm = (location: string) =>
  locationWordsOf(location.split(',')[0] ?? '').join(' ');

/** What a place states of where it is, as words; '' when it states nothing. */
export function statedLocationOf({ location }: Candidate): string {
  const { address, neighborhood, city, state, zip_code } = location;
  return locationWordsOf([address, neighborhood, city, state, zip_code].join(' ')).join(' ');
}

/** true or false, or null when the place states no location to check. */
export function matchesLocation(candidate: Candidate, location: string): boolean | null {
  const term = locationTerm(location);
  if (!term) return true;
  const stated = statedLocationOf(candidate);
  if (!stated) return null;
  return ` ${stated} `.includes(` ${term} `);
}
