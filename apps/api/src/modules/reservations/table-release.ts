/**
 * Giving tables back. Every write that takes or frees a table (booking, change, cancellation by
 * anyone, a declined callback, a removed listing, a deleted account) locks the restaurant's row
 * before it touches a reservation, as `holdTable` does: writes to one restaurant's reservations
 * then queue up in one order, instead of one holding a reservation while waiting for the
 * restaurant and another the other way round (PostgreSQL would abort one of them as a deadlock).
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { reservations, restaurants } from '../../db/schema/index.ts';

/** Locks, until the transaction ends, the row of the restaurant this reservation is at. */
export async function lockRestaurantOf(tx: Database, reservationId: number): Promise<void> {
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
