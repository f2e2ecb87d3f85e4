/**
 * The dashboard's 'Saved Restaurants' view: the fixed profile line (city 'Los Angeles', joined
 * 'December 2022') and the saved restaurants as cards, or the empty text.
 */
import { useId } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Button, ButtonLink } from '@/components/button/button';
import { Spinner } from '@/components/spinner/spinner';
import { RestaurantCard, useSavedRestaurants } from '@/features/restaurant-cards';
import styles from './saved-restaurants-panel.module.css';

export function SavedRestaurantsPanel({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const titleId = useId();
  const query = useSavedRestaurants(userId);

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <header className={styles.header}>
        <div>
          <h2 id={titleId} className={styles.title}>
            {t('saved.title')}
          </h2>
          {query.data && (
            <p className={styles.count}>{t('saved.count', { count: query.data.length })}</p>
          )}
        </div>
        <p className={styles.meta}>
          <span>{t('saved.city')}</span>
          <span>{t('saved.joined')}</span>
        </p>
      </header>
      {query.isPending ? (
        <div className={styles.state}>
          <Spinner label={t('saved.loading')} />
        </div>
      ) : query.isError ? (
        <div className={styles.state} role="alert">
          <p>{t('saved.loadError')}</p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('saved.retry')}
          </Button>
        </div>
      ) : query.data.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{t('saved.empty')}</p>
          <p className={styles.emptyHint}>{t('saved.emptyHint')}</p>
          <ButtonLink to="/search" variant="secondary">
            {t('saved.browse')}
          </ButtonLink>
        </div>
      ) : (
        <ul className={styles.grid}>
          {query.data.map((saved) => (
            <li key={saved.restaurant_id}>
              <RestaurantCard restaurant={saved.restaurant} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
