/**
 * What the restaurant decides about a reservation: confirming or declining a callback request
 * after calling the guest (who is told by e-mail), cancelling an upcoming booking with a reason
 * (an edit left it without a table, the kitchen closes), and marking what became of a party whose
 * time has come. Each change is one conditional update, so of requests acting at once (two
 * owners, an owner and the diner) only one wins, and only it frees the table and tells the guest.
 */
import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import {
  ownerConsoleCodes as m,
  type BookedReservation,
  type CallbackDecision,
  type OwnerCancellation,
  type ReservationOutcome,
} from '@tablefor/shared';
import { conflict, notFound, problem } from '@tablefor/server-kit';
import type { Database } from '../../db/client.ts';
import { reservationTables, reservations as rs, restaurants } from '../../db/schema/index.ts';
import { notifyDiner, type DinerMailContext } from '../diner-mail/notify-diner.ts';
import { countReleased, lockRestaurantOf } from '../reservations/table-release.ts';
import { presentBooked, selectBooked } from './booked-reservation.ts';

async function findBooked(db: Database, id: number, now: Date): Promise<BookedReservation> {
  const [row] = await selectBooked(db).where(eq(rs.id, id));
  if (!row) throw notFound('reservation');
  const [restaurant] = await db
    .select({ time_zone: restaurants.time_zone })
    .from(restaurants)
    .where(eq(restaurants.id, row.restaurant_id));
  return presentBooked(row, restaurant?.time_zone ?? 'UTC', now);
}

export async function decideCallback(
  db: Database,
  mail: DinerMailContext,
  id: number,
  decision: CallbackDecision,
  now: Date,
): Promise<BookedReservation> {
  const declined = decision.decision === 'decline';
  await db.transaction(async (tx) => {
    await lockRestaurantOf(tx, id);
    const [changed] = await tx
      .update(rs)
      .set({
        status: declined ? 'declined' : 'confirmed',
        decline_reason: declined ? decision.reason : null,
        updated_at: sql`now()`,
      })
      .where(and(eq(rs.id, id), eq(rs.status, 'pending_callback')))
      .returning({ id: rs.id, restaurant_id: rs.restaurant_id });
    if (!changed) throw conflict(problem('reservation', m.notCallback));
    if (declined) await countReleased(tx, changed.restaurant_id);
    await notifyDiner(tx, {
      mail,
      reservationId: id,
      notice: declined
        ? { kind: 'callback_declined', reason: decision.reason }
        : { kind: 'callback_confirmed' },
    });
  });
  return findBooked(db, id, now);
}

export async function cancelByRestaurant(
  db: Database,
  mail: DinerMailContext,
  id: number,
  { reason }: OwnerCancellation,
  now: Date,
): Promise<BookedReservation> {
  await db.transaction(async (tx) => {
    await lockRestaurantOf(tx, id);
    const [changed] = await tx
      .update(rs)
      .set({ status: 'cancelled', decline_reason: reason, updated_at: sql`now()` })
      .where(and(eq(rs.id, id), eq(rs.status, 'confirmed'), gt(rs.reservation_time, now)))
      .returning({ id: rs.id, restaurant_id: rs.restaurant_id });
    if (!changed) {
      const current = await findBooked(tx, id, now);
      throw conflict(
        problem('reservation', current.status === 'confirmed' ? m.cancelStarted : m.notCancellable),
      );
    }
    await countReleased(tx, changed.restaurant_id);
    await notifyDiner(tx, {
      mail,
      reservationId: id,
      notice: { kind: 'cancelled', by: 'restaurant', reason },
    });
  });
  return findBooked(db, id, now);
}

export async function markOutcome(
  db: Database,
  id: number,
  outcome: ReservationOutcome,
  now: Date,
): Promise<BookedReservation> {
  const changed = await db.transaction(async (tx) => {
    await lockRestaurantOf(tx, id);
    const [marked] = await tx
      .update(rs)
      .set({ status: outcome, updated_at: sql`now()` })
      .where(
        and(
          eq(rs.id, id),
          inArray(rs.status, ['confirmed', 'seated']),
          lte(rs.reservation_time, now),
        ),
      )
      .returning({ id: rs.id });
    // A party that did not come, or has gone, leaves its table free from now for the rest of its
    // turn: bookings, walk-ins and Notify's waiting diners may have it.
    if (marked && outcome !== 'seated') {
      await tx
        .update(reservationTables)
        .set({
          ends_at: sql`greatest(${reservationTables.starts_at}, ${now.toISOString()}::timestamptz)`,
        })
        .where(and(eq(reservationTables.reservation_id, id), gt(reservationTables.ends_at, now)));
    }
    return marked;
  });
  if (!changed) {
    const current = await findBooked(db, id, now);
    if (!['confirmed', 'seated'].includes(current.status)) {
      throw conflict(problem('reservation', m.notMarkable));
    }
    throw conflict(problem('reservation', m.notStarted));
  }
  return findBooked(db, id, now);
}
