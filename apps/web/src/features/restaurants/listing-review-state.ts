/**
 * Where a listing's review stands, as its page shows it. The API sends `listing` only for a listing
 * that is not published (to its creator and administrators); such a listing takes no bookings.
 */
import type { RestaurantDetail } from '@tablefor/shared';

export type UnpublishedState = 'pending_review' | 'rejected';

export function unpublishedState(restaurant: RestaurantDetail): UnpublishedState | null {
  const status = restaurant.listing?.status;
  return status === 'pending_review' || status === 'rejected' ? status : null;
}

/** False while the listing waits for review or was turned down: the booking API refuses it. */
export const isPublished = (restaurant: RestaurantDetail): boolean =>
  !restaurant.listing || restaurant.listing.status === 'published';
