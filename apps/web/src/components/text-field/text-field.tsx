/** A labelled input with an optional hint and a field error tied to it for screen readers. */
import { useId, type InputHTMLAttributes } from 'react';
import styles from '../field/field.module.css';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  error?: string;
  /** Marks the field invalid when its message is shown elsewhere (a list above the form). */
  invalid?: boolean;
  hint?: string;
  hideLabel?: boolean;
};

export function TextField({
  label,
  error,
  invalid,
  hint,
  hideLabel,
  className,
  ...input
}: TextFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : styles.label}>
        {label}
      </label>
      <input
        id={id}
        className={`${styles.control} ${error || invalid ? styles.invalid : ''}`}
        aria-invalid={error || invalid ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
