/** Changing and cancelling a reservation: only its owner, an admin, or the holder of its code. */
import { eq, sql } from 'drizzle-orm';
import {
  bookingTimeProblem,
  isReleasedStatus,
  reservationCodes,
  type Reservation,
  type updateReservationInputSchema,
} from '@tablefor/shared';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { reservations, restaurants } from '../../db/schema/index.ts';
import type { Viewer } from '../../http/authenticate.ts';
import { badRequest, conflict, notFound, problem } from '@tablefor/server-kit';
import { findBookableRestaurant } from '../availability/bookable-restaurant.ts';
import { notifyDiner, type DinerMailContext } from '../diner-mail/notify-diner.ts';
import { unavailable } from './create-reservation.ts';
import { canAccessReservation } from './reservation-access.ts';
import { presentReservation } from './reservation-presenter.ts';
import { findReservation } from './reservation-queries.ts';
import { holdTable } from './table-hold.ts';

type UpdateInput = z.output<typeof updateReservationInputSchema>;

type Caller = { viewer: Viewer | null; code: string | null };

/** The reservation if this caller may see it; otherwise 404, so ids reveal nothing. */
export async function accessibleReservation(db: Database, id: number, caller: Caller) {
  const row = await findReservation(db, id);
  if (!row || !canAccessReservation(row, caller.viewer, caller.code)) {
    throw notFound('reservation');
  }
  return row;
}

export async function updateReservation(
  db: Database,
  id: number,
  input: UpdateInput,
  caller: Caller,
  now: Date,
  mail: DinerMailContext,
): Promise<Reservation> {
  const current = await accessibleReservation(db, id, caller);
  if (isReleasedStatus(current.status)) {
    throw conflict(problem('reservation', reservationCodes.cancelled));
  }
  if (current.reservation_time <= now) {
    throw conflict(problem('reservation', reservationCodes.pastCannotChange));
  }
  const start = input.reservation_time ?? current.reservation_time;
  const partySize = input.party_size ?? current.party_size;
  if (input.reservation_time) {
    const timeProblem = bookingTimeProblem(start, current.restaurant.time_zone, now, 'modify');
    if (timeProblem) {
      throw badRequest(problem('reservation_time', reservationCodes[timeProblem.message]));
    }
  }
  const verdict = await db.transaction(async (tx) => {
    const request = {
      restaurantId: current.restaurant_id,
      start,
      partySize,
      excludeReservationId: id,
    };
    const held = await holdTable(tx, request);
    if (held === 'free') {
      await tx
        .update(reservations)
        .set({
          reservation_time: start,
          party_size: partySize,
          // A new time deserves its own reminder.
          ...(start.getTime() === current.reservation_time.getTime()
            ? {}
            : { reminder_queued_at: null }),
          updated_at: sql`now()`,
        })
        .where(eq(reservations.id, id));
      await notifyDiner(tx, mail, id, { kind: 'changed' });
    }
    return held;
  });
  if (verdict !== 'free') {
    const restaurant = await findBookableRestaurant(db, current.restaurant_id);
    if (!restaurant) throw notFound('restaurant');
    throw await unavailable(db, restaurant, start, partySize, now, verdict);
  }
  return presentReservation((await findReservation(db, id))!);
}

export async function cancelReservation(
  db: Database,
  id: number,
  caller: Caller,
  now: Date,
  mail: DinerMailContext,
): Promise<Reservation> {
  const current = await accessibleReservation(db, id, caller);
  if (isReleasedStatus(current.status)) return presentReservation(current);
  if (current.reservation_time <= now) {
    throw conflict(problem('reservation', reservationCodes.pastCannotCancel));
  }
  await db.transaction(async (tx) => {
    await tx
      .update(reservations)
      .set({ status: 'cancelled', updated_at: sql`now()` })
      .where(eq(reservations.id, id));
    await tx
      .update(restaurants)
      .set({
        total_num_reservations: sql`greatest(${restaurants.total_num_reservations} - 1, 0)`,
      })
      .where(eq(restaurants.id, current.restaurant_id));
    await notifyDiner(tx, mail, id, { kind: 'cancelled', by: 'diner' });
  });
  return presentReservation({ ...current, status: 'cancelled' });
}
