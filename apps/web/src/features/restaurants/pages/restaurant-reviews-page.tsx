/** /restaurants/{id}/reviews: every review of the restaurant with its name, average and count. */
import { useTranslation } from '@/i18n/use-translation';
import { useParams } from 'react-router';
import { BackLink } from '@/components/back-link/back-link';
import { useRestaurantReviews, WriteReview } from '@/features/reviews';
import { isNotFoundError, isValidRestaurantId, useRestaurant } from '@/features/restaurant-detail';
import { RatingSummary } from '../components/rating-summary';
import { RestaurantHead } from '../components/restaurant-head';
import {
  RestaurantLoadError,
  RestaurantLoading,
  RestaurantNotFound,
} from '../components/restaurant-states';
import { ReviewList } from '../components/review-list';
import styles from './restaurant-reviews-page.module.css';

export function RestaurantReviewsPage() {
  const { t } = useTranslation();
  const { restaurantId } = useParams();
  const query = useRestaurant(restaurantId);
  // The full list comes from the reviews call; the restaurant's own copy shows until it arrives.
  const reviewsQuery = useRestaurantReviews(Number(restaurantId));

  if (!isValidRestaurantId(restaurantId) || isNotFoundError(query.error)) {
    return <RestaurantNotFound />;
  }
  if (query.isPending) return <RestaurantLoading />;
  if (query.isError) return <RestaurantLoadError onRetry={() => void query.refetch()} />;

  const restaurant = query.data;
  const reviews = reviewsQuery.data ?? restaurant.reviews;
  const count = Math.max(restaurant.review_count, reviews.length);
  return (
    <div className={styles.page}>
      <RestaurantHead
        restaurant={restaurant}
        title={t('restaurant.reviews.pageTitle', { name: restaurant.name })}
        path={`/restaurants/${restaurant.id}/reviews`}
      />
      <BackLink to={`/restaurants/${restaurant.id}`}>
        {t('restaurant.reviews.backTo', { name: restaurant.name })}
      </BackLink>
      <header className={styles.header}>
        <h1 className={styles.title}>
          {t('restaurant.reviews.pageTitle', { name: restaurant.name })}
        </h1>
        <RatingSummary average={restaurant.average_rating} count={count} showLabel />
        <WriteReview restaurant={restaurant} reviews={reviews} openFromUrl />
      </header>
      <ReviewList reviews={reviews} timeZone={restaurant.time_zone} />
    </div>
  );
}
