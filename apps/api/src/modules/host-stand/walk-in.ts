/**
 * A party seated at the door without a booking: a reservation that starts now, already seated,
 * holding its tables for its turn like any booking (so online bookings and pacing see it), at
 * the tables the host chose or at those the booking rule picks among all of them.
 */
import { eq } from 'drizzle-orm';
import {
  floorCodes,
  hostStandCodes,
  type TimelineReservation,
  type walkInInputSchema,
} from '@tablefor/shared';
import { AppError, badRequest, conflict, notFound, problem } from '@tablefor/server-kit';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { reservations as rs } from '../../db/schema/index.ts';
import { isExclusionViolation } from '../floor/table-move.ts';
import { selectBooked } from '../owner-console/booked-reservation.ts';
import { holdTableForHost, seatReservation, type HostHold } from '../reservations/table-hold.ts';
import { NO_HISTORY } from './diner-history.ts';
import { presentTimelineReservation } from './timeline.ts';

type WalkIn = z.output<typeof walkInInputSchema>;

/** A walk-in written and holding its tables, not yet presented. */
export type PlacedWalkIn = { id: number; hold: Extract<HostHold, { verdict: 'free' }> };

/** The caller is authorized already. A nameless party is stored without a name (shown as ''). */
export async function seatWalkIn(
  db: Database,
  restaurantId: number,
  input: WalkIn,
  now: Date,
): Promise<TimelineReservation> {
  const placed = await refusingTakenTables(() =>
    db.transaction((tx) => placeWalkIn(tx, restaurantId, input, now)),
  );
  return presentWalkIn(db, placed, now);
}

/**
 * Writes the walk-in and seats it, refused with the reason otherwise: the part of `seatWalkIn`
 * that runs inside the caller's transaction (a waitlist party is seated in the one that takes it
 * off the line). Wrap the transaction in `refusingTakenTables`.
 */
export async function placeWalkIn(
  tx: Database,
  restaurantId: number,
  input: WalkIn,
  now: Date,
): Promise<PlacedWalkIn> {
  const hold = await holdTableForHost(tx, {
    restaurantId,
    start: now,
    partySize: input.party_size,
    tableIds: input.table_ids,
  });
  if (hold.verdict !== 'free') throw refusal(hold.verdict);
  const [created] = await tx
    .insert(rs)
    .values({
      restaurant_id: restaurantId,
      party_size: input.party_size,
      reservation_time: now,
      status: 'seated',
      walk_in: true,
      guest_name: input.guest_name || null,
    })
    .returning({ id: rs.id });
  if (!created) throw new Error('walk-in insert returned no row');
  await seatReservation(tx, { reservationId: created.id, restaurantId, ...hold, isNew: true });
  return { id: created.id, hold };
}

/** The restaurant's lock queues walk-ins; the exclusion constraint answers for any other writer. */
export async function refusingTakenTables<T>(transaction: () => Promise<T>): Promise<T> {
  try {
    return await transaction();
  } catch (error) {
    if (isExclusionViolation(error)) throw conflict(problem('table_ids', floorCodes.tablesTaken));
    throw error;
  }
}

/** The walk-in as the timeline shows it, read after its transaction committed. */
export async function presentWalkIn(
  db: Database,
  placed: PlacedWalkIn,
  now: Date,
): Promise<TimelineReservation> {
  const [row] = await selectBooked(db).where(eq(rs.id, placed.id));
  if (!row) throw notFound('reservation');
  // A walk-in has neither an account nor an e-mail address: nothing links it to earlier visits.
  const { timeZone: zone, plan } = placed.hold;
  return presentTimelineReservation(row, { zone, now, plan }, NO_HISTORY);
}

function refusal(verdict: Exclude<HostHold['verdict'], 'free'>): AppError {
  switch (verdict) {
    case 'missing':
      return notFound('restaurant');
    case 'unknown':
      return badRequest(problem('table_ids', floorCodes.unknownTable));
    case 'too_small':
      return badRequest(problem('table_ids', floorCodes.tablesTooSmall));
    case 'taken':
      return conflict(problem('table_ids', floorCodes.tablesTaken));
    case 'full':
      return conflict(problem('party_size', hostStandCodes.noTableNow));
  }
}
