/** Review's pieces: a section with its Edit button, a row of answers, and a required box. */
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Button } from '@/components/button/button';
import frame from './claim-step.module.css';
import styles from './review.module.css';

export function ReviewSection({
  title,
  onEdit,
  children,
}: {
  title: string;
  onEdit: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className={styles.reviewSection} aria-label={title}>
      <div className={styles.reviewHeader}>
        <h2 className={styles.reviewTitle}>{title}</h2>
        <Button
          variant="ghost"
          size="sm"
          onClick={onEdit}
          aria-label={t('claim.review.editSection', { section: title })}
        >
          {t('claim.review.edit')}
        </Button>
      </div>
      <dl className={styles.reviewRows}>{children}</dl>
    </section>
  );
}

export function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.reviewRow}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

type AgreementProps = {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  errorId: string;
  children: ReactNode;
};

export function Agreement({ checked, onChange, error, errorId, children }: AgreementProps) {
  return (
    <div className={styles.agreement}>
      <label className={styles.checkboxLabel}>
        <input
          type="checkbox"
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>{children}</span>
      </label>
      {error && (
        <p id={errorId} className={frame.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
