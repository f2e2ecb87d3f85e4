/** Pure updates of cached reviews after a change, so averages and counts move before the refetch. */
import type { RestaurantDetail, Review } from '@tablefor/shared';

export type ReviewChange =
  { type: 'saved'; review: Review } | { type: 'deleted'; id: number; restaurantId: number };

/** The list with the review added at the top (newest first), replaced in place, or removed. */
export function applyReviewChange(reviews: readonly Review[], change: ReviewChange): Review[] {
  if (change.type === 'deleted') return reviews.filter((review) => review.id !== change.id);
  const index = reviews.findIndex((review) => review.id === change.review.id);
  if (index === -1) return [change.review, ...reviews];
  return reviews.map((review) => (review.id === change.review.id ? change.review : review));
}

/** The restaurant with its reviews changed and average_rating / review_count recomputed. */
export function applyReviewChangeToRestaurant(
  restaurant: RestaurantDetail,
  change: ReviewChange,
): RestaurantDetail {
  const reviews = applyReviewChange(restaurant.reviews, change);
  const total = reviews.reduce((sum, review) => sum + review.rating, 0);
  return {
    ...restaurant,
    reviews,
    review_count: reviews.length,
    average_rating: reviews.length > 0 ? Math.round((total / reviews.length) * 100) / 100 : 0,
  };
}
