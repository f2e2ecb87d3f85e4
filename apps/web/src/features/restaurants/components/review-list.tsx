/** A list of reviews, dated in the restaurant's time zone, or the 'No reviews yet' state. */
import type { Review } from '@tablefor/shared';
import { useTranslation } from '@/i18n/use-translation';
import { SectionEmpty } from './profile-section';
import { ReviewItem } from './review-item';
import styles from './review-list.module.css';

type ReviewListProps = { reviews: readonly Review[]; timeZone: string };

export function ReviewList({ reviews, timeZone }: ReviewListProps) {
  const { t } = useTranslation();
  if (reviews.length === 0) {
    return (
      <SectionEmpty
        title={t('restaurant.reviews.empty')}
        text={t('restaurant.reviews.emptyText')}
      />
    );
  }
  return (
    <ul className={styles.list}>
      {reviews.map((review) => (
        <li key={review.id} className={styles.item}>
          <ReviewItem review={review} timeZone={timeZone} />
        </li>
      ))}
    </ul>
  );
}
