/** Review contracts: writing, editing and listing reviews, with the spec's messages and limits. */
import { z } from 'zod';
import { reviewSchema } from './restaurants.ts';

export const reviewMessages = {
  text: 'Please tell us about your experience',
  tooLong: 'Review can not exceed 500 characters',
  rating: 'Please rate your experience',
  duplicate: 'You have already reviewed this restaurant',
  notFound: 'Review not found',
} as const;

export const MAX_REVIEW_LENGTH = 500;
export const DEFAULT_REVIEW_RATING = 5;

const reviewText = z
  .string({ error: reviewMessages.text })
  .trim()
  .min(1, { error: reviewMessages.text })
  .max(MAX_REVIEW_LENGTH, { error: reviewMessages.tooLong });

const reviewRating = z
  .number({ error: reviewMessages.rating })
  .int({ error: reviewMessages.rating })
  .min(1, { error: reviewMessages.rating })
  .max(5, { error: reviewMessages.rating });

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
