/**
 * A list's loading, failed and empty states, designed like the rest of the product's, and the
 * notice of what its last action did.
 */
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Button } from '@/components/button/button';
import styles from './list-states.module.css';
import '@/i18n/bundles/admin-texts';

export function ListLoading({ label }: { label: string }) {
  return (
    <div className={styles.state} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <p className={styles.text}>{label}</p>
    </div>
  );
}

export function ListError({ text, onRetry }: { text: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={`${styles.state} ${styles.error}`} role="alert">
      <p className={styles.title}>{text}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('admin.retry')}
      </Button>
    </div>
  );
}

export function ListEmpty({
  title,
  text,
  action,
}: {
  title: string;
  text?: string;
  action?: ReactNode;
}) {
  return (
    <div className={styles.state}>
      <p className={styles.title}>{title}</p>
      {text && <p className={styles.text}>{text}</p>}
      {action}
    </div>
  );
}

/** What the list's last decision did ('Claim of … approved'), while it shows. */
export function ListNotice({ text }: { text: string | null }) {
  return text ? (
    <p className={styles.notice} role="status">
      {text}
    </p>
  ) : null;
}
