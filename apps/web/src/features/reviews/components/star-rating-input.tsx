/**
 * The rating as five native radio buttons dressed as stars: arrow keys move the choice, and each
 * option is announced as 'N stars' inside the 'Your rating' group.
 */
import { useId } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import styles from './star-rating-input.module.css';

const STAR_PATH = 'm12 2.5 2.9 6 6.6.8-4.9 4.5 1.3 6.5L12 17l-5.9 3.3 1.3-6.5-4.9-4.5 6.6-.8z';
const RATINGS = [1, 2, 3, 4, 5] as const;

type StarRatingInputProps = {
  value: number | null;
  onChange: (rating: number) => void;
  error?: string;
};

export function StarRatingInput({ value, onChange, error }: StarRatingInputProps) {
  const { t } = useTranslation();
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset
      className={styles.group}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className={styles.legend}>{t('reviews.ratingLegend')}</legend>
      <div className={styles.row}>
        <div className={styles.stars}>
          {RATINGS.map((rating) => (
            <label
              key={rating}
              className={`${styles.star} ${value !== null && rating <= value ? styles.on : ''}`}
            >
              <input
                type="radio"
                name={name}
                value={rating}
                checked={value === rating}
                onChange={() => onChange(rating)}
                className={styles.radio}
              />
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d={STAR_PATH} />
              </svg>
              <span className="visually-hidden">
                {t('reviews.ratingOption', { count: rating })}
              </span>
            </label>
          ))}
        </div>
        {value !== null && (
          <span className={styles.words} aria-hidden="true">
            {t(`reviews.ratingWords.${value as 1 | 2 | 3 | 4 | 5}`)}
          </span>
        )}
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
