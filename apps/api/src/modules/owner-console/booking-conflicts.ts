/**
 * After the owner changes hours, capacity or dining duration, existing reservations are never
 * dropped: the upcoming ones that no longer fit are listed here, for the owner to call about.
 * A reservation the hours no longer cover is 'closed'; one whose sitting now holds more covers
 * than the capacity (its own party included) is 'over_capacity'.
 */
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { zonedDateString, zonedTimeString, type BookingConflict } from '@tablefor/shared';
import type { Database } from '../../db/client.ts';
import { reservations as rs } from '../../db/schema/index.ts';
import { coversDuring, isOpenForSitting, type Booking } from '../availability/sitting-rules.ts';
import { presentBooked, selectBooked } from './booked-reservation.ts';
import { findOwnedRestaurant } from './owned-restaurants.ts';

export async function findBookingConflicts(
  db: Database,
  restaurantId: number,
  now: Date,
): Promise<BookingConflict[]> {
  const { restaurant, openingHours } = await findOwnedRestaurant(db, restaurantId);
  const zone = restaurant.time_zone;
  const duration = restaurant.dining_duration_minutes;
  const upcoming = await selectBooked(db)
    .where(
      and(
        eq(rs.restaurant_id, restaurantId),
        inArray(rs.status, ['pending_callback', 'confirmed']),
        gt(rs.reservation_time, now),
      ),
    )
    .orderBy(asc(rs.reservation_time), asc(rs.id));
  const bookings: Booking[] = upcoming.map((row) => ({
    start: row.reservation_time,
    party_size: row.party_size,
  }));

  const conflicts: BookingConflict[] = [];
  for (const row of upcoming) {
    const date = zonedDateString(row.reservation_time, zone);
    const time = zonedTimeString(row.reservation_time, zone);
    const reason = !isOpenForSitting(openingHours, date, time, duration)
      ? 'closed'
      : coversDuring(row.reservation_time, duration, bookings) > restaurant.capacity_per_slot
        ? 'over_capacity'
        : null;
    if (reason) conflicts.push({ reservation: presentBooked(row, zone, now), reason });
  }
  return conflicts;
}
