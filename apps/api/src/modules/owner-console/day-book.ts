/**
 * A restaurant's book for one day of its own calendar: every reservation (cancelled and declined
 * ones too, so the owner sees what changed) by time, who booked and how to reach them; for each
 * bookable time the covers at table in its half hour (covers-at-table.ts) against the seats of
 * every table; and every callback request still waiting for the restaurant's call.
 */
import { and, asc, eq, gte, lt, ne } from 'drizzle-orm';
import {
  BOOKABLE_TIMES,
  TURN_MAX_MINUTES,
  isReleasedStatus,
  zonedTimeToUtc,
  type DayBook,
  type SlotCovers,
} from '@tablefor/shared';
import type { Database } from '../../db/client.ts';
import { reservations as rs } from '../../db/schema/index.ts';
import { isOpenForSitting } from '../availability/sitting-rules.ts';
import { EMPTY_PLAN, seatsOf, turnOf } from '../floor/floor-plan.ts';
import { loadFloorPlans } from '../floor/floor-plans.ts';
import { coversInBucket, type TableStay } from './covers-at-table.ts';
import { presentBooked, selectBooked, type BookedRow } from './booked-reservation.ts';
import { findOwnedRestaurant } from './owned-restaurants.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

function nextDate(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

export async function findDayBook(
  db: Database,
  restaurantId: number,
  date: string,
): Promise<DayBook> {
  const { restaurant, openingHours } = await findOwnedRestaurant(db, restaurantId);
  const zone = restaurant.time_zone;
  const dayStart = zonedTimeToUtc(date, '00:00', zone);
  const dayEnd = zonedTimeToUtc(nextDate(date), '00:00', zone);
  const margin = TURN_MAX_MINUTES * 60_000;
  const plan = (await loadFloorPlans(db, [restaurantId])).get(restaurantId) ?? EMPTY_PLAN;

  // The day's reservations, and the sittings of the evening before that still overlap it.
  const rows = await selectBooked(db)
    .where(
      and(
        eq(rs.restaurant_id, restaurantId),
        gte(rs.reservation_time, new Date(dayStart.getTime() - margin)),
        lt(rs.reservation_time, dayEnd),
        // A Notify offer nobody claimed was never a booking.
        ne(rs.status, 'lapsed'),
      ),
    )
    .orderBy(asc(rs.reservation_time), asc(rs.id));
  const callbacks = await selectBooked(db)
    .where(and(eq(rs.restaurant_id, restaurantId), eq(rs.status, 'pending_callback')))
    .orderBy(asc(rs.created_at), asc(rs.id));

  const stays: TableStay[] = rows
    .filter((row) => !isReleasedStatus(row.status))
    .map((row) => ({
      from: row.reservation_time.getTime(),
      to: row.ends_at ?? row.reservation_time.getTime() + turnOf(plan, row.party_size) * 60_000,
      covers: row.party_size,
    }));
  const slots: SlotCovers[] = BOOKABLE_TIMES.map((time) => {
    const at = zonedTimeToUtc(date, time, zone).getTime();
    return {
      time,
      covers: coversInBucket(stays, at),
      capacity: seatsOf(plan),
      open: isOpenForSitting(openingHours, date, time, turnOf(plan, 1)),
    };
  });

  const now = new Date();
  const present = (row: BookedRow) => presentBooked(row, zone, now);
  return {
    restaurant,
    date,
    reservations: rows.filter((row) => row.reservation_time >= dayStart).map(present),
    slots,
    callbacks: callbacks.map(present),
  };
}
