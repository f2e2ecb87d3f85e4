/** An administrator deletes an account, with everything that hangs on it, in one transaction. */
import { and, asc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import { userAdminCodes, type DeletedUser } from '@tablefor/shared';
import type { Database } from '../../db/client.ts';
import { reservations, restaurants, reviews, users } from '../../db/schema/index.ts';
import { refreshRestaurantRatings } from '../restaurants/restaurant-ratings.ts';
import { lockAccount, refuseLosingAdministrator } from './administrator-guard.ts';
import { countReleased } from '../reservations/table-release.ts';
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
    await lockAffectedRestaurants(tx, id, now);
    await deleteReviews(tx, id);
    await cancelFutureReservations(tx, id, now);
    await tx.delete(users).where(eq(users.id, id));
    return { id };
  });
}

const futureBookings = (userId: number, now: Date) =>
  and(eq(reservations.user_id, userId), holdsTable(), gt(reservations.reservation_time, now));

/**
 * Locks, in id order, the rows of the restaurants whose ratings or bookings the deletion changes:
 * after the account's row and before any reservation, in the order a booking takes them (the
 * account, then the restaurant), so a booking racing the deletion waits instead of deadlocking.
 * No booking for the account can start meanwhile, as the account's row is locked.
 */
export async function lockAffectedRestaurants(tx: Database, userId: number, now: Date) {
  const reviewed = tx
    .select({ id: reviews.restaurant_id })
    .from(reviews)
    .where(eq(reviews.user_id, userId));
  const booked = tx
    .select({ id: reservations.restaurant_id })
    .from(reservations)
    .where(futureBookings(userId, now));
  await tx
    .select({ id: restaurants.id })
    .from(restaurants)
    .where(or(inArray(restaurants.id, reviewed), inArray(restaurants.id, booked)))
    .orderBy(asc(restaurants.id))
    .for('update');
}

/** Ratings are recomputed under the restaurants' locks, as every review write takes them. */
export async function deleteReviews(tx: Database, userId: number) {
  const deleted = await tx
    .delete(reviews)
    .where(eq(reviews.user_id, userId))
    .returning({ restaurantId: reviews.restaurant_id });
  const reviewed = new Set(deleted.map((review) => review.restaurantId));
  for (const restaurantId of reviewed) await refreshRestaurantRatings(tx, restaurantId);
}

/** Answers the cancelled reservations' ids. */
export async function cancelFutureReservations(tx: Database, userId: number, now: Date) {
  const cancelled = await tx
    .update(reservations)
    .set({ status: 'cancelled', updated_at: sql`now()` })
    .where(futureBookings(userId, now))
    .returning({ id: reservations.id, restaurantId: reservations.restaurant_id });
  const perRestaurant = new Map<number, number>();
  for (const { restaurantId } of cancelled) {
    perRestaurant.set(restaurantId, (perRestaurant.get(restaurantId) ?? 0) + 1);
  }
  for (const [restaurantId, count] of perRestaurant) await countReleased(tx, restaurantId, count);
  return cancelled.map((row) => row.id);
}
