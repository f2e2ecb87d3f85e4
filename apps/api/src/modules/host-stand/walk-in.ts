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

/** The caller is authorized already. A nameless party is stored without a name (shown as ''). */
export async function seatWalkIn(
  db: Database,
  restaurantId: number,
  input: WalkIn,
  now: Date,
): Promise<TimelineReservation> {
  let seated: { id: number; hold: Extract<HostHold, { verdict: 'free' }> };
  try {
    seated = await db.transaction(async (tx) => {
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
    });
  } catch (error) {
    // The restaurant's lock queues walk-ins; the exclusion constraint answers for any other writer.
    if (isExclusionViolation(error)) throw conflict(problem('table_ids', floorCodes.tablesTaken));
    throw error;
  }
  const [row] = await selectBooked(db).where(eq(rs.id, seated.id));
  if (!row) throw notFound('reservation');
  // A walk-in has neither an account nor an e-mail address: nothing links it to earlier visits.
  const { timeZone: zone, plan } = seated.hold;
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
