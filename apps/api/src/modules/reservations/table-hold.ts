/**
 * The one place capacity is taken: inside a transaction, the restaurant row is locked (so bookings
 * for one restaurant queue up, on PostgreSQL and on PGlite alike), the covers already seated
 * around the time are counted, and only then may the caller write its reservation.
 */
import { and, eq, gt, lt, ne } from 'drizzle-orm';
import { zonedDateString, zonedTimeString } from '@tablefor/shared';
import type { Database } from '../../db/client.ts';
import { reservations, restaurants } from '../../db/schema/index.ts';
import { isPublished } from '../restaurants/listing-visibility.ts';
import { coversDuring, isOpenForSitting } from '../availability/sitting-rules.ts';
import { holdsTable } from './table-statuses.ts';

const MS_PER_MINUTE = 60_000;

export type TableRequest = {
  restaurantId: number;
  start: Date;
  partySize: number;
  /** A reservation being changed: its own covers do not count against it. */
  excludeReservationId?: number;
};

export type TableVerdict = 'free' | 'closed' | 'full' | 'missing';

/** Call inside `db.transaction`; the lock it takes lasts until that transaction ends. */
export async function holdTable(tx: Database, request: TableRequest): Promise<TableVerdict> {
  const [restaurant] = await tx
    .select({
      time_zone: restaurants.time_zone,
      opening_hours: restaurants.opening_hours,
      capacity_per_slot: restaurants.capacity_per_slot,
      dining_duration_minutes: restaurants.dining_duration_minutes,
    })
    .from(restaurants)
    .where(and(eq(restaurants.id, request.restaurantId), isPublished()))
    .for('update');
  if (!restaurant) return 'missing';

  const duration = restaurant.dining_duration_minutes;
  const date = zonedDateString(request.start, restaurant.time_zone);
  const time = zonedTimeString(request.start, restaurant.time_zone);
  if (!isOpenForSitting(restaurant.opening_hours, date, time, duration)) return 'closed';

  const margin = duration * MS_PER_MINUTE;
  const around = await tx
    .select({ start: reservations.reservation_time, party_size: reservations.party_size })
    .from(reservations)
    .where(
      and(
        eq(reservations.restaurant_id, request.restaurantId),
        holdsTable(),
        gt(reservations.reservation_time, new Date(request.start.getTime() - margin)),
        lt(reservations.reservation_time, new Date(request.start.getTime() + margin)),
        request.excludeReservationId === undefined
          ? undefined
          : ne(reservations.id, request.excludeReservationId),
      ),
    );
  const seated = coversDuring(request.start, duration, around);
  return seated + request.partySize <= restaurant.capacity_per_slot ? 'free' : 'full';
}
