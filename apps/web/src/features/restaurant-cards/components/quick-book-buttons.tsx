/** 6:00, 6:30 and 7:00 PM today for two: links to the restaurant page with its form prefilled. */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatTime12h } from '@tablefor/shared';
import { QUICK_BOOK_TIMES, quickBookUrl } from '../lib/quick-book';
import styles from './restaurant-card.module.css';

export function QuickBookButtons({ restaurantId, name }: { restaurantId: number; name: string }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.quickBook} aria-label={t('cards.quickBook', { name })}>
      {QUICK_BOOK_TIMES.map((time) => (
        <li key={time}>
          <Link to={quickBookUrl(restaurantId, time)} className={styles.slot}>
            {formatTime12h(time)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
