/** The landing page's row of top-rated restaurant cards, scrolling sideways on narrow screens. */
import { Link } from 'react-router';
import { useTranslation } from '@/i18n/use-translation';
import { RestaurantCard } from '@/features/restaurant-cards';
import { TOP_RATED_COUNT, useTopRatedRestaurants } from '../api/get-top-rated-restaurants';
import styles from './top-rated-row.module.css';

export function TopRatedRow() {
  const { t } = useTranslation();
  const { data, isPending, isError } = useTopRatedRestaurants();

  if (isError || (data && data.length === 0)) return null;
  return (
    <section className={styles.section} aria-labelledby="top-rated-title" aria-busy={isPending}>
      <div className={styles.header}>
        <div>
          <h2 id="top-rated-title" className={styles.title}>
            {t('cards.row.title')}
          </h2>
          <p className={styles.subtitle}>{t('cards.row.subtitle')}</p>
        </div>
        <Link to="/search-results?sort=rating" className={styles.seeAll}>
          {t('cards.row.seeAll')}
        </Link>
      </div>
      <ul className={styles.list}>
        {data
          ? data.map((restaurant) => (
              <li key={restaurant.id} className={styles.item}>
                <RestaurantCard restaurant={restaurant} />
              </li>
            ))
          : Array.from({ length: TOP_RATED_COUNT / 2 }, (_, index) => (
              <li key={index} className={`${styles.item} ${styles.skeleton}`} aria-hidden="true" />
            ))}
      </ul>
    </section>
  );
}
