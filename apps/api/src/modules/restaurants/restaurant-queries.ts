/** Reading restaurants: the paginated catalogue and one restaurant with its reviews. */
import { and, asc, count, eq } from 'drizzle-orm';
import { isPublished } from './listing-visibility.ts';
import type { RestaurantDetail, RestaurantList } from '@tablefor/shared';
import type { Database } from '../../db/client.ts';
import { restaurants } from '../../db/schema/index.ts';
import { findReviewsOfRestaurant } from '../reviews/review-queries.ts';
import { presentRestaurant } from './restaurant-presenter.ts';

export async function listRestaurants(
  db: Database,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<RestaurantList> {
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(restaurants)
      .where(isPublished())
      .orderBy(asc(restaurants.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(restaurants).where(isPublished()),
  ]);
  return {
    Restaurants: rows.map(presentRestaurant),
    total: Number(totals?.total ?? 0),
    page,
    pageSize,
  };
}

export async function findRestaurantDetail(
  db: Database,
  id: number,
  now: Date,
): Promise<RestaurantDetail | undefined> {
  const [row] = await db
    .select()
    .from(restaurants)
    .where(and(eq(restaurants.id, id), isPublished()));
  if (!row) return undefined;
  return { ...presentRestaurant(row), reviews: await findReviewsOfRestaurant(db, id, now) };
}
