/** When a page fails to load or crashes: say so and offer a reload, inside the normal frame. */
import { useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import styles from './not-found.module.css';

export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  console.warn('Route error', error);
  return (
    <section className={styles.page} role="alert">
      <h1 className={styles.title}>{t('routeError.title')}</h1>
      <p className={styles.text}>{t('routeError.text')}</p>
      <Button size="lg" onClick={() => window.location.reload()}>
        {t('routeError.reload')}
      </Button>
    </section>
  );
}
