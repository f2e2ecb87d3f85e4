/** A finished-looking placeholder for pages that later issues fill in. */
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../button/button';
import styles from './coming-soon.module.css';

export function ComingSoon({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <section className={styles.page} aria-labelledby="coming-soon-title">
      <title>{`${title} · ${t('app.name')}`}</title>
      <div className={styles.card}>
        <p className={styles.eyebrow}>{t('comingSoon.eyebrow')}</p>
        <h1 id="coming-soon-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.text}>{t('comingSoon.text')}</p>
        <div className={styles.actions}>
          <ButtonLink to="/search">{t('comingSoon.browse')}</ButtonLink>
          <ButtonLink to="/" variant="secondary">
            {t('common.returnHome')}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
