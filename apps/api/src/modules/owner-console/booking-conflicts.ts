/**
 * After the owner changes hours or the floor, existing reservations are never dropped: the
 * upcoming ones that no longer fit are listed here, for the owner to call about or move. One the
 * hours no longer cover is 'closed'; one that holds no table (none was free, or its table was
 * removed) is 'no_table'; one whose tables no longer seat its party is 'table_too_small'.
 */
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import {
  zonedDateString,
  zonedTimeString,
  type BookingConflict,
  type BookingConflictReason,
} from '@tablefor/shared';
import type { Database } from '../../db/client.ts';
import { reservations as rs } from '../../db/schema/index.ts';
import { isOpenForSitting } from '../availability/sitting-rules.ts';
import { EMPTY_PLAN, turnOf, type FloorPlan } from '../floor/floor-plan.ts';
import { loadFloorPlans } from '../floor/floor-plans.ts';
import { seatsAt } from '../floor/seating.ts';
import { presentBooked, selectBooked, type BookedRow } from './booked-reservation.ts';
import { findOwnedRestaurant } from './owned-restaurants.ts';
import type { WeeklyHours } from '@tablefor/shared';

export async function findBookingConflicts(
  db: Database,
  restaurantId: number,
  now: Date,
): Promise<BookingConflict[]> {
  const { restaurant, openingHours } = await findOwnedRestaurant(db, restaurantId);
  const plan = (await loadFloorPlans(db, [restaurantId])).get(restaurantId) ?? EMPTY_PLAN;
  const upcoming = await selectBooked(db)
    .where(
      and(
        eq(rs.restaurant_id, restaurantId),
        inArray(rs.status, ['pending_callback', 'confirmed']),
        gt(rs.reservation_time, now),
      ),
    )
    .orderBy(asc(rs.reservation_time), asc(rs.id));
  const conflicts: BookingConflict[] = [];
  for (const row of upcoming) {
    const reason = conflictOf(row, plan, openingHours, restaurant.time_zone);
    if (reason) {
      conflicts.push({ reservation: presentBooked(row, restaurant.time_zone, now), reason });
    }
  }
  return conflicts;
}

function conflictOf(
  row: BookedRow,
  plan: FloorPlan,
  hours: WeeklyHours,
  zone: string,
): BookingConflictReason | null {
  const start = row.reservation_time;
  const minutes =
    row.ends_at === null
      ? turnOf(plan, row.party_size)
      : Math.round((row.ends_at - start.getTime()) / 60_000);
  const date = zonedDateString(start, zone);
  if (!isOpenForSitting(hours, date, zonedTimeString(start, zone), minutes)) return 'closed';
  if (row.tables.length === 0) return 'no_table';
  const tableIds = row.tables.map(([id]) => id);
  return seatsAt(plan, tableIds) < row.party_size ? 'table_too_small' : null;
}
