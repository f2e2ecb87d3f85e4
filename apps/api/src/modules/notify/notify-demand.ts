/**
 * What Notify tells a restaurant: how many diners asked for a table it did not have, per day from
 * its today on and by the hour their window opened. A signal of when to add tables.
 */
import { and, eq, gte, lt, ne, sql } from 'drizzle-orm';
import { addDays, restaurantToday, type NotifyDemand } from '@tablefor/shared';
import type { Database } from '../../db/client.ts';
import { notifyRequests, restaurants } from '../../db/schema/index.ts';

/** Days shown: today and the next 13. */
const DEMAND_DAYS = 14;

export async function findDemand(
  db: Database,
  restaurantId: number,
  now: Date,
): Promise<NotifyDemand> {
  const [restaurant] = await db
    .select({ time_zone: restaurants.time_zone })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId));
  const today = restaurantToday(restaurant?.time_zone ?? 'UTC', now);
  const rows = await db
    .select({
      date: notifyRequests.date,
      from: notifyRequests.from_time,
      requests: sql<number>`count(*)::int`,
      covers: sql<number>`sum(${notifyRequests.party_size})::int`,
      offered: sql<number>`(count(*) filter (where ${notifyRequests.offered_at} is not null))::int`,
      booked: sql<number>`(count(*) filter (where ${notifyRequests.status} = 'booked'))::int`,
    })
    .from(notifyRequests)
    .where(
      and(
        eq(notifyRequests.restaurant_id, restaurantId),
        gte(notifyRequests.date, today),
        lt(notifyRequests.date, addDays(today, DEMAND_DAYS)),
        ne(notifyRequests.status, 'cancelled'),
      ),
    )
    .groupBy(notifyRequests.date, notifyRequests.from_time)
    .orderBy(notifyRequests.date, notifyRequests.from_time);
  const days = new Map<string, NotifyDemand['days'][number]>();
  for (const row of rows) {
    const day = days.get(row.date) ?? {
      date: row.date,
      requests: 0,
      covers: 0,
      offered: 0,
      booked: 0,
      windows: [],
    };
    day.requests += row.requests;
    day.covers += row.covers;
    day.offered += row.offered;
    day.booked += row.booked;
    // By the hour the window opens: 19:00 and 19:30 are the 19:00 window.
    const hour = `${row.from.slice(0, 2)}:00`;
    const window = day.windows.find((entry) => entry.from === hour);
    if (window) {
      window.requests += row.requests;
      window.covers += row.covers;
    } else day.windows.push({ from: hour, requests: row.requests, covers: row.covers });
    days.set(row.date, day);
  }
  for (const day of days.values()) {
    day.windows.sort((a, b) => b.requests - a.requests || a.from.localeCompare(b.from));
  }
  return { days: [...days.values()] };
}
