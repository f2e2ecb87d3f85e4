/**
 * A restaurant's book for one day of its own calendar: every reservation (cancelled ones too, so
 * the owner sees what changed) by time, who booked and how to reach them, and for each bookable
 * time the covers seated during a sitting starting then against the capacity.
 */
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import {
  BOOKABLE_TIMES,
  zonedTimeString,
  zonedTimeToUtc,
  type BookedReservation,
  type DayBook,
  type SlotCovers,
} from '@tablefor/shared';
import type { Database } from '../../db/client.ts';
import { reservations as rs, users } from '../../db/schema/index.ts';
import { coversDuring, isOpenForSitting, type Booking } from '../availability/sitting-rules.ts';
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
  const margin = restaurant.dining_duration_minutes * 60_000;

  // The day's reservations, and the sittings of the evening before that still overlap it.
  const rows = await db
    .select({
      id: rs.id,
      reservation_time: rs.reservation_time,
      party_size: rs.party_size,
      status: rs.status,
      guest_name: rs.guest_name,
      guest_email: rs.guest_email,
      phone_number: rs.phone_number,
      contact_method: rs.contact_method,
      chat_notes: rs.chat_notes,
      user_id: rs.user_id,
      first_name: users.first_name,
      last_name: users.last_name,
      user_email: users.email,
    })
    .from(rs)
    .leftJoin(users, eq(users.id, rs.user_id))
    .where(
      and(
        eq(rs.restaurant_id, restaurantId),
        gte(rs.reservation_time, new Date(dayStart.getTime() - margin)),
        lt(rs.reservation_time, dayEnd),
      ),
    )
    .orderBy(asc(rs.reservation_time), asc(rs.id));

  const seated: Booking[] = rows
    .filter((row) => row.status !== 'cancelled')
    .map((row) => ({ start: row.reservation_time, party_size: row.party_size }));
  const slots: SlotCovers[] = BOOKABLE_TIMES.map((time) => ({
    time,
    covers: coversDuring(
      zonedTimeToUtc(date, time, zone),
      restaurant.dining_duration_minutes,
      seated,
    ),
    capacity: restaurant.capacity_per_slot,
    open: isOpenForSitting(openingHours, date, time, restaurant.dining_duration_minutes),
  }));

  const booked: BookedReservation[] = rows
    .filter((row) => row.reservation_time >= dayStart)
    .map((row) => ({
      id: row.id,
      reservation_time: row.reservation_time.toISOString(),
      local_time: zonedTimeString(row.reservation_time, zone),
      party_size: row.party_size,
      status: row.status,
      guest_name:
        row.guest_name ?? [row.first_name, row.last_name].filter(Boolean).join(' ').trim(),
      email: row.guest_email ?? row.user_email ?? null,
      phone_number: row.phone_number,
      contact_method: row.contact_method,
      chat_notes: row.chat_notes,
      booked_by_account: row.user_id !== null,
    }));
  return { restaurant, date, reservations: booked, slots };
}
