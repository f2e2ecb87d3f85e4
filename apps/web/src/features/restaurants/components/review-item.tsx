/**
 * One review: author (first name and last initial), stars, date, badge, the text as plain text,
 * and Edit / Delete for its author.
 */
import type { Review } from '@tablefor/shared';
import { useTranslation } from '@/i18n/use-translation';
import { ReviewActions } from '@/features/reviews';
import { dateFormat } from '@/lib/date-format';
import { reviewAuthorName } from '../restaurant-labels';
import { StarRating } from './star-rating';
import styles from './review-item.module.css';

/**
 * The day the review was written at the restaurant: the server renders it too, and in the
 * reader's own zone the date would change across midnight and the page fail to hydrate.
 */
function formatReviewDate(value: string, language: string, timeZone: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const options = { month: 'short', day: 'numeric', year: 'numeric', timeZone } as const;
  return dateFormat(language, options).format(date);
}

type ReviewItemProps = {
  review: Review;
  /** The restaurant's time zone. */
  timeZone: string;
};

export function ReviewItem({ review, timeZone }: ReviewItemProps) {
  const { t, i18n } = useTranslation();
  const author = reviewAuthorName(review.user);
  const date = formatReviewDate(review.created_at, i18n.language, timeZone);
  return (
    <article className={styles.review} aria-label={t('restaurant.reviews.by', { author })}>
      <div className={styles.avatar} aria-hidden="true">
        {author.charAt(0).toUpperCase()}
      </div>
      <div className={styles.body}>
        <div className={styles.head}>
          <p className={styles.author}>{author}</p>
          {review.verified_diner && (
            <span className={styles.badge}>{t('restaurant.reviews.verified')}</span>
          )}
        </div>
        <div className={styles.meta}>
          <StarRating
            size="sm"
            filled={review.rating}
            label={t('restaurant.reviews.rating', { rating: review.rating })}
          />
          {date && <time dateTime={review.created_at}>{date}</time>}
        </div>
        {/* Rendered as text: React escapes it, so markup in a review is shown, never run. */}
        <p className={styles.text}>{review.review}</p>
        <ReviewActions review={review} />
      </div>
    </article>
  );
}
