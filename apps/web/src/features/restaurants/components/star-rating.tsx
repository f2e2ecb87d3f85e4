/** Five stars, `filled` of them in the accent colour; the label says the rating in words. */
import styles from './star-rating.module.css';

const STAR_PATH = 'm12 2.5 2.9 6 6.6.8-4.9 4.5 1.3 6.5L12 17l-5.9 3.3 1.3-6.5-4.9-4.5 6.6-.8z';

type StarRatingProps = { filled: number; label: string; size?: 'sm' | 'md' };

export function StarRating({ filled, label, size = 'md' }: StarRatingProps) {
  return (
    <span className={`${styles.stars} ${styles[size]}`} role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((star) => (
        <svg
          key={star}
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
          className={star <= filled ? styles.filled : styles.empty}
          data-filled={star <= filled}
        >
          <path d={STAR_PATH} />
        </svg>
      ))}
    </span>
  );
}
