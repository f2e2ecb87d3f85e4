/** The restaurant-page links of the card's quick-book times, which prefill its booking form. */
import { DEFAULT_PARTY_SIZE, DEFAULT_TIME_ZONE, zonedDateString } from '@tablefor/shared';

export function quickBookUrl(
  restaurantId: number,
  time: string,
  date = zonedDateString(new Date(), DEFAULT_TIME_ZONE),
  partySize = DEFAULT_PARTY_SIZE,
): string {
  const params = new URLSearchParams({ date, time, partySize: String(partySize) });
  return `/restaurants/${restaurantId}?${params.toString()}`;
}
