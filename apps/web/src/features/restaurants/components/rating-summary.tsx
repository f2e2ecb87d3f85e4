/** Stars, the average to one decimal and '(N reviews)'; five grey stars and (0) without reviews. */
import { starCount } from '@tablefor/shared';
import { useTranslation } from '@/i18n/use-translation';
import { formatAverage, ratingLabelKey } from '../restaurant-labels';
import { StarRating } from './star-rating';
import styles from './rating-summary.module.css';

type RatingSummaryProps = { average: number; count: number; showLabel?: boolean };

export function RatingSummary({ average, count, showLabel = false }: RatingSummaryProps) {
  const { t } = useTranslation();
  const rated = count > 0 && average > 0;
  const labelKey = ratingLabelKey(average);
  return (
    <p className={styles.summary}>
      <StarRating
        filled={rated ? starCount(average) : 0}
        label={
          rated
            ? t('restaurant.rating.stars', { average: formatAverage(average) })
            : t('restaurant.rating.none')
        }
      />
      {rated && (
        <span className={styles.average} aria-hidden="true">
          {formatAverage(average)}
        </span>
      )}
      {rated && showLabel && labelKey && (
        <span className={styles.label}>{t(`restaurant.ratingLabels.${labelKey}`)}</span>
      )}
      <span className={styles.count}>{t('restaurant.rating.count', { count })}</span>
    </p>
  );
}
