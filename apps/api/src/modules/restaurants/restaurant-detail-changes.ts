/**
 * Which kept restaurant pages a change makes stale: the triggers of migration 0011 NOTIFY this
 * channel with the ids of the restaurants whose page changed, or '*' for many at once.
 */
export const RESTAURANT_DETAILS_CHANNEL = 'restaurant_details';

export const restaurantDetailKey = (id: number) => `restaurant:${id}`;

export function restaurantDetailKeys(payload: string): string[] | 'all' {
  if (payload === '*') return 'all';
  const ids = payload.split(',').map(Number);
  return ids.every(Number.isInteger) ? ids.map(restaurantDetailKey) : 'all';
}
