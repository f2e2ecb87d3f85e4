/**
 * The fixed lists a listing's descriptive fields are chosen from: dining styles, dress codes and
 * the cuisines of the product's catalogue. Each term has a code, which names its text in every
 * language's catalogue (`listing.diningStyles.casualDining`), and the value listings store and
 * search filters by ('Casual Dining'), kept as stored so existing listings and links still match.
 * A stored value outside the list (an owner's own words) has no code and is shown as written.
 */

type Term = {
  readonly code: string;
  readonly stored: string;
  readonly alsoStored?: readonly string[];
};

export const DINING_STYLES = [
  { code: 'casualDining', stored: 'Casual Dining' },
  { code: 'casualElegant', stored: 'Casual Elegant' },
  { code: 'fineDining', stored: 'Fine Dining' },
  { code: 'homeStyle', stored: 'Home Style' },
] as const satisfies readonly Term[];
export type DiningStyleCode = (typeof DINING_STYLES)[number]['code'];

/** The catalogue's own listings were written with the longer names ('Casual Dress'). */
export const DRESS_CODES = [
  { code: 'casual', stored: 'Casual', alsoStored: ['Casual Dress'] },
  { code: 'smartCasual', stored: 'Smart Casual' },
  { code: 'businessCasual', stored: 'Business Casual' },
  { code: 'formal', stored: 'Formal', alsoStored: ['Formal Attire'] },
] as const satisfies readonly Term[];
export type DressCodeCode = (typeof DRESS_CODES)[number]['code'];

export const CUISINES = [
  { code: 'american', stored: 'American' },
  { code: 'bbq', stored: 'BBQ' },
  { code: 'californian', stored: 'Californian' },
  { code: 'chinese', stored: 'Chinese' },
  { code: 'ethiopian', stored: 'Ethiopian' },
  { code: 'french', stored: 'French' },
  { code: 'greek', stored: 'Greek' },
  { code: 'indian', stored: 'Indian' },
  { code: 'italian', stored: 'Italian' },
  { code: 'japanese', stored: 'Japanese' },
  { code: 'korean', stored: 'Korean' },
  { code: 'mediterranean', stored: 'Mediterranean' },
  { code: 'mexican', stored: 'Mexican' },
  { code: 'peruvian', stored: 'Peruvian' },
  { code: 'seafood', stored: 'Seafood' },
  { code: 'spanish', stored: 'Spanish' },
  { code: 'steakhouse', stored: 'Steakhouse' },
  { code: 'thai', stored: 'Thai' },
  { code: 'vegan', stored: 'Vegan' },
  { code: 'vietnamese', stored: 'Vietnamese' },
] as const satisfies readonly Term[];
export type CuisineCode = (typeof CUISINES)[number]['code'];

const normalised = (value: string) => value.trim().toLowerCase();

/** The code of a stored value in a list (compared as search compares it, ignoring case), or null. */
export function termCode<List extends readonly Term[]>(
  list: List,
  stored: string,
): List[number]['code'] | null {
  const wanted = normalised(stored);
  if (!wanted) return null;
  const term = list.find(
    (entry) =>
      normalised(entry.stored) === wanted ||
      (entry.alsoStored ?? []).some((other) => normalised(other) === wanted),
  );
  return term ? term.code : null;
}

/** A listing's cuisines as stored ('Italian, Seafood'), one by one. */
export const cuisineList = (cuisines: string): string[] =>
  cuisines
    .split(',')
    .map((cuisine) => cuisine.trim())
    .filter(Boolean);
