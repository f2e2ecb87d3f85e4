/**
 * Full-page states of a page that loads one record (a restaurant, a reservation): loading, not
 * found, and failed with a retry. Each feature passes its own texts.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../button/button';
import styles from './page-state.module.css';

export function PageLoading({ label }: { label: string }) {
  return (
    <div className={styles.page} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <p className={styles.text}>{label}</p>
    </div>
  );
}

type NotFoundProps = { title: string; text: string; browseLabel: string };

export function PageNotFound({ title, text, browseLabel }: NotFoundProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <title>{`${title} · ${t('app.name')}`}</title>
      <div className={styles.card}>
        <p className={styles.eyebrow}>404</p>
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
        <p className={styles.text}>{text}</p>
        <div className={styles.actions}>
          <ButtonLink to="/">{t('common.returnHome')}</ButtonLink>
          <ButtonLink to="/search" variant="secondary">
            {browseLabel}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}

type LoadErrorProps = { title: string; text: string; retryLabel: string; onRetry: () => void };

export function PageLoadError({ title, text, retryLabel, onRetry }: LoadErrorProps) {
  const { t } = useTranslation();
  return (
    <section className={styles.page} role="alert">
      <div className={styles.card}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.text}>{text}</p>
        <div className={styles.actions}>
          <Button onClick={onRetry}>{retryLabel}</Button>
          <ButtonLink to="/" variant="secondary">
            {t('common.returnHome')}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
