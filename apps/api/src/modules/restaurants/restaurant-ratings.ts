/** Keeps restaurants.average_rating and review_count in step with the reviews table. */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

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
