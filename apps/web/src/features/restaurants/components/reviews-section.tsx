/**
 * Reviews on the profile: the summary, 'Write a review' (opened by ?review=true), the newest three,
 * and 'View all' when there are more. A listing not yet published takes no reviews (the API refuses
 * them), so it offers none.
 */
import type { RestaurantDetail } from '@tablefor/shared';
import { useTranslation } from '@/i18n/use-translation';
import { ButtonLink } from '@/components/button/button';
import { WriteReview } from '@/features/reviews';
import { isPublished } from '../listing-review-state';
import { ProfileSection } from './profile-section';
import { RatingSummary } from './rating-summary';
import { ReviewList } from './review-list';
import styles from './reviews-section.module.css';

export const REVIEW_PREVIEW_COUNT = 3;

export function ReviewsSection({ restaurant }: { restaurant: RestaurantDetail }) {
  const { t } = useTranslation();
  const { reviews } = restaurant;
  // The detail may carry fewer reviews than the restaurant has; the count decides 'View all'.
  const total = Math.max(restaurant.review_count, reviews.length);
  return (
    <ProfileSection id="reviews" title={t('restaurant.tabs.reviews')}>
      {reviews.length > 0 && (
        <RatingSummary average={restaurant.average_rating} count={total} showLabel />
      )}
      {isPublished(restaurant) && (
        <WriteReview restaurant={restaurant} reviews={reviews} openFromUrl />
      )}
      <ReviewList
        reviews={reviews.slice(0, REVIEW_PREVIEW_COUNT)}
        timeZone={restaurant.time_zone}
      />
      {total > REVIEW_PREVIEW_COUNT && (
        <ButtonLink
          to={`/restaurants/${restaurant.id}/reviews`}
          variant="secondary"
          className={styles.viewAll}
        >
          {t('restaurant.reviews.viewAll', { count: total })}
        </ButtonLink>
      )}
    </ProfileSection>
  );
}
