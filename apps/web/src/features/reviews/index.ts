// Public surface of the reviews feature: writing a review, the author's actions, the review lists.
export { WriteReview, hasReviewed } from './components/write-review';
export { ReviewActions } from './components/review-actions';
export {
  getRestaurantReviewsQueryOptions,
  useRestaurantReviews,
} from './api/get-restaurant-reviews';
export { useUserReviews } from './api/get-user-reviews';
