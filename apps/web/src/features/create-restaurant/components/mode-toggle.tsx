/** 'Enter URL' (this wizard) or 'Search Restaurants' (the topic search page). */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './mode-toggle.module.css';
import '@/i18n/bundles/create-restaurant-texts';

export function ModeToggle() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('createRestaurant.modes.label')}>
      <ul className={styles.toggle}>
        <li>
          <Link
            to="/create-restaurant"
            className={`${styles.item} ${styles.active}`}
            aria-current="page"
          >
            {t('createRestaurant.modes.url')}
          </Link>
        </li>
        <li>
          <Link to="/create-restaurant/topic-search" className={styles.item}>
            {t('createRestaurant.modes.search')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
