/** Keeps restaurants.average_rating and review_count in step with the reviews table. */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { restaurants } from '../../db/schema/index.ts';
import { isPublished } from './listing-visibility.ts';

/** Recomputes one restaurant's figures, or every restaurant's when no id is given. */
export async function refreshRestaurantRatings(db: Database, restaurantId?: number) {
  const only = restaurantId === undefined ? sql`true` : sql`r.id = ${restaurantId}`;
  await db.execute(sql`
    update restaurants r
    set average_rating = coalesce(s.average, 0), review_count = coalesce(s.total, 0)
    from (
      select r2.id,
             round(avg(v.rating)::numeric, 2)::float8 as average,
             count(v.id)::int as total
      from restaurants r2 left join reviews v on v.restaurant_id = r2.id
      where ${restaurantId === undefined ? sql`true` : sql`r2.id = ${restaurantId}`}
      group by r2.id
    ) s
    where s.id = r.id and ${only}`);
}

/**
 * Locks one restaurant's row for the rest of the transaction, answering whether it exists (and,
 * with `publishedOnly`, whether the public sees it: a review is a write the public makes).
 * Review writes take this lock first so that concurrent writes for the same restaurant
 * recompute its figures one after the other, each seeing the other's committed review.
 */
export async function lockRestaurantForRatings(
  db: Database,
  restaurantId: number,
  { publishedOnly = false } = {},
) {
  const rows = await db
    .select({ id: restaurants.id })
    .from(restaurants)
    .where(and(eq(restaurants.id, restaurantId), publishedOnly ? isPublished() : undefined))
    .for('update');
  return rows.length > 0;
}
