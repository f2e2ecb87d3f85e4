/** The profile's loading, not-found and failed states. */
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '@/components/button/button';
import styles from './restaurant-states.module.css';

export function RestaurantLoading() {
  const { t } = useTranslation();
  return (
    <div className={styles.page} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <p className={styles.text}>{t('restaurant.loading')}</p>
    </div>
  );
}

export function RestaurantNotFound() {
  const { t } = useTranslation();
  return (
    <section className={styles.page} aria-labelledby="restaurant-not-found-title">
      <title>{`${t('restaurant.notFound.title')} · ${t('app.name')}`}</title>
      <div className={styles.card}>
        <p className={styles.eyebrow}>404</p>
        <h1 id="restaurant-not-found-title" className={styles.title}>
          {t('restaurant.notFound.title')}
        </h1>
        <p className={styles.text}>{t('restaurant.notFound.text')}</p>
        <div className={styles.actions}>
          <ButtonLink to="/">{t('common.returnHome')}</ButtonLink>
          <ButtonLink to="/search" variant="secondary">
            {t('restaurant.notFound.browse')}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}

export function RestaurantLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <section className={styles.page} role="alert">
      <div className={styles.card}>
        <h1 className={styles.title}>{t('restaurant.loadError.title')}</h1>
        <p className={styles.text}>{t('restaurant.loadError.text')}</p>
        <div className={styles.actions}>
          <Button onClick={onRetry}>{t('restaurant.loadError.retry')}</Button>
          <ButtonLink to="/" variant="secondary">
            {t('common.returnHome')}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
