/**
 * Writing reviews. Each write runs in one transaction that first locks the restaurant's row,
 * then changes the review and recomputes the restaurant's average_rating and review_count,
 * so every page shows the new figures as soon as the call answers. Writing or editing needs a
 * published listing (any other answers 404, as an unknown id does); deleting one's own review
 * never does.
 */
import { eq } from 'drizzle-orm';
import {
  reviewCodes,
  type createReviewInputSchema,
  type Review,
  type updateReviewInputSchema,
} from '@tablefor/shared';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { reviews } from '../../db/schema/index.ts';
import { AppError, conflict, forbidden, notFound, problem } from '@tablefor/server-kit';
import {
  lockRestaurantForRatings,
  refreshRestaurantRatings,
} from '../restaurants/restaurant-ratings.ts';
import { holdAccount } from '../users/account-hold.ts';
import { findReview } from './review-queries.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';

export type ReviewWriter = { id: number; is_admin: boolean };
type CreateReview = z.output<typeof createReviewInputSchema>;
type UpdateReview = z.output<typeof updateReviewInputSchema>;

const reviewNotFound = () => new AppError(404, [problem('review', reviewCodes.notFound)]);

export async function createReview(
  db: Database,
  author: ReviewWriter,
  restaurantId: number,
  input: CreateReview,
  now: Date,
): Promise<Review> {
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      // The author's row before the restaurant's, as a booking takes them and account deletion
      // waits for them: a review racing the deletion of its author never deadlocks.
      await holdAccount(tx, author.id);
      const open = await lockRestaurantForRatings(tx, restaurantId, { publishedOnly: true });
      if (!open) throw notFound('restaurant');
      const [row] = await tx
        .insert(reviews)
        .values({ user_id: author.id, restaurant_id: restaurantId, ...input })
        .returning({ id: reviews.id });
      if (!row) throw new Error('review insert returned no row');
      await refreshRestaurantRatings(tx, restaurantId);
      return row.id;
    });
  } catch (error) {
    // The unique index (user, restaurant) decides, also when two requests race.
    if (isUniqueViolation(error)) throw conflict(problem('review', reviewCodes.duplicate));
    throw error;
  }
  return presentWritten(db, id, now);
}

export async function updateReview(
  db: Database,
  writer: ReviewWriter,
  id: number,
  input: UpdateReview,
  now: Date,
): Promise<Review> {
  await db.transaction(async (tx) => {
    const restaurantId = await authorizeChange(tx, writer, id);
    // An author edits only what the public sees; administrators moderate every listing's reviews.
    const open = await lockRestaurantForRatings(tx, restaurantId, {
      publishedOnly: !writer.is_admin,
    });
    if (!open) throw notFound('restaurant');
    const changed = await tx
      .update(reviews)
      .set({ ...input, updated_at: now })
      .where(eq(reviews.id, id))
      .returning({ id: reviews.id });
    if (!changed.length) throw reviewNotFound();
    await refreshRestaurantRatings(tx, restaurantId);
  });
  return presentWritten(db, id, now);
}

export async function deleteReview(
  db: Database,
  writer: ReviewWriter,
  id: number,
): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const restaurantId = await authorizeChange(tx, writer, id);
    await lockRestaurantForRatings(tx, restaurantId);
    const removed = await tx
      .delete(reviews)
      .where(eq(reviews.id, id))
      .returning({ id: reviews.id });
    if (!removed.length) throw reviewNotFound();
    await refreshRestaurantRatings(tx, restaurantId);
    return { id };
  });
}

/** Only the author or an administrator changes a review; answers the review's restaurant. */
async function authorizeChange(db: Database, writer: ReviewWriter, id: number) {
  const [review] = await db
    .select({ user_id: reviews.user_id, restaurant_id: reviews.restaurant_id })
    .from(reviews)
    .where(eq(reviews.id, id));
  if (!review) throw reviewNotFound();
  if (review.user_id !== writer.id && !writer.is_admin) {
    throw forbidden(problem('review', reviewCodes.ownReviewsOnly));
  }
  return review.restaurant_id;
}

async function presentWritten(db: Database, id: number, now: Date): Promise<Review> {
  const review = await findReview(db, id, now);
  if (!review) throw reviewNotFound();
  return review;
}
