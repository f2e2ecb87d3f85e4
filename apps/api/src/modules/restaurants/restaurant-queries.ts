/** Reading restaurants: the paginated catalogue and one restaurant with its reviews. */
import { asc, count, eq } from 'drizzle-orm';
import { isPublished } from './listing-visibility.ts';
import { findCreators, listingStateOf } from './listing-review.ts';
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

/** Who is asking: an unpublished listing is its creator's and the administrators' to read. */
export type DetailReader = { id: number; is_admin: boolean } | null;

export async function findRestaurantDetail(
  db: Database,
  id: number,
  now: Date,
  reader: DetailReader = null,
): Promise<RestaurantDetail | undefined> {
  const [row] = await db.select().from(restaurants).where(eq(restaurants.id, id));
  if (!row || row.status === 'removed') return undefined;
  const reviews = await findReviewsOfRestaurant(db, id, now);
  if (row.status === 'published') return { ...presentRestaurant(row), reviews };
  const mayRead = reader && (reader.is_admin || reader.id === row.created_by);
  if (!mayRead) return undefined;
  const creators = await findCreators(db, [row.created_by]);
  const creator = row.created_by ? (creators.get(row.created_by) ?? null) : null;
  return { ...presentRestaurant(row), reviews, listing: listingStateOf(row, creator) };
}
