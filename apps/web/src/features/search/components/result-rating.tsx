/**
 * Stars, the rating word and (review count); 'New' before the first review, rather than five grey
 * stars and (0), which read as a bad rating.
 */
import { useTranslation } from '@/i18n/use-translation';
import { ratingLabel, starCount, type RatingLabel } from '@tablefor/shared';
import { StarIcon } from '@/components/icons/icons';
import styles from './result-row.module.css';

const LABEL_KEYS: Record<
  RatingLabel,
  'good' | 'excellent' | 'veryGood' | 'awesome' | 'exceptional'
> = {
  Good: 'good',
  Excellent: 'excellent',
  'Very Good': 'veryGood',
  Awesome: 'awesome',
  Exceptional: 'exceptional',
};

export function ResultRating({ average, reviews }: { average: number; reviews: number }) {
  const { t } = useTranslation();
  if (reviews === 0) {
    return (
      <p className={styles.rating}>
        <span className={styles.newListing} aria-hidden="true">
          {t('cards.new')}
        </span>
        <span className="visually-hidden">{t('results.noReviews')}</span>
      </p>
    );
  }
  const label = ratingLabel(average);
  const filled = label ? starCount(average) : 0;
  return (
    <p className={styles.rating}>
      <span
        role="img"
        className={styles.stars}
        aria-label={
          label ? t('results.stars', { rating: average.toFixed(1) }) : t('results.noReviews')
        }
      >
        {Array.from({ length: 5 }, (_, index) => (
          <StarIcon
            key={index}
            size={16}
            className={index < filled ? styles.starOn : styles.starOff}
          />
        ))}
      </span>
      {label && (
        <span className={styles.ratingLabel}>{t(`results.ratingLabels.${LABEL_KEYS[label]}`)}</span>
      )}
      <span className={styles.reviewCount}>
        <span aria-hidden="true">({reviews})</span>
        <span className="visually-hidden">{t('results.reviewCount', { count: reviews })}</span>
      </span>
    </p>
  );
}
