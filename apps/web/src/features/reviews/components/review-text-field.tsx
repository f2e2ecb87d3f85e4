/** The review text: a labelled textarea with a live character count and its field error. */
import { useId, type ChangeEvent } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { MAX_REVIEW_LENGTH } from '@tablefor/shared';
import fieldStyles from '@/components/field/field.module.css';
import styles from './review-form.module.css';

type ReviewTextFieldProps = {
  value: string;
  onChange: (value: string) => void;
  error?: string;
};

export function ReviewTextField({ value, onChange, error }: ReviewTextFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const countId = `${id}-count`;
  const errorId = `${id}-error`;
  const over = value.length > MAX_REVIEW_LENGTH;
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        {t('reviews.textLabel')}
      </label>
      <textarea
        id={id}
        name="review"
        rows={6}
        value={value}
        placeholder={t('reviews.textPlaceholder')}
        onChange={(event: ChangeEvent<HTMLTextAreaElement>) => onChange(event.target.value)}
        className={`${fieldStyles.control} ${styles.textarea} ${error ? fieldStyles.invalid : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={[error ? errorId : '', countId].filter(Boolean).join(' ')}
      />
      <div className={styles.under}>
        {error ? (
          <p id={errorId} className={fieldStyles.error}>
            {error}
          </p>
        ) : (
          <span />
        )}
        <p id={countId} className={`${styles.count} ${over ? styles.over : ''}`}>
          {t('reviews.characters', { count: value.length, max: MAX_REVIEW_LENGTH })}
        </p>
      </div>
    </div>
  );
}
