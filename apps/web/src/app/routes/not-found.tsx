/** Any unknown path: 'PAGE NOT FOUND'. */
import { useTranslation } from '@/i18n/use-translation';
import { ButtonLink } from '@/components/button/button';
import styles from './not-found.module.css';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <title>{`${t('notFound.title')} · ${t('app.name')}`}</title>
      <p className={styles.code} aria-hidden="true">
        {t('notFound.code')}
      </p>
      <h1 id="not-found-title" className={styles.title}>
        {t('notFound.title')}
      </h1>
      <p className={styles.text}>{t('notFound.text')}</p>
      <ButtonLink to="/" size="lg">
        {t('notFound.home')}
      </ButtonLink>
    </section>
  );
}
