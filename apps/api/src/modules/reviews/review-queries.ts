/** Reading reviews with their author's name and verified-diner mark, newest first. */
import { desc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Review } from '@tablefor/shared';
import type { Database } from '../../db/client.ts';
import { reservations, restaurants, reviews, users } from '../../db/schema/index.ts';
import { isPublished } from '../restaurants/listing-visibility.ts';
import { notDinedStatuses } from '../reservations/table-statuses.ts';

/** The reviews matching `where`; a verified diner has a past reservation there that was neither cancelled, declined nor missed. */
async function findReviews(db: Database, where: SQL, now: Date): Promise<Review[]> {
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
          and ${notInArray(reservations.status, [...notDinedStatuses])}
          and ${reservations.reservation_time} < ${now})`,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.user_id))
    .where(where)
    .orderBy(desc(reviews.created_at), desc(reviews.id));
  return rows.map(({ first_name, last_name, created_at, updated_at, ...review }) => ({
    ...review,
    verified_diner: Boolean(review.verified_diner),
    created_at: created_at.toISOString(),
    updated_at: updated_at.toISOString(),
    user: { first_name, last_name },
  }));
}

export const findReviewsOfRestaurant = (db: Database, restaurantId: number, now: Date) =>
  findReviews(db, eq(reviews.restaurant_id, restaurantId), now);

/** A user's reviews of listings the public sees: any other would reveal a hidden listing's id. */
export const findReviewsByUser = (db: Database, userId: number, now: Date) =>
  findReviews(
    db,
    sql`${eq(reviews.user_id, userId)} and ${inArray(
      reviews.restaurant_id,
      db.select({ id: restaurants.id }).from(restaurants).where(isPublished()),
    )}`,
    now,
  );

export async function findReview(db: Database, id: number, now: Date): Promise<Review | undefined> {
  const [review] = await findReviews(db, eq(reviews.id, id), now);
  return review;
}
