// Public surface of the reviews feature: writing a review, the author's actions, the review lists.
export { WriteReview, hasReviewed } from './components/write-review';
export { ReviewActions } from './components/review-actions';
export { useRestaurantReviews, useUserReviews } from './api/get-reviews';
export { restaurantReviewsKey, userReviewsKey } from './api/review-keys';
