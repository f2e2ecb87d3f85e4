/** Loading, not-found and failed states shared by the reservation and modify pages. */
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '@/components/button/button';
import styles from './reservation-states.module.css';

export function ReservationLoading() {
  const { t } = useTranslation();
  return (
    <div className={styles.page} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <p className={styles.text}>{t('reservations.loading')}</p>
    </div>
  );
}

export function ReservationNotFound() {
  const { t } = useTranslation();
  return (
    <section className={styles.page} aria-labelledby="reservation-not-found-title">
      <title>{`${t('reservations.notFound.title')} · ${t('app.name')}`}</title>
      <div className={styles.card}>
        <p className={styles.eyebrow}>404</p>
        <h1 id="reservation-not-found-title" className={styles.title}>
          {t('reservations.notFound.title')}
        </h1>
        <p className={styles.text}>{t('reservations.notFound.text')}</p>
        <div className={styles.actions}>
          <ButtonLink to="/">{t('common.returnHome')}</ButtonLink>
          <ButtonLink to="/search" variant="secondary">
            {t('reservations.notFound.browse')}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}

export function ReservationLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <section className={styles.page} role="alert">
      <div className={styles.card}>
        <h1 className={styles.title}>{t('reservations.loadError.title')}</h1>
        <p className={styles.text}>{t('reservations.loadError.text')}</p>
        <div className={styles.actions}>
          <Button onClick={onRetry}>{t('reservations.loadError.retry')}</Button>
          <ButtonLink to="/" variant="secondary">
            {t('common.returnHome')}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
