/** Reading restaurants: the paginated catalogue and one restaurant with its reviews. */
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { RestaurantDetail, RestaurantList, Review } from '@tablefor/shared';
import type { Database } from '../../db/client.ts';
import { reservations, restaurants, reviews, users } from '../../db/schema.ts';
import { presentRestaurant } from './restaurant-presenter.ts';

export async function listRestaurants(
  db: Database,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<RestaurantList> {
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(restaurants)
      .orderBy(asc(restaurants.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(restaurants),
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
  const [row] = await db.select().from(restaurants).where(eq(restaurants.id, id));
  if (!row) return undefined;
  return { ...presentRestaurant(row), reviews: await findRestaurantReviews(db, id, now) };
}

/** Newest first; a verified diner has a past, non-cancelled reservation at the restaurant. */
export async function findRestaurantReviews(
  db: Database,
  restaurantId: number,
  now: Date,
): Promise<Review[]> {
  const rows = await db
    .select({
      id: reviews.id,
      user_id: reviews.user_id,
      restaurant_id: reviews.restaurant_id,
      review: reviews.review,
      rating: reviews.rating,
      created_at: reviews.created_at,
      updated_at: reviews.updated_at,
      first_name: users.first_name,
      last_name: users.last_name,
      verified_diner: sql<boolean>`exists (
        select 1 from ${reservations}
        where ${reservations.user_id} = ${reviews.user_id}
          and ${reservations.restaurant_id} = ${reviews.restaurant_id}
          and ${reservations.status} <> 'cancelled'
          and ${reservations.reservation_time} < ${now})`,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.user_id))
    .where(eq(reviews.restaurant_id, restaurantId))
    .orderBy(desc(reviews.created_at), desc(reviews.id));
  return rows.map(({ first_name, last_name, created_at, updated_at, ...review }) => ({
    ...review,
    verified_diner: Boolean(review.verified_diner),
    created_at: created_at.toISOString(),
    updated_at: updated_at.toISOString(),
    user: { first_name, last_name },
  }));
}
