/**
 * Which kept public reads a change makes stale. The triggers of migration 0011 NOTIFY this
 * channel with the ids of the restaurants whose page changed, or '*' for many at once; those of
 * migration 0012 with the name of the kept search matches a catalogue change made stale.
 */
export const RESTAURANT_DETAILS_CHANNEL = 'restaurant_details';

export const restaurantDetailKey = (id: number) => `restaurant:${id}`;

/** Every kept search match. */
export const SEARCH_MATCHES = 'search';
/** The kept search matches in order of popularity (reservation counts). */
export const POPULARITY_MATCHES = 'search:popularity';

export function restaurantDetailKeys(payload: string): string[] | 'all' {
  if (payload === '*') return 'all';
  if (payload === SEARCH_MATCHES || payload === POPULARITY_MATCHES) return [payload];
  const ids = payload.split(',').map(Number);
  return ids.every(Number.isInteger) ? ids.map(restaurantDetailKey) : 'all';
}
