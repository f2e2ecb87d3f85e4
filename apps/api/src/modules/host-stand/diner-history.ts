/**
 * What the host knows of a guest at the door: how often the same diner (the same account, or a
 * guest's same e-mail address) came to this restaurant before, and how often they did not.
 */
import { and, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { reservations as rs } from '../../db/schema/index.ts';

export type DinerHistory = { visits: number; no_shows: number };

export const NO_HISTORY: DinerHistory = { visits: 0, no_shows: 0 };

/** Each reservation's history before its own time, in one query, by reservation id. */
export async function findDinerHistories(
  db: Database,
  reservationIds: readonly number[],
): Promise<Map<number, DinerHistory>> {
  if (reservationIds.length === 0) return new Map();
  const earlier = alias(rs, 'earlier');
  const sameDiner = or(
    and(isNotNull(rs.user_id), eq(earlier.user_id, rs.user_id)),
    and(
      isNull(rs.user_id),
      isNull(earlier.user_id),
      eq(sql`lower(${earlier.guest_email})`, sql`lower(${rs.guest_email})`),
    ),
  );
  const rows = await db
    .select({
      id: rs.id,
      // A seated party came, though its visit has not been marked completed yet.
      visits:
        sql<number>`count(*) filter (where ${earlier.status} in ('completed', 'seated'))`.mapWith(
          Number,
        ),
      no_shows: sql<number>`count(*) filter (where ${earlier.status} = 'no_show')`.mapWith(Number),
    })
    .from(rs)
    .innerJoin(
      earlier,
      and(
        eq(earlier.restaurant_id, rs.restaurant_id),
        lt(earlier.reservation_time, rs.reservation_time),
        sameDiner,
      ),
    )
    .where(inArray(rs.id, [...reservationIds]))
    .groupBy(rs.id);
  return new Map(rows.map(({ id, ...history }) => [id, history]));
}
