/**
 * One service day of a restaurant as the host stand shows it: its own calendar day, the day's
 * opening hours, the floor, and every reservation that holds or waits for a table, each with
 * when its tables are free again and what the restaurant knows of the guest.
 */
import { and, asc, eq, gte, lt, notInArray } from 'drizzle-orm';
import {
  addDays,
  releasedStatuses,
  zonedTimeString,
  zonedTimeToUtc,
  type Timeline,
  type TimelineReservation,
} from '@tablefor/shared';
import type { Database } from '../../db/client.ts';
import { reservations as rs } from '../../db/schema/index.ts';
import { EMPTY_PLAN, turnOf, type FloorPlan } from '../floor/floor-plan.ts';
import { loadFloorPlans } from '../floor/floor-plans.ts';
import { readFloor } from '../floor/floor-read.ts';
import {
  presentBooked,
  selectBooked,
  type BookedRow,
} from '../owner-console/booked-reservation.ts';
import { findOwnedRestaurant } from '../owner-console/owned-restaurants.ts';
import { findDinerHistories, NO_HISTORY, type DinerHistory } from './diner-history.ts';
import { serviceWindows } from './service-windows.ts';

const MS_PER_MINUTE = 60_000;

/** The caller is authorized already; `date` is a day of the restaurant's own calendar. */
export async function findTimeline(
  db: Database,
  restaurantId: number,
  date: string,
  now: Date,
): Promise<Timeline> {
  const { restaurant, openingHours } = await findOwnedRestaurant(db, restaurantId);
  const zone = restaurant.time_zone;
  const floor = await readFloor(db, restaurantId);
  const plan = (await loadFloorPlans(db, [restaurantId])).get(restaurantId) ?? EMPTY_PLAN;
  const rows = await selectBooked(db)
    .where(
      and(
        eq(rs.restaurant_id, restaurantId),
        gte(rs.reservation_time, zonedTimeToUtc(date, '00:00', zone)),
        lt(rs.reservation_time, zonedTimeToUtc(addDays(date, 1), '00:00', zone)),
        notInArray(rs.status, [...releasedStatuses]),
      ),
    )
    .orderBy(asc(rs.reservation_time), asc(rs.id));
  const histories = await findDinerHistories(
    db,
    rows.map((row) => row.id),
  );
  return {
    restaurant,
    date,
    now: now.toISOString(),
    service: serviceWindows(openingHours, date),
    areas: floor.areas,
    tables: floor.tables,
    combinations: floor.combinations,
    turn_times: floor.turn_times,
    reservations: rows.map((row) =>
      presentTimelineReservation(row, { zone, now, plan }, histories.get(row.id) ?? NO_HISTORY),
    ),
  };
}

export function presentTimelineReservation(
  row: BookedRow,
  { zone, now, plan }: { zone: string; now: Date; plan: FloorPlan },
  history: DinerHistory,
): TimelineReservation {
  // Without a table (a floor edit left it none) it still takes its turn on the timeline.
  const endsAt = new Date(
    row.ends_at ?? row.reservation_time.getTime() + turnOf(plan, row.party_size) * MS_PER_MINUTE,
  );
  return {
    ...presentBooked(row, zone, now),
    ends_at: endsAt.toISOString(),
    end_local_time: zonedTimeString(endsAt, zone),
    ...history,
  };
}
