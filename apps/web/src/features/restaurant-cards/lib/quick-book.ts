/** The card's quick-book times and the restaurant-page links that prefill its booking form. */
import { DEFAULT_PARTY_SIZE, DEFAULT_TIME_ZONE, zonedDateString } from '@tablefor/shared';

export const QUICK_BOOK_TIMES = ['18:00', '18:30', '19:00'] as const;

export function quickBookUrl(
  restaurantId: number,
  time: string,
  date = zonedDateString(new Date(), DEFAULT_TIME_ZONE),
  partySize = DEFAULT_PARTY_SIZE,
): string {
  const params = new URLSearchParams({ date, time, partySize: String(partySize) });
  return `/restaurants/${restaurantId}?${params.toString()}`;
}
