/** An administrator deletes an account, with everything that hangs on it, in one transaction. */
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { userAdminCodes, type DeletedUser } from '@tablefor/shared';
import type { Database } from '../../db/client.ts';
import { reservations, restaurants, reviews, users } from '../../db/schema/index.ts';
import {
  lockRestaurantForRatings,
  refreshRestaurantRatings,
} from '../restaurants/restaurant-ratings.ts';
import { lockAccount, refuseLosingAdministrator } from './administrator-guard.ts';
import { holdsTable } from '../reservations/table-statuses.ts';

/**
 * What deleting an account does, all or nothing:
 * - its sessions end at once and its saved restaurants go (both rows cascade with the user);
 * - its reviews are deleted and each affected restaurant's average_rating and review_count are
 *   recomputed, under that restaurant's row lock as every review write takes it;
 * - its reservations stay on the restaurants' books, because the restaurant still expects (or
 *   has seated) that party: the future ones that still stand are cancelled (their tables freed
 *   and total_num_reservations counted down, as a cancellation does), past ones are kept as they
 *   were. All keep the guest name and e-mail stored at booking and lose their account link
 *   (user_id becomes null through the foreign key).
 * Refused (409) for the last administrator and for the caller's own account.
 */
export async function deleteUser(
  db: Database,
  actor: { id: number },
  id: number,
  now: Date,
): Promise<DeletedUser> {
  return db.transaction(async (tx) => {
    const locked = await lockAccount(tx, id);
    refuseLosingAdministrator(locked, actor.id, 'user', userAdminCodes.ownAccount);
    await deleteReviews(tx, id);
    await cancelFutureReservations(tx, id, now);
    await tx.delete(users).where(eq(users.id, id));
    return { id };
  });
}

async function deleteReviews(tx: Database, userId: number) {
  const reviewed = await tx
    .selectDistinct({ restaurantId: reviews.restaurant_id })
    .from(reviews)
    .where(eq(reviews.user_id, userId))
    .orderBy(asc(reviews.restaurant_id));
  for (const { restaurantId } of reviewed) await lockRestaurantForRatings(tx, restaurantId);
  await tx.delete(reviews).where(eq(reviews.user_id, userId));
  for (const { restaurantId } of reviewed) await refreshRestaurantRatings(tx, restaurantId);
}

async function cancelFutureReservations(tx: Database, userId: number, now: Date) {
  const cancelled = await tx
    .update(reservations)
    .set({ status: 'cancelled', updated_at: sql`now()` })
    .where(
      and(eq(reservations.user_id, userId), holdsTable(), gt(reservations.reservation_time, now)),
    )
    .returning({ restaurantId: reservations.restaurant_id });
  const perRestaurant = new Map<number, number>();
  for (const { restaurantId } of cancelled) {
    perRestaurant.set(restaurantId, (perRestaurant.get(restaurantId) ?? 0) + 1);
  }
  for (const [restaurantId, count] of [...perRestaurant].sort(([a], [b]) => a - b)) {
    await tx
      .update(restaurants)
      .set({
        total_num_reservations: sql`greatest(${restaurants.total_num_reservations} - ${count}, 0)`,
      })
      .where(eq(restaurants.id, restaurantId));
  }
}
