/** Changing and cancelling a reservation: only its owner, an admin, or the holder of its code. */
import { and, eq, gt, sql } from 'drizzle-orm';
import {
  bookingTimeProblem,
  isReleasedStatus,
  reservationCodes,
  type MessageCode,
  type Reservation,
  type updateReservationInputSchema,
} from '@tablefor/shared';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { reservations } from '../../db/schema/index.ts';
import type { Viewer } from '../../http/authenticate.ts';
import { AppError, badRequest, conflict, notFound, problem } from '@tablefor/server-kit';
import { findBookableRestaurant } from '../availability/bookable-restaurant.ts';
import { notifyDiner, type DinerMailContext } from '../diner-mail/notify-diner.ts';
import { holdAccount } from '../users/account-hold.ts';
import { bookingBoundProblem, type BookingBounds } from './booking-bounds.ts';
import { unavailable } from './create-reservation.ts';
import { canAccessReservation } from './reservation-access.ts';
import { presentReservation } from './reservation-presenter.ts';
import { findReservation, type ReservationRow } from './reservation-queries.ts';
import { holdTable, seatReservation } from './table-hold.ts';
import { turnOf } from '../floor/floor-plan.ts';
import { countReleased, lockRestaurantOf } from './table-release.ts';
import { holdsTable } from './table-statuses.ts';

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

/**
 * What a change refuses, read from the reservation as it stands. A change's 409 always carries
 * `alternatives` (its answer's one shape); no other time helps a cancelled or past reservation.
 */
function refuseChanging(row: ReservationRow, now: Date): void {
  const refuse = (code: MessageCode) =>
    new AppError(409, [problem('reservation', code)], {}, { alternatives: [] });
  if (isReleasedStatus(row.status)) throw refuse(reservationCodes.cancelled);
  if (row.reservation_time <= now) throw refuse(reservationCodes.pastCannotChange);
}

/**
 * Moves the time or the party size. Under the restaurant's lock the reservation is read again:
 * a cancellation that came first is answered as if this change came after it (it never brings
 * the booking back nor tells the diner of a change), and a change of one field keeps what another
 * request has just done to the other.
 */
export async function updateReservation(
  db: Database,
  {
    id,
    input,
    caller,
    now,
    mail,
    bounds,
  }: {
    id: number;
    input: UpdateInput;
    caller: Caller;
    now: Date;
    mail: DinerMailContext;
    bounds: BookingBounds;
  },
): Promise<Reservation> {
  const before = await accessibleReservation(db, id, caller);
  refuseChanging(before, now);
  if (input.reservation_time) {
    const zone = before.restaurant.time_zone;
    const timeProblem = bookingTimeProblem(input.reservation_time, zone, now, 'modify');
    if (timeProblem) {
      throw badRequest(problem('reservation_time', reservationCodes[timeProblem.message]));
    }
  }
  const outcome = await db.transaction(async (tx) => {
    await holdBookersAccount(tx, before);
    await lockRestaurantOf(tx, id);
    const current = await findReservation(tx, id);
    if (!current) throw notFound('reservation');
    refuseChanging(current, now);
    const start = input.reservation_time ?? current.reservation_time;
    const partySize = input.party_size ?? current.party_size;
    // Nothing to change: answered as it stands, and nobody is told of a change.
    if (
      start.getTime() === current.reservation_time.getTime() &&
      partySize === current.party_size
    ) {
      return { verdict: 'free' as const, changed: current };
    }
    const hold = await holdTable(tx, {
      restaurantId: current.restaurant_id,
      start,
      partySize,
      now,
      excludeReservationId: id,
      current: current.table_ids,
    });
    if (hold.verdict !== 'free') return { verdict: hold.verdict, start, partySize };
    // An account's bookings may not be moved to overlap more than it could book.
    const bound =
      current.user_id !== null && start.getTime() !== current.reservation_time.getTime()
        ? await bookingBoundProblem(tx, bounds, {
            restaurantId: current.restaurant_id,
            start,
            durationMinutes: turnOf(hold.plan, partySize),
            now,
            booker: { userId: current.user_id },
            excludeReservationId: current.id,
          })
        : null;
    if (bound) return { verdict: 'bounded' as const, bound };
    await seatReservation(tx, { reservationId: id, restaurantId: current.restaurant_id, ...hold });
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
    const changed = await findReservation(tx, id);
    if (!changed) throw notFound('reservation');
    await notifyDiner(tx, {
      mail,
      reservationId: id,
      notice: { kind: 'changed' },
      current: changed,
    });
    return { verdict: hold.verdict, changed };
  });
  if (outcome.verdict === 'free') return presentReservation(outcome.changed);
  if (outcome.verdict === 'bounded') throw new AppError(429, [outcome.bound]);
  const restaurant = await findBookableRestaurant(db, before.restaurant_id);
  if (!restaurant) throw notFound('restaurant');
  throw await unavailable(db, restaurant, outcome.start, outcome.partySize, now, outcome.verdict);
}

/**
 * The diner's own change or cancel: an account gone since the reservation was read answers the
 * reservation's 404 (it is no longer theirs). `lockRestaurantOf` then holds the account again, as
 * every write to a reservation does; a second key-share lock by one transaction costs nothing.
 */
async function holdBookersAccount(tx: Database, row: ReservationRow): Promise<void> {
  if (row.user_id === null) return;
  try {
    await holdAccount(tx, row.user_id);
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) throw notFound('reservation');
    throw error;
  }
}

/** A released reservation is answered as it is; one whose time has come cannot be cancelled. */
function settledCancellation(row: ReservationRow, now: Date): Reservation | null {
  if (isReleasedStatus(row.status)) return presentReservation(row);
  if (row.reservation_time <= now) {
    throw conflict(problem('reservation', reservationCodes.pastCannotCancel));
  }
  return null;
}

/**
 * Cancels once: of simultaneous requests, only the one whose conditional update changed the row
 * frees the table, counts it and tells the diner; the others answer it as it now is.
 */
export async function cancelReservation(
  db: Database,
  id: number,
  caller: Caller,
  now: Date,
  mail: DinerMailContext,
): Promise<Reservation> {
  const before = await accessibleReservation(db, id, caller);
  const settled = settledCancellation(before, now);
  if (settled) return settled;
  const cancelled = await db.transaction(async (tx) => {
    await holdBookersAccount(tx, before);
    await lockRestaurantOf(tx, id);
    const [changed] = await tx
      .update(reservations)
      .set({ status: 'cancelled', updated_at: sql`now()` })
      .where(and(eq(reservations.id, id), holdsTable(), gt(reservations.reservation_time, now)))
      .returning({ restaurantId: reservations.restaurant_id });
    if (!changed) return null;
    await countReleased(tx, changed.restaurantId);
    const row = await findReservation(tx, id);
    await notifyDiner(tx, {
      mail,
      reservationId: id,
      notice: { kind: 'cancelled', by: 'diner' },
      current: row,
    });
    return row;
  });
  if (cancelled) return presentReservation(cancelled);
  // Another request released it first (or its time came): answer as a request after it would.
  const latest = await accessibleReservation(db, id, caller);
  return settledCancellation(latest, now) ?? presentReservation(latest);
}
