/**
 * Full-page states of a page that loads one record (a restaurant, a reservation, a search task):
 * loading, not found, and failed with a retry. Each feature passes its own texts.
 */
import { useId, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Button, ButtonLink } from '../button/button';
import { SpinnerRing } from '../spinner/spinner';
import styles from './page-state.module.css';

export function PageLoading({ label }: { label: string }) {
  return (
    <div className={styles.page} role="status">
      <SpinnerRing size="lg" />
      <p className={styles.text}>{label}</p>
    </div>
  );
}

type PageStateCardProps = {
  title: string;
  text: string;
  /** A word over the title, such as '404'. */
  eyebrow?: string;
  /** 'alert' for a failure, 'status' for a state that changes by itself. */
  role?: 'alert' | 'status';
  /** Shows a spinner: the state ends by itself. */
  busy?: boolean;
  /** The ways on, as buttons and links. */
  children: ReactNode;
};

/** A page that has nothing else to show: its title (also the document's), a text and the ways on. */
export function PageStateCard({ title, text, eyebrow, role, busy, children }: PageStateCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <title>{`${title} · ${t('app.name')}`}</title>
      <div className={styles.card} role={role}>
        {busy && <SpinnerRing size="lg" />}
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
        <p className={styles.text}>{text}</p>
        <div className={styles.actions}>{children}</div>
      </div>
    </section>
  );
}

type NotFoundProps = { title: string; text: string; browseLabel: string };

export function PageNotFound({ title, text, browseLabel }: NotFoundProps) {
  const { t } = useTranslation();
  return (
    <PageStateCard eyebrow="404" title={title} text={text}>
      <ButtonLink to="/">{t('common.returnHome')}</ButtonLink>
      <ButtonLink to="/search" variant="secondary">
        {browseLabel}
      </ButtonLink>
    </PageStateCard>
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
