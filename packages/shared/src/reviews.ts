/** Review contracts: writing, editing and listing reviews, with the spec's messages and limits. */
import { z } from 'zod';
import { reviewSchema } from './restaurants.ts';
import { DEFAULT_REVIEW_RATING, MAX_REVIEW_LENGTH, reviewCodes } from './review-rules.ts';

const reviewText = z
  .string({ error: reviewCodes.text })
  .trim()
  .min(1, { error: reviewCodes.text })
  .max(MAX_REVIEW_LENGTH, { error: reviewCodes.tooLong });

const reviewRating = z
  .number({ error: reviewCodes.rating })
  .int({ error: reviewCodes.rating })
  .min(1, { error: reviewCodes.rating })
  .max(5, { error: reviewCodes.rating });

export const createReviewInputSchema = z.object({
  review: reviewText,
  rating: reviewRating.default(DEFAULT_REVIEW_RATING),
});
export type CreateReviewInput = z.input<typeof createReviewInputSchema>;

export const updateReviewInputSchema = z.object({
  review: reviewText.optional(),
  rating: reviewRating.optional(),
});
export type UpdateReviewInput = z.input<typeof updateReviewInputSchema>;

/** GET /api/restaurants/{id}/reviews and GET /api/users/{id}/reviews, newest first. */
export const reviewListSchema = z.object({ Reviews: z.array(reviewSchema) });
export type ReviewList = z.infer<typeof reviewListSchema>;

/** DELETE /api/reviews/{id}. */
export const deletedReviewSchema = z.object({ id: z.number().int() });
export type DeletedReview = z.infer<typeof deletedReviewSchema>;
