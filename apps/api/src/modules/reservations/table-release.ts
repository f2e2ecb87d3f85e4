/**
 * Giving tables back. Every write that takes or frees a table (booking, change, cancellation by
 * anyone, a declined callback, a removed listing, a deleted account) locks the restaurant's row
 * before it touches a reservation, as `holdTable` does: writes to one restaurant's reservations
 * then queue up in one order, instead of one holding a reservation while waiting for the
 * restaurant and another the other way round (PostgreSQL would abort one of them as a deadlock).
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { reservations, restaurants, users } from '../../db/schema/index.ts';

/**
 * Locks, until the transaction ends, the row of the restaurant this reservation is at, after
 * holding its booking account's row (key share) as a booking does: a write that frees or moves a
 * table tells the diner in the same transaction (the bell's row needs the account's key), and an
 * account deletion locks the account before the restaurants. Taken the other way round, a
 * restaurant's cancel racing the diner's account deletion deadlocked on PostgreSQL. An account
 * deleted meanwhile is simply not held: its bookings no longer name it.
 */
export async function lockRestaurantOf(tx: Database, reservationId: number): Promise<void> {
  const bookedBy = tx
    .select({ id: reservations.user_id })
    .from(reservations)
    .where(eq(reservations.id, reservationId));
  await tx.select({ id: users.id }).from(users).where(inArray(users.id, bookedBy)).for('key share');
  const atRestaurant = tx
    .select({ id: reservations.restaurant_id })
    .from(reservations)
    .where(eq(reservations.id, reservationId));
  await tx
    .select({ id: restaurants.id })
    .from(restaurants)
    .where(inArray(restaurants.id, atRestaurant))
    .for('update');
}

/** Counts `released` reservations fewer at the restaurant (never below zero). */
export async function countReleased(tx: Database, restaurantId: number, released = 1) {
  await tx
    .update(restaurants)
    .set({
      total_num_reservations: sql`greatest(${restaurants.total_num_reservations} - ${released}, 0)`,
    })
    .where(eq(restaurants.id, restaurantId));
}
